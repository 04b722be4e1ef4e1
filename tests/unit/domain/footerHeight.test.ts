/**
 * The site footer is skipped by the first layout pass and keeps an upper bound of its height until drawn
 * (src/domain/footerHeight.ts). The e2e check (tests/e2e/footer-skip.spec.ts) compares the bound with the drawn
 * footer of each demo tenant; here, that it grows with everything the footer lists.
 */
import { FOOTER_COMPACT_AFTER, footerHeightBound, type FooterShape } from '@/domain/footerHeight'

const harbour: FooterShape = {
  locations: 9,
  compact: true,
  columns: [6, 8, 6, 4, 7],
  group: 5,
  social: 5,
  noteChars: 96,
}

describe('footerHeightBound', () => {
  it('grows with each location, link, group business, social link and line of the note', () => {
    const base = footerHeightBound(harbour)
    const more: Partial<FooterShape>[] = [
      { locations: 30 },
      { columns: [6, 20, 6, 4, 7] },
      { columns: [6, 8, 6, 4, 7, 9] },
      { group: 9 },
      { social: 8 },
      { noteChars: 400 },
    ]
    for (const change of more) {
      const b = footerHeightBound({ ...harbour, ...change })
      expect(b.narrow).toBeGreaterThan(base.narrow)
      expect(b.mid).toBeGreaterThanOrEqual(base.mid)
      expect(b.wide).toBeGreaterThanOrEqual(base.wide)
    }
    expect(footerHeightBound({ ...harbour, locations: 30 }).wide).toBeGreaterThan(base.wide)
    expect(footerHeightBound({ ...harbour, locations: 30 }).mid).toBeGreaterThan(base.mid)
  })

  it('counts a phone’s non-compact location (a few locations, each over several lines) taller than a compact row', () => {
    const few = footerHeightBound({ ...harbour, locations: FOOTER_COMPACT_AFTER, compact: false })
    const fewCompact = footerHeightBound({ ...harbour, locations: FOOTER_COMPACT_AFTER, compact: true })
    expect(few.narrow).toBeGreaterThan(fewCompact.narrow)
  })

  it('an empty footer still has its padding and note', () => {
    const b = footerHeightBound({ locations: 0, compact: false, columns: [], group: 0, social: 0, noteChars: 0 })
    expect(b.narrow).toBeGreaterThan(100)
    expect(b.wide).toBeGreaterThan(100)
    // a narrower footer stacks more, so it is taller
    const h = footerHeightBound(harbour)
    expect(h.narrow).toBeGreaterThan(h.mid)
    expect(h.mid).toBeGreaterThan(h.wide)
  })
})
