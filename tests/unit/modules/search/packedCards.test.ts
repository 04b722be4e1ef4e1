import { cardConfig, toCardView, type CardView } from '@/domain/search/cardView'
import type { SearchHit } from '@/domain/search/types'
import { resolveSiteConfig } from '@/domain/siteConfig'
import { packCards, unpackCards } from '@/modules/search/packedCards'

const NOW = new Date('2026-11-23T10:00:00Z')
const cfg = cardConfig(resolveSiteConfig({ template: 'group' }))

function card(id: string, over: Partial<SearchHit> = {}): CardView {
  const hit = {
    id,
    slug: `car-${id}`,
    name: `Car ${id}`,
    stocknum: `S${id}`,
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    km: 1000 * Number(id),
    list_price: 30000,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    preorder: false,
    price_type: 'drive_away',
    weekly_figure: null,
    quote_rate: null,
    quote_comparison_rate: null,
    car_type: 'used',
    status: 'in_stock',
    body: 'suv',
    transmission: 'Automatic',
    fuel: 'Petrol',
    location_name: 'Harbour Mazda Chatswood',
    tag: null,
    certified: false,
    reserved: false,
    created_at_timestamp: 0,
    primary_image_url: `/demo-images/suv-${id}.jpg`,
    image_urls: [],
    photos_count: 1,
    filtered_features: [],
    ...over,
  } as SearchHit
  return toCardView(hit, cfg, NOW)
}

describe('packCards: the cards a page payload carries', () => {
  const views = [card('1'), card('2'), card('3', { make: 'Toyota', model: 'HiLux', location_name: null })]

  it('unpacks to the same card views', () => {
    const packed = JSON.parse(JSON.stringify(packCards(views))) as ReturnType<typeof packCards>
    expect(unpackCards(packed)).toEqual(views)
  })

  it('writes a repeated string once (the location, the make, the transmission) and keeps one-offs in place', () => {
    const { strings, cards } = packCards(views)
    expect(strings).toEqual(expect.arrayContaining(['Harbour Mazda Chatswood', 'Mazda', 'Automatic']))
    expect(strings).not.toContain('Toyota')
    expect(JSON.stringify(cards).match(/Harbour Mazda Chatswood/g)).toBeNull()
    expect(JSON.stringify(cards)).toContain('"Toyota"')
  })

  it('interns nothing when a card holds a negative number (an index would be ambiguous)', () => {
    const odd = [card('1', { km: -5 }), card('2')]
    const packed = packCards(odd)
    expect(packed.strings).toEqual([])
    expect(unpackCards(packed)).toEqual(odd)
  })

  it('leaves out a name, slug and photo folder the card rebuilds, and keeps the ones that follow no pattern', () => {
    const real = (id: string, over: Partial<SearchHit> = {}) =>
      card(id, { name: '2020 Mazda CX-5 Maxx Sport', slug: `2020-mazda-cx-5-maxx-sport-s${id}`, ...over })
    const views = [
      real('1'),
      real('2', { badge: null, name: '2020 Mazda CX-5', slug: '2020-mazda-cx-5-s2' }),
      real('3', { name: 'Mazda CX-5 special edition', slug: 'cx5-special' }),
      real('4', { primary_image_url: null }),
    ]
    const packed = JSON.parse(JSON.stringify(packCards(views))) as ReturnType<typeof packCards>
    expect(unpackCards(packed)).toEqual(views)
    expect(packed.base).toBe('/demo-images/')
    const text = JSON.stringify(packed.cards)
    expect(text).not.toContain('2020 Mazda CX-5')
    expect(text).not.toContain('maxx-sport-s1')
    expect(text).not.toContain('/demo-images/')
    expect(text).toContain('"Mazda CX-5 special edition"')
    expect(text).toContain('"cx5-special"')
  })

  it('writes no photo folder when the photos share none', () => {
    const views = [card('1', { primary_image_url: 'https://a.example/x.jpg' }), card('2')]
    const packed = packCards(views)
    expect(packed.base).toBeUndefined()
    expect(unpackCards(packed)).toEqual(views)
  })
})
