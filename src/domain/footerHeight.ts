/**
 * An upper bound of the site footer's height, from what it lists (the footer is skipped by the first style
 * and layout pass, `content-visibility: auto` in src/modules/layout/firstPaint.css, and keeps this height until drawn).
 *
 * Why an upper bound rather than a guess: tools that read the page without scrolling (axe in the e2e checks and in
 * Lighthouse's accessibility audit) place a skipped footer's text where it would be drawn; text below the end of the
 * kept box sits on the page's white, not the footer's dark background, and its light colour fails contrast. A bound
 * costs a shopper nothing (the footer draws at its own height as it comes near, at the end of the page) and grows
 * with a group's locations and links, so a 30-location group is covered as well as the demo's nine.
 *
 * The constants are each row's height or more at the footer's type sizes (site.css, footer.css), for three widths:
 * `narrow` a phone (≤ 760 px: link columns two abreast, many locations one compact row each), `mid` a tablet or small
 * laptop (761–1279 px: locations two across, link columns three), `wide` 1,280 px and up (the 1,200 px container:
 * locations four across, link columns six). tests/e2e/layout.spec.ts compares them with the drawn footer of every
 * demo tenant (drawn ≤ kept ≤ 1.8 × drawn).
 */
export interface FooterShape {
  /** Locations listed. */
  locations: number
  /** Whether they are listed compactly on a phone (more than FOOTER_COMPACT_AFTER). */
  compact: boolean
  /** Links in each footer column, in order. */
  columns: number[]
  /** The group's other businesses. */
  group: number
  /** Social links. */
  social: number
  /** Characters in the footer note. */
  noteChars: number
}

/** More locations than this and a phone lists each as one compact row (Footer.client.tsx, footer.css). */
export const FOOTER_COMPACT_AFTER = 3

const SECTION = 60 // a section's heading and the gap after it
const LINK = 40 // one link row (44 px tap targets overlap their neighbours' gaps)
const LOCATION_CARD = 150 // a location's name, today's hours and phone, when listed in a grid (mid and wide)

/** Rows of `n` items laid `across` to a row. */
const rows = (n: number, across: number) => Math.ceil(n / across)

/** The link columns `across` to a row: each row as tall as its longest column. */
function columnRows(columns: number[], across: number): number {
  let height = 0
  for (let i = 0; i < columns.length; i += across)
    height += SECTION + Math.max(...columns.slice(i, i + across)) * LINK + 30
  return height
}

/** Pixel heights for a phone (`narrow`), a tablet or small laptop (`mid`) and a laptop or wider (`wide`). */
export function footerHeightBound(shape: FooterShape): { narrow: number; mid: number; wide: number } {
  const { locations, compact, columns, group, social, noteChars } = shape
  const note = (perLine: number) => 60 + Math.ceil(noteChars / perLine) * 24
  const grid = (locationsAcross: number, columnsAcross: number, groupAcross: number, notePerLine: number) =>
    160 +
    (locations > 0 ? SECTION + rows(locations, locationsAcross) * LOCATION_CARD : 0) +
    columnRows(columns, columnsAcross) +
    (group > 0 ? SECTION + rows(group, groupAcross) * 45 : 0) +
    (social > 0 ? SECTION : 0) +
    note(notePerLine)
  const narrow =
    160 +
    (locations > 0 ? SECTION + locations * (compact ? 64 : 150) : 0) +
    columnRows(columns, 2) +
    (group > 0 ? SECTION + group * 45 : 0) +
    social * LINK +
    note(35)
  return { narrow, mid: grid(2, 3, 2, 70), wide: grid(4, 6, 3, 100) }
}
