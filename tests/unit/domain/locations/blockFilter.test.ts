import { filterBlockLocations } from '@/domain/locations/blockFilter'

const loc = (
  id: number,
  type: string | null,
  extra: Partial<{ primary: boolean; subtype: string; makes: number[] }> = {},
) => ({
  id,
  type,
  primary: extra.primary ?? false,
  subtype: extra.subtype ?? null,
  manufacturerIds: extra.makes ?? [],
})
const all = [
  loc(1, 'sales', { primary: true, makes: [10] }),
  loc(2, 'service', { makes: [10], subtype: 'Express' }),
  loc(3, 'parts', { makes: [10] }),
  loc(4, 'sales', { makes: [20], subtype: 'express' }),
  loc(5, 'car-buying'),
]
const ids = (q: Parameters<typeof filterBlockLocations>[1]) => filterBlockLocations(all, q).map((l) => l.id)

describe('Locations block filters (LOC-07..10)', () => {
  it('LOC-07: primary, sales, service, parts, service-and-parts, all, or one location id', () => {
    expect(ids({ filter: 'primary' })).toEqual([1])
    expect(ids({ filter: 'sales' })).toEqual([1, 4])
    expect(ids({ filter: 'service' })).toEqual([2])
    expect(ids({ filter: 'parts' })).toEqual([3])
    expect(ids({ filter: 'service-and-parts' })).toEqual([2, 3])
    expect(ids({ filter: 'all' })).toEqual([1, 2, 3, 4, 5])
    expect(ids({})).toEqual([1, 2, 3, 4, 5])
    expect(ids({ filter: 'location', locationId: 4 })).toEqual([4])
    expect(ids({ filter: 'location' })).toEqual([])
  })

  it('LOC-08: by manufacturer', () => {
    expect(ids({ filter: 'all', manufacturerId: 20 })).toEqual([4])
    expect(ids({ filter: 'sales', manufacturerId: 10 })).toEqual([1])
  })

  it('LOC-09: by subtype, case-insensitive', () => {
    expect(ids({ subtype: 'EXPRESS' })).toEqual([2, 4])
  })

  it('LOC-10: the include list adds, the exclude list removes', () => {
    expect(ids({ filter: 'primary', include: [3, 1, 99] })).toEqual([1, 3])
    expect(ids({ filter: 'all', exclude: [2, 5] })).toEqual([1, 3, 4])
    expect(ids({ filter: 'primary', include: [3], exclude: [3] })).toEqual([1])
  })
})
