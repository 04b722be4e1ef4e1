import type { Template } from '@/domain/siteConfig'

import { FONT_FILES } from './fontFiles'

/**
 * One self-hosted variable typeface per template (latin subset, variable weight), from the @fontsource-variable
 * packages, copied by `npm run fonts` (scripts/build-fonts.mjs) to public/fonts under a name that is its content hash:
 * no network at build or run time, cached for a year. Its @font-face rule and the class that sets --font-brand to it
 * (fontFaces.css, generated too) ship in the site's one stylesheet; a browser downloads only the face the page uses.
 * The tenant's layout preloads that one face (`brandFont(template).file`), so it is there before the first layout:
 * otherwise the browser asks for it only once the stylesheet is parsed and the page laid out, and lays the whole page
 * out again when it arrives (100–160 ms of main thread at Lighthouse's 4x slowdown on a home page). A late face still
 * swaps in from a metric-matched fallback (fontFaces.css; its metrics: scripts/build-fonts.mjs), so the swap does not
 * move the layout.
 */
const BY_TEMPLATE: Record<Template, keyof typeof FONT_FILES> = {
  group: 'manrope',
  brand: 'outfit',
  used: 'figtree',
}

/** The template's typeface: the class that sets --font-brand to it, and its file (to preload). */
export function brandFont(template: Template): { className: string; file: string } {
  const face = BY_TEMPLATE[template] ?? 'manrope'
  return { className: `font-${face}`, file: FONT_FILES[face] }
}
