import { BODY_LIMIT, BODY_TYPES, bodyLabel, bodySlug } from '@/domain/bodyTypes'
import { buildSearchPath, parseLandingPath } from '@/domain/search/urlState'
import { DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'

const known = {
  makes: ['Toyota'],
  models: { Toyota: ['HiLux'] },
  dealerships: [],
  bodies: ['suv', 'peopleMover', 'cabChassis'],
}
const base: VehicleQuery = { query: '', refinements: {}, ranges: {}, sortBy: DEFAULT_SORT, page: 1, hitsPerPage: 21 }

describe('body types', () => {
  it('SRP-49 lists the spec body types, with a body limit of 4', () => {
    expect(Object.keys(BODY_TYPES)).toEqual([
      '4x4',
      'bus',
      'cabChassis',
      'convertible',
      'coupe',
      'ev',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'lightTruck',
      'peopleMover',
      'prestige',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'stationWagon',
    ])
    expect(BODY_LIMIT).toBe(4)
  })

  it('labels and slugs camel-cased body types', () => {
    expect(bodyLabel('peopleMover')).toBe('People Mover')
    expect(bodyLabel('suv')).toBe('SUV')
    expect(bodyLabel('motorcycle')).toBe('Motorcycle')
    expect(bodySlug('peopleMover')).toBe('people-mover')
    expect(bodySlug('cabChassis')).toBe('cab-chassis')
    expect(bodySlug('suv')).toBe('suv')
  })

  it('RTE-04 RTE-09 /search/people-mover is the peopleMover body page, and building the URL gives it back', () => {
    expect(parseLandingPath(['people-mover'], known)).toEqual({
      refinements: { body: ['peopleMover'] },
      title: 'People Movers',
    })
    expect(parseLandingPath(['cab-chassis'], known)?.refinements).toEqual({ body: ['cabChassis'] })
    expect(buildSearchPath({ ...base, refinements: { body: ['peopleMover'] } }, known)).toBe('/search/people-mover')
  })
})
