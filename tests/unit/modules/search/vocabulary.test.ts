import { EMPTY_QUERY, buildSearchPath, parseLandingPath } from '@/domain/search/urlState'
import type { FacetGroup } from '@/modules/search/facetGroups'
import { learnVocabulary, vocabularyFor, type SearchVocabulary } from '@/modules/search/vocabulary'

const FULL: SearchVocabulary = {
  makes: ['Land', 'Land Rover', 'Mazda', 'Toyota'],
  models: { Mazda: ['CX-5', 'CX-30'], Toyota: ['HiLux', 'RAV4'], 'Land Rover': ['Defender'] },
  dealerships: [{ slug: 'harbour-mazda', name: 'Harbour Mazda' }],
  bodies: ['suv', 'ute'],
}

const group = (attribute: FacetGroup['attribute'], values: [string, number][]): FacetGroup => ({
  attribute,
  label: attribute,
  values: values.map(([value, count]) => ({ value, count })),
})

describe('the results page vocabulary (learnt from the facet lists, not carried whole)', () => {
  it('vocabularyFor keeps what the query selects and every dealership', () => {
    const query = { refinements: { make: ['Toyota'], model: ['HiLux'], body: ['ute'] } }
    expect(vocabularyFor(query, FULL)).toEqual({
      makes: ['Toyota'],
      models: { Toyota: ['HiLux'] },
      dealerships: FULL.dealerships,
      bodies: ['ute'],
    })
    const q = { ...EMPTY_QUERY, ...query }
    expect(buildSearchPath(q, vocabularyFor(q, FULL))).toBe(buildSearchPath(q, FULL))
    expect(parseLandingPath(['toyota', 'hilux'], vocabularyFor(q, FULL))).toEqual(
      parseLandingPath(['toyota', 'hilux'], FULL),
    )
    expect(vocabularyFor({ refinements: {} }, FULL)).toEqual({
      makes: [],
      models: {},
      dealerships: FULL.dealerships,
      bodies: [],
    })
  })

  it('learnVocabulary adds the listed makes, models and bodies with cars, and returns the same object when nothing is new', () => {
    const start = vocabularyFor({ refinements: {} }, FULL)
    const groups = [
      group('make', [
        ['Land Rover', 2],
        ['Mazda', 3],
        ['Nope', 0],
      ]),
      group('make_model', [
        ['Land Rover Defender', 2],
        ['Mazda CX-5', 3],
        ['Unknown Thing', 1],
      ]),
      group('body', [['suv', 4]]),
    ]
    const learnt = learnVocabulary(start, groups)
    expect(learnt.makes).toEqual(['Land Rover', 'Mazda'])
    expect(learnt.models).toEqual({ 'Land Rover': ['Defender'], Mazda: ['CX-5'] })
    expect(learnt.bodies).toEqual(['suv'])
    expect(learnVocabulary(learnt, groups)).toBe(learnt)
    // a make the shopper picks from the list leads to the same address as with the whole vocabulary
    const q = { ...EMPTY_QUERY, refinements: { make: ['Mazda'] } }
    expect(buildSearchPath(q, learnt)).toBe(buildSearchPath(q, FULL))
    // a selected value listed without cars is not learnt: it stays a parameter
    const odd = { ...EMPTY_QUERY, refinements: { make: ['Nope'] } }
    expect(buildSearchPath(odd, learnt)).toBe(buildSearchPath(odd, FULL))
  })
})
