import {
  OFFER_DESCRIPTION_LIMIT,
  OFFER_DISCLAIMER_LIMIT,
  formatOfferEnds,
  isOfferLive,
  matchesOfferFilters,
  offerFiltersQuery,
  offerJsonLd,
  offerPath,
  parseOfferFilters,
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
      itemOffered: { '@type': 'Car', name: 'Mazda CX-5', brand: { name: 'Mazda' } },
      seller: { '@type': 'AutoDealer', name: 'Harbour Motor Group' },
    })
  })
})
