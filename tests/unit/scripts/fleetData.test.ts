/**
 * The fleet benchmark's pure pieces (scripts/lib/fleetData.mjs): the tenants' stock sizes add up to the fleet with
 * the 5,000-car tenant first and most tenants of 1,000–5,000 cars, the Zipf draw favours the first ranks, and the hit
 * rate counts HIT and STALE against MISS only.
 */
import { cacheTally, MEASURED_TENANT_SIZE, sizeBand, tenantSizes, zipfIndex } from '../../../scripts/lib/fleetData.mjs'

describe('fleet data', () => {
  it('200 tenants share 1,000,000 cars: the first has 5,000, most have 1,000–5,000, a few large groups the rest', () => {
    const sizes = tenantSizes(200, 1_000_000)
    expect(sizes).toHaveLength(200)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1_000_000)
    expect(sizes[0]).toBe(MEASURED_TENANT_SIZE)
    const typical = sizes.filter((s) => s >= 1_000 && s <= 5_000).length
    expect(typical).toBeGreaterThanOrEqual(170)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1_000)
    expect(Math.max(...sizes)).toBeGreaterThan(10_000)
    expect(tenantSizes(200, 1_000_000)).toEqual(sizes) // the same fleet every run
  })

  it('a small trial run still adds up, with every tenant stocked', () => {
    const sizes = tenantSizes(20, 50_000)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(50_000)
    expect(sizes[0]).toBe(MEASURED_TENANT_SIZE)
    expect(Math.min(...sizes)).toBeGreaterThan(0)
    expect(tenantSizes(3, 100).reduce((a, b) => a + b, 0)).toBe(100)
  })

  it('size bands: the measured tenant on its own, then small, medium and large groups', () => {
    expect(sizeBand(5_000, true)).toBe('5,000-car tenant')
    expect(sizeBand(1_200, false)).toMatch(/^small/)
    expect(sizeBand(5_000, false)).toMatch(/^medium/)
    expect(sizeBand(40_000, false)).toMatch(/^large/)
  })

  it('the Zipf draw stays in range and makes the first ranks hot', () => {
    const counts = new Array(1_000).fill(0)
    for (let i = 0; i < 100_000; i++) counts[zipfIndex(1_000, i / 100_000)]++
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100_000)
    expect(counts[0]).toBeGreaterThan(counts[9] * 5)
    expect(counts.slice(0, 100).reduce((a, b) => a + b, 0)).toBeGreaterThan(60_000)
    expect(zipfIndex(1, 0.99)).toBe(0)
    expect(zipfIndex(10, 0.999999)).toBe(9)
  })

  it('the hit rate counts HIT, STALE and SHARED as answered from a cache, MISS as rendered, and nothing else', () => {
    const tally = cacheTally(['HIT', 'HIT', 'STALE', 'SHARED', 'MISS', 'BYPASS', ''])
    expect(tally).toEqual({ hit: 2, stale: 1, shared: 1, miss: 1, total: 5, hitRate: 0.8 })
    expect(cacheTally([]).hitRate).toBe(0)
  })
})
