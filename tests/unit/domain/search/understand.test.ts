/**
 * The understander's rules, one kind at a time, and the misunderstandings found on the way (the labelled sentences
 * are understandSet.test.ts's).
 */
import { ASK_MAX, LOW_KM, understand } from '@/domain/search/understand'
import { DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'

import { ASK_NOW, askVocabulary } from '../../../helpers/askSet'
import { vehicleQuery } from '../../../helpers/search'

const vocabulary = askVocabulary()
const read = (sentence: string, base: VehicleQuery = vehicleQuery()) => understand(sentence, vocabulary, base, ASK_NOW)

describe('understand', () => {
  it('a chip for each filter, in words a shopper reads', () => {
    const { understood, query } = read('white 7 seater suv under $35k with low kms')
    expect(understood).toEqual([
      { kind: 'body', label: 'SUV' },
      { kind: 'colour', label: 'White' },
      { kind: 'price', label: 'Under $35,000' },
      { kind: 'km', label: 'Under 50,000 km' },
      { kind: 'seats', label: '7 seats or more' },
    ])
    expect(query).toMatchObject({
      query: '',
      refinements: { body: ['suv'], colour: ['White'] },
      ranges: { price: { max: 35_000 }, km: { max: LOW_KM }, seats: { min: 7 } },
      sortBy: DEFAULT_SORT,
      page: 1,
    })
  })

  it('keeps what the search already had, and adds to it', () => {
    const base = vehicleQuery({ refinements: { make: ['Kia'] }, ranges: { year: { min: 2020 } }, page: 3 })
    const { query } = read('toyota under 30k', base)
    expect(query.refinements.make).toEqual(['Kia', 'Toyota'])
    expect(query.ranges).toEqual({ year: { min: 2020 }, price: { max: 30_000 } })
    expect(query.page).toBe(1)
  })

  it('values as the tenant stores them, else as the platform names them', () => {
    expect(read('people mover').query.refinements.body).toEqual(['peopleMover'])
    expect(read('hatchback').query.refinements.body).toEqual(['hatch'])
    expect(read('plug in hybrid').query.refinements.fuel).toEqual(['Plug-in Hybrid'])
    expect(understand('hybrid', { makes: [], models: {} }, vehicleQuery(), ASK_NOW).query.refinements.fuel).toEqual([
      'Hybrid',
    ])
  })

  it('a model brings its make; nicknames and one slip of the keyboard are forgiven', () => {
    expect(read('cx5').query.refinements).toEqual({ make: ['Mazda'], model: ['CX-5'] })
    expect(read('merc sprinter').query.refinements).toEqual({ make: ['Mercedes-Benz'], model: ['Sprinter'] })
    expect(read('toyta corola').query.refinements).toEqual({ make: ['Toyota'], model: ['Corolla'] })
  })

  it('weekly budgets take every band that ends at or under them', () => {
    expect(read('under $200 a week').query.refinements.weekly_price_range).toEqual([
      'Under $100',
      '$100 – $150',
      '$150 – $200',
    ])
  })

  it('not a price: a bare number ("ram 1500"), a distance ("under 50k km") or a year', () => {
    expect(read('ram 1500').query).toMatchObject({ query: '1500', ranges: {} })
    expect(read('under 50k km').query.ranges).toEqual({ km: { max: 50_000 } })
    expect(read('2019').query.ranges).toEqual({ year: { min: 2019, max: 2019 } })
  })

  it('a postcode only with a word before it, or when no year could be it', () => {
    expect(read('near 2150').query.refinements.location_name).toEqual(['Harbour Toyota Parramatta'])
    expect(read('2750').query.refinements.location_name).toEqual(['Harbour Hyundai Penrith'])
    expect(read('in 2019').query).toMatchObject({ ranges: { year: { min: 2019, max: 2019 } }, refinements: {} })
  })

  it('a model named like an everyday word is not read from that word alone', () => {
    const withUp = { ...vocabulary, models: { ...vocabulary.models, Volkswagen: ['Up', 'Golf'] } }
    expect(understand('up to 30k', withUp, vehicleQuery(), ASK_NOW).query.refinements).toEqual({})
  })

  it('filler goes, what is not understood stays as text, and a long sentence is read to ASK_MAX', () => {
    expect(read('I am looking for a good first car please').query.query).toBe('am')
    expect(read('ute with canopy and towbar').query.query).toBe('canopy towbar')
    expect(read(`${'x'.repeat(ASK_MAX)} toyota`).query.refinements).toEqual({})
  })
})
