/** The demo stock links to nothing it cannot vouch for: every picture is drawn locally and no car carries a video. */
import { Random } from '../../../tenants-seed/random'
import { generateVehicles, STOCK_PLANS, type PlacedAt } from '../../../tenants-seed/vehicles'

const PLACED: PlacedAt = {
  locationId: 1,
  locationName: 'Test Yard',
  city: 'Parramatta',
  state: 'NSW',
  dealershipId: 1,
  dealershipSlug: 'test',
  dealershipName: 'Test Motors',
}

const stockOf = (tenant: keyof typeof STOCK_PLANS) =>
  generateVehicles(
    {
      tenant,
      rng: new Random(`test:${tenant}`),
      now: new Date('2026-06-01T00:00:00Z'),
      stockPrefix: () => 'T',
      placed: () => PLACED,
    },
    1,
  )

describe('the demo stock', () => {
  it.each(Object.keys(STOCK_PLANS) as (keyof typeof STOCK_PLANS)[])(
    '%s: no car carries a video (the demo has no footage of its drawn cars); its walkaround is the local 360° spin',
    (tenant) => {
      const stock = stockOf(tenant)
      expect(stock.length).toBeGreaterThan(50)
      expect(stock.filter((v) => v.external_video_url || v.video_url).map((v) => v.slug)).toEqual([])
      const pictures = stock.flatMap((v) => [
        ...((v.images ?? []) as { url: string }[]).map((i) => i.url),
        ...((v.spin_images ?? []) as string[]),
      ])
      expect(pictures.length).toBeGreaterThan(stock.length)
      expect(pictures.filter((url) => !url.startsWith('/demo-images/'))).toEqual([])
    },
  )

  it('some new cars still turn on a 360° spin drawn locally', () => {
    const spins = Object.keys(STOCK_PLANS)
      .flatMap((t) => stockOf(t as keyof typeof STOCK_PLANS))
      .filter((v) => v.spin_images)
    expect(spins.length).toBeGreaterThan(0)
  })
})
