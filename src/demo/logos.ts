/**
 * Demo art, not a rule: typographic wordmarks drawn locally. Not real trademarks: a make's "logo" is its name set in
 * a badge, and the three demo tenants get a simple mark and wordmark each. Pure string building; same input, same
 * SVG. Text is set in Arial (Liberation Sans, its metric twin, on Linux) or the system's sans-serif: an <img> of an SVG
 * cannot load the page's web fonts, and every family it names that the system lacks is one more font lookup on the
 * page's main thread when the image is first drawn (the header logo is drawn in the first frame).
 */
import { luminance, shade } from './car3d'

/** The wordmarks' font stack: one family every system has or aliases (see above). */
const LOGO_FONT = 'Arial, Helvetica, sans-serif'

/** A make's slug as used in file names: 'mercedes-benz', 'lynk-co'. */
export const MAKE_LOGO_FILE = /^make-([a-z0-9]+(?:-[a-z0-9]+){0,4})\.svg$/

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function hashString(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
  return h
}

/** Badge colours (background, text) a make's wordmark is drawn in, picked by its name. */
const BADGES: readonly (readonly [string, string])[] = [
  ['#0f1b2d', '#ffffff'],
  ['#ffffff', '#14213d'],
  ['#8a1c1c', '#ffffff'],
  ['#1f3b73', '#ffffff'],
  ['#f3f4f6', '#1f2937'],
  ['#1d1d1f', '#e9c46a'],
  ['#0b5d3b', '#ffffff'],
  ['#3a3a3c', '#ffffff'],
]

/** 'mercedes-benz' → 'MERCEDES BENZ' when no display name is given. */
export function nameFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').toUpperCase()
}

/** `/demo-images/make-{slug}.svg?n={name}`: the wordmark URL for a make. */
export function makeLogoUrl(make: { name: string; slug: string }): string {
  return `/demo-images/make-${make.slug}.svg?n=${encodeURIComponent(make.name)}`
}

/** A make's wordmark in a rounded badge, 240x96, the name shrunk to fit. */
export function makeLogoSvg(name: string): string {
  const text = name.trim().slice(0, 30) || 'Make'
  const [bg, fg] = BADGES[hashString(text.toLowerCase()) % BADGES.length]!
  const upper = text.toUpperCase()
  // Average cap width of a bold sans ≈ 0.68 em plus tracking; keep within 200 px.
  const size = Math.max(14, Math.min(40, Math.floor(200 / (upper.length * 0.74))))
  const border = luminance(bg) > 0.8 ? shade(bg, -0.18) : bg
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img">` +
    `<title>${escapeXml(text)}</title>` +
    `<rect x="2" y="2" width="236" height="92" rx="18" fill="${bg}" stroke="${border}" stroke-width="2"/>` +
    `<path d="M24,72H216" stroke="${fg}" stroke-opacity="0.25" stroke-width="2"/>` +
    `<text x="120" y="${Math.round(48 + size * 0.36)}" text-anchor="middle" font-family="${LOGO_FONT}" font-weight="800" font-size="${size}" letter-spacing="${(size * 0.06).toFixed(1)}" fill="${fg}">${escapeXml(upper)}</text>` +
    `</svg>`
  )
}

/**
 * The demo tenants' logos: a mark and a two-line wordmark in white and the tenant's accent, for the header's primary
 * colour (transparent background). 320x80.
 */
export const TENANT_LOGOS: Record<string, { name: string; svg: string }> = {
  harbour: {
    name: 'Harbour Auto Group',
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img"><title>Harbour Auto Group</title>` +
      `<rect x="4" y="8" width="64" height="64" rx="14" fill="#c9a227"/>` +
      `<path d="M14,56 Q36,14 58,56" fill="none" stroke="#0b2545" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M14,56H58M22,56V44M29,56V36M36,56V33M43,56V36M50,56V44" stroke="#0b2545" stroke-width="3.5" stroke-linecap="round"/>` +
      `<text x="82" y="44" font-family="${LOGO_FONT}" font-weight="800" font-size="32" letter-spacing="2" fill="#ffffff">HARBOUR</text>` +
      `<text x="84" y="66" font-family="${LOGO_FONT}" font-weight="600" font-size="15" letter-spacing="5.5" fill="#e6c65a">AUTO GROUP</text>` +
      `</svg>`,
  },
  'coastal-mazda': {
    name: 'Coastal Mazda',
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img"><title>Coastal Mazda</title>` +
      `<circle cx="38" cy="40" r="32" fill="#ffffff"/>` +
      `<path d="M12,46 Q24,34 36,46 T60,46 T72,44" fill="none" stroke="#a6192e" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M16,56 Q28,46 40,56 T64,56" fill="none" stroke="#36454f" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="48" cy="24" r="7" fill="#f2a900"/>` +
      `<text x="84" y="44" font-family="${LOGO_FONT}" font-weight="800" font-size="32" letter-spacing="1.5" fill="#ffffff">COASTAL</text>` +
      `<text x="86" y="66" font-family="${LOGO_FONT}" font-weight="600" font-size="14" letter-spacing="3" fill="#ffe1e6">MAZDA · GOLD COAST</text>` +
      `</svg>`,
  },
  'westside-used': {
    name: 'Westside Used Cars',
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img"><title>Westside Used Cars</title>` +
      `<path d="M8,14 L44,6 L72,20 L66,66 L30,74 L4,58 Z" fill="#ffffff"/>` +
      `<path d="M16,30 L24,54 L32,36 L40,54 L48,30" fill="none" stroke="#1e7d46" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M52,30 L60,30" stroke="#0f5132" stroke-width="6" stroke-linecap="round"/>` +
      `<text x="84" y="44" font-family="${LOGO_FONT}" font-weight="800" font-size="30" letter-spacing="1.5" fill="#ffffff">WESTSIDE</text>` +
      `<text x="86" y="66" font-family="${LOGO_FONT}" font-weight="600" font-size="14" letter-spacing="3.6" fill="#d9f2e3">USED CARS · PERTH</text>` +
      `</svg>`,
  },
}
