import { isValidSlug } from '@/domain/host'
import { slugify } from '@/domain/slug'

describe('slugify', () => {
  it.each([
    ['Toyota HiLux SR5 (4x4)', 'toyota-hilux-sr5-4x4'],
    ['People & Mover', 'people-mover'],
    ['  Harbour   Motors  ', 'harbour-motors'],
    ['Citroën C4', 'citroen-c4'],
    ['Škoda Octavia RS', 'skoda-octavia-rs'],
    ['Mazda CX-5 -- Maxx', 'mazda-cx-5-maxx'],
    ['already-a-slug', 'already-a-slug'],
    ['UPPER_case_Words', 'upper-case-words'],
    ['2024 Ford Ranger', '2024-ford-ranger'],
    ['Terms & Conditions!', 'terms-conditions'],
    ['---', ''],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  it('is idempotent', () => {
    for (const input of ['Toyota HiLux SR5 (4x4)', 'Citroën C4', 'a--b']) {
      expect(slugify(slugify(input))).toBe(slugify(input))
    }
  })

  it('produces only lowercase letters, digits and single hyphens, never at the ends', () => {
    for (const input of ['Ärger & Öl', ' -- x -- ', 'Hello, World!', 'a/b\\c', 'emoji 🚗 car']) {
      const out = slugify(input)
      expect(out).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
    }
  })

  it('short slugified names are valid tenant slugs', () => {
    expect(isValidSlug(slugify('Harbour Motors'))).toBe(true)
  })
})
