import { STOCK_SEARCH_MAX_HITS, stockSearchBlock, stockSearchHits } from '@/domain/search/stockSearchBlock'
import { DEFAULT_HITS_PER_PAGE } from '@/domain/search/types'
import { EMPTY_QUERY, parseLandingPath, parseSearchParams } from '@/domain/search/urlState'

const NO_VOCABULARY = { makes: [], models: {}, dealerships: [], bodies: [] }

describe('stockSearchBlock', () => {
  it('searches the configured car types with the block’s hitsPerPage, in the default order', () => {
    const { query, viewAllHref, carTypes } = stockSearchBlock({ carTypes: ['used'], hitsPerPage: 6 })
    expect(query).toEqual({ ...EMPTY_QUERY, refinements: { car_type: ['used'] }, hitsPerPage: 6 })
    expect(viewAllHref).toBe('/search/used-cars')
    expect(carTypes).toEqual(['used'])
  })

  it('RTE-02 RTE-03 view all is the car types’ landing page, or /search with them in the query string', () => {
    expect(stockSearchBlock({ carTypes: ['demo', 'new'] }).viewAllHref).toBe('/search/new-and-demo-cars')
    expect(stockSearchBlock({ carTypes: ['used', 'new', 'demo'] }).viewAllHref).toBe('/search/new-used-and-demo-cars')
    const mixed = stockSearchBlock({ carTypes: ['used', 'new', 'used'] })
    expect(mixed.query.refinements).toEqual({ car_type: ['new', 'used'] })
    const [path, qs] = mixed.viewAllHref.split('?') as [string, string]
    expect(path).toBe('/search')
    const parsed = parseSearchParams(new URLSearchParams(qs))
    expect(parsed.ok && parsed.query.refinements).toEqual({ car_type: ['new', 'used'] })
  })

  it('no car types (or none known) is all stock, and view all is plain /search', () => {
    for (const carTypes of [undefined, null, [], ['vans']]) {
      const block = stockSearchBlock({ carTypes })
      expect(block.query.refinements).toEqual({})
      expect(block.viewAllHref).toBe('/search')
      expect(block.carTypes).toEqual(['new', 'demo', 'used'])
    }
  })

  it('the view-all link leaves the block’s page size to the results page, and parses back to the block’s filters', () => {
    const { viewAllHref, query } = stockSearchBlock({ carTypes: ['used'], hitsPerPage: 3 })
    expect(viewAllHref).not.toContain('hitsPerPage')
    expect(parseLandingPath(viewAllHref.split('/').slice(2), NO_VOCABULARY)?.refinements).toEqual(query.refinements)
  })

  it('SRP-23 hitsPerPage: 21 when unset, a whole number within 1..60 otherwise', () => {
    expect(stockSearchHits(undefined)).toBe(DEFAULT_HITS_PER_PAGE)
    expect(stockSearchHits(null)).toBe(21)
    expect(stockSearchHits(Number.NaN)).toBe(21)
    expect(stockSearchHits(0)).toBe(1)
    expect(stockSearchHits(7.4)).toBe(7)
    expect(stockSearchHits(500)).toBe(STOCK_SEARCH_MAX_HITS)
  })
})
