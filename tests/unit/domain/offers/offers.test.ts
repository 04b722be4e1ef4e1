import { offerJsonLd } from '@/domain/seo/structuredData'

import { schemaOrgErrors } from '../../../helpers/schemaOrg'
import {
  OFFER_DESCRIPTION_LIMIT,
  OFFER_DISCLAIMER_LIMIT,
  formatOfferEnds,
  isOfferLive,
  matchesOfferFilters,
  nextOfferChange,
  normaliseOfferFilters,
  offerFacets,
  offerFiltersQuery,
  offerPath,
  offerRedirect,
  offerStockMatch,
  offerVehicleLine,
  parseOfferFilters,
  shownOnSite,
  truncateText,
  type OfferView,
} from '@/domain/offers/offers'

const offer: OfferView = {
  id: 'cx5-finance-2026',
  name: 'CX-5 2.9% finance',
  description: 'Drive away a new CX-5 with 2.9% p.a. finance.',
  disclaimer: 'Approved applicants only.',
  category: 'Finance offer',
  manufacturer: { name: 'Mazda', slug: 'mazda' },
  model: { name: 'CX-5', slug: 'cx-5' },
  imageUrl: '/demo/cx5.jpg',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2027-01-01T00:00:00Z',
}

describe('offers', () => {
  it('OFF-01: an offer is live from its start until (not including) its end, and only when published', () => {
    expect(isOfferLive(offer, new Date('2026-11-23T00:00:00Z'))).toBe(true)
    expect(isOfferLive(offer, new Date('2026-10-31T23:59:59Z'))).toBe(false)
    expect(isOfferLive(offer, new Date('2027-01-01T00:00:00Z'))).toBe(false)
    expect(isOfferLive({ ...offer, published: false }, new Date('2026-11-23T00:00:00Z'))).toBe(false)
    expect(isOfferLive({ startsAt: null, endsAt: null }, new Date())).toBe(true)
  })

  it('OFF-03/OFF-04: description truncates at 160 and disclaimer at 200 on a word boundary', () => {
    expect(OFFER_DESCRIPTION_LIMIT).toBe(160)
    expect(OFFER_DISCLAIMER_LIMIT).toBe(200)
    const long = 'word '.repeat(60)
    const d = truncateText(long, 160)
    expect(d.truncated).toBe(true)
    expect(d.text.length).toBeLessThanOrEqual(161)
    expect(d.text.endsWith('…')).toBe(true)
    expect(d.full).toBe(long.trim())
    expect(truncateText('short', 160)).toEqual({ text: 'short', truncated: false, full: 'short' })
    expect(truncateText(null, 200).text).toBe('')
    const exact = 'x'.repeat(200)
    expect(truncateText(exact, 200).truncated).toBe(false)
  })

  it('OFF-05: filters are slugs from the URL; unknown keys and junk are dropped', () => {
    expect(
      parseOfferFilters({ manufacturer: 'Mazda', model: ['CX-5', 'x'], category: 'Finance offer', x: 'y' }),
    ).toEqual({ manufacturer: 'mazda', model: 'cx-5', category: 'finance-offer' })
    expect(parseOfferFilters({ manufacturer: '' })).toEqual({})
    expect(offerFiltersQuery({ category: 'finance-offer', manufacturer: 'mazda' })).toBe(
      '?manufacturer=mazda&category=finance-offer',
    )
    expect(offerFiltersQuery({})).toBe('')
    expect(matchesOfferFilters(offer, { manufacturer: 'mazda', model: 'cx-5', category: 'finance-offer' })).toBe(true)
    expect(matchesOfferFilters(offer, { manufacturer: 'toyota' })).toBe(false)
    expect(matchesOfferFilters(offer, { category: 'runout-sale' })).toBe(false)
  })

  it('OFF-02: the offer path carries the manufacturer when it has one', () => {
    expect(offerPath(offer)).toBe('/offers/mazda/cx5-finance-2026')
    expect(offerPath({ id: 'winter-service', manufacturer: null })).toBe('/offers/winter-service')
  })

  it('OFF-01: cards show "Ends 31 Dec 2026" (the end is exclusive)', () => {
    expect(formatOfferEnds('2027-01-01T00:00:00+11:00')).toBe('Ends 31 Dec 2026')
    expect(formatOfferEnds(null)).toBeNull()
  })

  it('OFF-02: the offer page carries schema.org Offer JSON-LD', () => {
    const ld = offerJsonLd(offer, 'https://harbour.example', 'Harbour Motor Group')
    expect(ld).toMatchObject({
      '@type': 'Offer',
      name: 'CX-5 2.9% finance',
      url: 'https://harbour.example/offers/mazda/cx5-finance-2026',
      image: 'https://harbour.example/demo/cx5.jpg',
      validThrough: '2027-01-01T00:00:00Z',
      itemOffered: { '@type': 'Car', name: 'Mazda CX-5', brand: { name: 'Mazda' }, model: 'CX-5' },
      seller: { '@type': 'AutoDealer', name: 'Harbour Motor Group', url: 'https://harbour.example/' },
    })
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  const toyota = { name: 'Toyota', slug: 'toyota' }
  const hilux: OfferView = {
    ...offer,
    id: '1',
    name: 'HiLux',
    category: 'Special offer',
    manufacturer: toyota,
    model: { name: 'HiLux', slug: 'hilux' },
  }
  const rav4: OfferView = {
    ...offer,
    id: '2',
    name: 'RAV4',
    category: 'Finance offer',
    manufacturer: toyota,
    model: { name: 'RAV4', slug: 'rav4' },
  }
  const list = [offer, hilux, rav4]

  it('OFF-01 RTE-24: the filters offer the live offers’ manufacturers, models and categories with counts', () => {
    const all = offerFacets(list, {})
    expect(all.manufacturers).toEqual([
      { value: 'mazda', label: 'Mazda', count: 1 },
      { value: 'toyota', label: 'Toyota', count: 2 },
    ])
    expect(all.models.map((m) => m.label)).toEqual(['Mazda CX-5', 'Toyota HiLux', 'Toyota RAV4'])
    expect(all.categories).toEqual([
      { value: 'finance-offer', label: 'Finance offer', count: 2 },
      { value: 'special-offer', label: 'Special offer', count: 1 },
    ])
    const toyotaOnly = offerFacets(list, { manufacturer: 'toyota' })
    expect(toyotaOnly.models).toEqual([
      { value: 'hilux', label: 'HiLux', count: 1 },
      { value: 'rav4', label: 'RAV4', count: 1 },
    ])
    expect(offerFacets(list, { manufacturer: 'toyota', model: 'rav4' }).categories).toEqual([
      { value: 'finance-offer', label: 'Finance offer', count: 1 },
    ])
    // a value no live offer has stays selectable (count 0): the page shows the empty state for it
    expect(offerFacets(list, { category: 'runout-sale' }).categories).toContainEqual({
      value: 'runout-sale',
      label: 'Runout sale',
      count: 0,
    })
    // named as the offers name it when another filter hides it
    expect(offerFacets(list, { manufacturer: 'mazda', category: 'special-offer' }).categories).toContainEqual({
      value: 'special-offer',
      label: 'Special offer',
      count: 0,
    })
    expect(offerFacets(list, { manufacturer: 'mazda', model: 'hilux' }).models).toContainEqual({
      value: 'hilux',
      label: 'HiLux',
      count: 0,
    })
  })

  it('OFF-05: a model the chosen manufacturer has no offer for is dropped; anything else is kept', () => {
    expect(normaliseOfferFilters(list, { manufacturer: 'mazda', model: 'hilux' })).toEqual({ manufacturer: 'mazda' })
    expect(normaliseOfferFilters(list, { manufacturer: 'toyota', model: 'hilux' })).toEqual({
      manufacturer: 'toyota',
      model: 'hilux',
    })
    expect(normaliseOfferFilters(list, { model: 'hilux', category: 'service-offer' })).toEqual({
      model: 'hilux',
      category: 'service-offer',
    })
  })

  it('OFF-01: the next moment an offer starts or ends, when the cached pages are purged', () => {
    const now = new Date('2026-11-23T00:00:00Z')
    expect(
      nextOfferChange(
        [
          { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-31T13:00:00Z' },
          { startsAt: '2026-12-01T00:00:00Z', endsAt: null },
          { startsAt: null, endsAt: 'not a date' },
        ],
        now,
      )?.toISOString(),
    ).toBe('2026-12-01T00:00:00.000Z')
    expect(nextOfferChange([{ startsAt: '2026-11-01T00:00:00Z', endsAt: null }], now)).toBeNull()
    expect(nextOfferChange([], now)).toBeNull()
  })

  it('RTE-25: a wrong manufacturer segment redirects to the offer’s own path', () => {
    expect(offerRedirect(offer, 'mazda')).toBeNull()
    expect(offerRedirect(offer, 'toyota')).toBe('/offers/mazda/cx5-finance-2026')
    expect(offerRedirect({ id: '9', manufacturer: null }, 'mazda')).toBe('/offers/9')
    expect(offerVehicleLine(offer)).toBe('Mazda CX-5')
    expect(offerVehicleLine({ manufacturer: null, model: null })).toBe('')
  })

  it('OFF-02: the offer’s cars are found by the stock’s own make and model names', () => {
    const known = { makes: ['Mazda', 'Toyota'], models: { Toyota: ['HiLux', 'LandCruiser'], Mazda: ['CX-30'] } }
    expect(offerStockMatch(hilux, known)).toEqual({ make: 'Toyota', model: 'HiLux' })
    expect(offerStockMatch(rav4, known)).toEqual({ make: 'Toyota' })
    expect(
      offerStockMatch({ manufacturer: { name: 'Isuzu', slug: 'isuzu' }, model: { name: 'NPR' } }, known),
    ).toBeNull()
    expect(offerStockMatch({ manufacturer: null, model: { name: 'HiLux' } }, known)).toBeNull()
  })
})

describe('shownOnSite (OFF-06 excluded_website_ids)', () => {
  const offer = (site: number, sharedWithGroup: boolean, excludedSites: number[] = []) => ({
    site,
    sharedWithGroup,
    excludedSites,
  })
  it('OFF-06 an offer always shows on its own site, even when that site is somehow listed as excluded', () => {
    expect(shownOnSite(offer(1, false), 1)).toBe(true)
    expect(shownOnSite(offer(1, true, [1]), '1')).toBe(true)
  })
  it('OFF-06 another site shows it only when it is group-wide and that site is not excluded', () => {
    expect(shownOnSite(offer(1, false), 2)).toBe(false)
    expect(shownOnSite(offer(1, true), 2)).toBe(true)
    expect(shownOnSite(offer(1, true, [3]), 2)).toBe(true)
    expect(shownOnSite(offer(1, true, [3]), 3)).toBe(false)
    expect(shownOnSite(offer(1, true, [3]), '3')).toBe(false)
  })
})
