import localFont from 'next/font/local'

import type { Template } from '@/domain/siteConfig'

/**
 * One self-hosted variable typeface per template (latin subset, weights 200–800), from the @fontsource-variable
 * packages: no network at build or run time. Not preloaded: the @font-face rules of all three ship in the CSS, but a
 * browser downloads only the face the page uses (the tenant's), so a page costs one font file. Each sets
 * --font-brand; the fallback's metrics are adjusted to the face so the swap barely moves the text.
 */
const manrope = localFont({
  src: '../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})
const outfit = localFont({
  src: '../../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})
const figtree = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})

const BY_TEMPLATE: Record<Template, string> = {
  group: manrope.variable,
  brand: outfit.variable,
  used: figtree.variable,
}

/** The class that sets --font-brand to the template's typeface. */
export function brandFontClass(template: Template): string {
  return BY_TEMPLATE[template] ?? manrope.variable
}
