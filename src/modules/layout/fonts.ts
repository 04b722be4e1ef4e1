import localFont from 'next/font/local'

import type { Template } from '@/domain/siteConfig'

/**
 * One self-hosted variable typeface per template (latin subset, weights 200–800), from the @fontsource-variable
 * packages: no network at build or run time. Not preloaded: the @font-face rules of all three ship in the CSS, but a
 * browser downloads only the face the page uses (the tenant's), so a page costs one font file. Each sets
 * --font-brand. The text first paints in a metric-matched fallback (fonts.css: Arial, or its metric twins Liberation
 * Sans / Arimo where Arial is missing, as on Linux, scaled to the face), so the swap does not move the layout
 * (next/font's own adjustFontFallback names only local("Arial"), which Linux lacks: the quick search moved when
 * DejaVu Sans swapped to the face).
 */
const manrope = localFont({
  src: '../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  fallback: ['Manrope Fallback', 'system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: false,
})
const outfit = localFont({
  src: '../../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  fallback: ['Outfit Fallback', 'system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: false,
})
const figtree = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  display: 'swap',
  preload: false,
  variable: '--font-brand',
  fallback: ['Figtree Fallback', 'system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: false,
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
