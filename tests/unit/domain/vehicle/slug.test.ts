import { vehicleSlug } from '@/domain/vehicle/slug'

describe('vehicle slug', () => {
  it('lower-case words and digits joined by single hyphens, trimmed, at most 200 characters', () => {
    expect(vehicleSlug.parse(' 2022-toyota-hilux-sr5-hb123 ')).toBe('2022-toyota-hilux-sr5-hb123')
    for (const bad of ['', '2022 Toyota', 'Toyota', '../x', '-a', 'a-', 'a--b', 'a_b', 'a'.repeat(201)])
      expect(vehicleSlug.safeParse(bad).success).toBe(false)
    expect(vehicleSlug.safeParse('a'.repeat(200)).success).toBe(true)
  })
})
