/**
 * A search's text read as the site runs it (readSearch): when it is read at all, what the page and GET /api/search are
 * told, and that reading what was left adds nothing (the address the page moves to is read again when reloaded).
 */
import { ASK_MAX, readSearch, understand } from '@/domain/search/understand'
import { initialSearchState } from '@/domain/search/urlState'

import { ASK_FILES, ASK_NOW, askVocabulary, readAskSet } from '../../../helpers/askSet'
import { vehicleQuery } from '../../../helpers/search'

const vocabulary = askVocabulary()
const read = (text: string, over: Parameters<typeof vehicleQuery>[0] = {}) =>
  readSearch(vehicleQuery({ query: text, ...over }), vocabulary, ASK_NOW)

describe('readSearch', () => {
  it('a sentence becomes filters, and its parameters are the same search', () => {
    const { query, read: r } = read('white 7 seater suv under $35k near penrith with a towbar')
    expect(r?.filters.map((f) => f.label)).toEqual(['SUV', 'White', 'Under $35,000', '7 seats or more', 'Near Penrith'])
    expect(query.query).toBe('towbar')
    expect(initialSearchState(new URLSearchParams(r!.parameters)).query).toEqual(query)
  })

  it('words it does not understand are searched as typed, and nothing is said', () => {
    expect(read('sr5 canopy')).toEqual({ query: vehicleQuery({ query: 'sr5 canopy' }), read: null })
    expect(read('')).toEqual({ query: vehicleQuery(), read: null })
  })

  it('a search asked for as typed (exact) is never read', () => {
    const asked = vehicleQuery({ query: 'hilux under 40k', exact: true })
    expect(readSearch(asked, vocabulary, ASK_NOW)).toEqual({ query: asked, read: null })
  })

  it('text longer than a sentence is searched whole, never cut short', () => {
    const long = `toyota ${'x'.repeat(ASK_MAX)}`
    expect(read(long)).toEqual({ query: vehicleQuery({ query: long }), read: null })
  })

  it('a misspelt name is read as the name, and says so', () => {
    const { query, read: r } = read('hilxu under 40k')
    expect(query.refinements).toMatchObject({ make: ['Toyota'], model: ['HiLux'] })
    expect(r?.misspelt).toEqual([{ original: 'hilxu', corrected: 'HiLux' }])
    expect(read('hilux under 40k').read?.misspelt).toEqual([])
  })

  it('keeps the filters the search already had', () => {
    const { query } = read('diesel', { refinements: { make: ['Toyota'] }, ranges: { year: { min: 2020 } } })
    expect(query.refinements).toMatchObject({ make: ['Toyota'], fuel: ['Diesel'] })
    expect(query.ranges.year).toEqual({ min: 2020 })
  })

  // The page moves to the address of what was read; loaded again, that address's words must read as nothing more.
  it.each(Object.values(ASK_FILES))('reading what was left of each %s sentence adds nothing', (file) => {
    const again = readAskSet(file).flatMap((c) => {
      const first = understand(c.sentence, vocabulary, vehicleQuery(), ASK_NOW)
      const second = readSearch(first.query, vocabulary, ASK_NOW)
      return second.read
        ? [
            `${c.file}:${c.line} "${c.sentence}" → "${first.query.query}" read as ${JSON.stringify(second.read.filters)}`,
          ]
        : []
    })
    expect(again).toEqual([])
  })
})
