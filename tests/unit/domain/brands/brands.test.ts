import { brandJsonLd, modelJsonLd } from '@/domain/seo/structuredData'

import { schemaOrgErrors } from '../../../helpers/schemaOrg'
import {
  brandMake,
  brandOverviewPath,
  carsCount,
  findModel,
  groupBrands,
  makeOffersPath,
  makeSearchPath,
  modelOverview,
  modelPath,
  modelSearchPath,
  modelSlug,
  modelSummaries,
  offerMatches,
  type BrandView,
  type ModelStock,
} from '@/domain/brands/brands'

const brand = (over: Partial<BrandView>): BrandView => ({
  id: 1,
  title: 'Toyota',
  slug: 'toyota',
  category: 'car',
  logoUrl: null,
  bannerUrl: null,
  description: null,
  manufacturer: { id: 10, name: 'Toyota', slug: 'toyota' },
  ...over,
})

describe('brands page (CMS-01, RTE-31)', () => {
  it('CMS-01: groups car, motorcycle, truck and group brands in that order, keeping each group’s order', () => {
    const list = [
      brand({ id: 1, title: 'Harbour Tyres', category: 'group' }),
      brand({ id: 2, title: 'Hino', category: 'truck' }),
      brand({ id: 3, title: 'Toyota', category: 'car' }),
      brand({ id: 4, title: 'Kawasaki', category: 'motorcycle' }),
      brand({ id: 5, title: 'Mazda', category: 'car' }),
    ]
    const groups = groupBrands(list)
    expect(groups.map((g) => g.category)).toEqual(['car', 'motorcycle', 'truck', 'group'])
    expect(groups.map((g) => g.title)).toEqual(['Car brands', 'Motorcycle brands', 'Truck brands', 'Group brands'])
    expect(groups[0]!.brands.map((b) => b.title)).toEqual(['Toyota', 'Mazda'])
  })

  it('CMS-01: leaves empty categories out and keeps only the chosen ones (a Brands block’s setting)', () => {
    const list = [brand({ category: 'car' }), brand({ id: 2, title: 'Hino', category: 'truck' })]
    expect(groupBrands(list).map((g) => g.category)).toEqual(['car', 'truck'])
    expect(groupBrands(list, ['truck', 'group']).map((g) => g.category)).toEqual(['truck'])
    expect(groupBrands(list, []).map((g) => g.category)).toEqual(['car', 'truck'])
    expect(groupBrands([])).toEqual([])
  })
})

describe('brand overview (RTE-26, CMS-02)', () => {
  it('RTE-26: a brand’s overview lives at /{brand}/overview', () => {
    expect(brandOverviewPath('isuzu-trucks')).toBe('/isuzu-trucks/overview')
  })

  it('RTE-26: finds the brand’s make in stock by its manufacturer slug; none for a group business', () => {
    expect(brandMake(brand({}), ['Mazda', 'Toyota'])).toBe('Toyota')
    expect(
      brandMake(brand({ manufacturer: { id: 2, name: 'Mercedes-Benz', slug: 'mercedes-benz' } }), ['Mercedes-Benz']),
    ).toBe('Mercedes-Benz')
    expect(brandMake(brand({ manufacturer: null, category: 'group' }), ['Toyota'])).toBeNull()
    expect(brandMake(brand({}), ['Mazda'])).toBeNull()
  })

  it('RTE-26: models of the make with counts and from prices, most stocked first', () => {
    const models = modelSummaries(
      'Mazda',
      { 'CX-5': 4, 'BT-50': 4, MX5: 1, 'CX-9': 0 },
      { 'CX-5': { price: 34990, imageUrl: '/a.jpg' }, MX5: { price: 0, imageUrl: null } },
    )
    expect(models.map((m) => [m.model, m.count, m.fromPrice, m.slug])).toEqual([
      ['BT-50', 4, null, 'mazda-bt-50'],
      ['CX-5', 4, 34990, 'mazda-cx-5'],
      ['MX5', 1, null, 'mazda-mx5'],
    ])
    expect(models[1]!.imageUrl).toBe('/a.jpg')
  })

  it('RTE-26: results landing and filtered offers links of a make', () => {
    expect(makeSearchPath('Mercedes-Benz')).toBe('/search/mercedes-benz')
    expect(modelSearchPath('Mazda', 'CX-5')).toBe('/search/mazda/cx-5')
    expect(makeOffersPath('mazda')).toBe('/special-offers?manufacturer=mazda')
  })

  it('CMS-02: Brand JSON-LD with logo and description, and an ItemList of the models', () => {
    const [b, list] = brandJsonLd(
      { title: 'Mazda', slug: 'mazda', logoUrl: '/demo-images/make-mazda.svg?n=Mazda', description: 'Zoom' },
      [{ make: 'Mazda', model: 'CX-5', slug: 'mazda-cx-5' }],
      'https://example.com.au',
    )
    expect(b).toMatchObject({
      '@type': 'Brand',
      name: 'Mazda',
      url: 'https://example.com.au/mazda/overview',
      logo: 'https://example.com.au/demo-images/make-mazda.svg?n=Mazda',
      description: 'Zoom',
    })
    expect(list).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, name: 'Mazda CX-5', url: 'https://example.com.au/mazda-cx-5' }],
    })
    expect(schemaOrgErrors([b, list])).toEqual([])
    expect(
      brandJsonLd({ title: 'Tyres', slug: 'tyres', logoUrl: null, description: null }, [], 'https://x.au'),
    ).toHaveLength(1)
  })
})

describe('explore-model pages (RTE-26)', () => {
  it('RTE-26: /{model-slug} joins make and model; found only among the models in stock', () => {
    expect(modelSlug('Mazda', 'CX-5')).toBe('mazda-cx-5')
    expect(modelPath('Land Rover', 'Range Rover Sport')).toBe('/land-rover-range-rover-sport')
    const models = { Mazda: ['CX-5', 'BT-50'], Toyota: ['HiLux'] }
    expect(findModel(models, 'toyota-hilux')).toEqual({ make: 'Toyota', model: 'HiLux', slug: 'toyota-hilux' })
    expect(findModel(models, 'mazda-cx-9')).toBeNull()
    expect(findModel(models, 'cx-5')).toBeNull()
  })

  const car = (over: Partial<ModelStock>): ModelStock => ({
    badge: 'GT',
    body: 'SUV',
    car_type: 'new',
    price: 40000,
    year: 2025,
    ...over,
  })

  it('RTE-26: price range, body types, years, kinds in stock and variants by badge with from prices', () => {
    const o = modelOverview([
      car({ badge: 'GT', price: 45000 }),
      car({ badge: 'GT', price: 43000, car_type: 'demo', year: 2024 }),
      car({ badge: 'Maxx', price: 34990 }),
      car({ badge: null, price: 9, car_type: 'used', body: 'wagon', year: 2019 }),
    ])
    expect(o.count).toBe(4)
    expect(o.priceRange).toEqual({ min: 34990, max: 45000 })
    expect(o.bodies).toEqual(['SUV', 'Wagon'])
    expect(o.years).toEqual({ min: 2019, max: 2025 })
    expect(o.carTypes).toEqual(['new', 'demo', 'used'])
    expect(o.variants).toEqual([
      { name: 'Maxx', count: 1, fromPrice: 34990 },
      { name: 'GT', count: 2, fromPrice: 43000 },
      { name: 'Other variants', count: 1, fromPrice: null },
    ])
  })

  it('RTE-26: no stock → no range, no variants', () => {
    expect(modelOverview([])).toEqual({
      count: 0,
      priceRange: null,
      bodies: [],
      carTypes: [],
      years: null,
      variants: [],
    })
  })

  it('RTE-26: offers for the make, and for the model by the offer’s model slug or name', () => {
    const offer = { manufacturer: { slug: 'mazda' }, model: { name: 'CX-5', slug: null } }
    const ref = { model: 'CX-5', slug: 'mazda-cx-5' }
    expect(offerMatches(offer, { slug: 'mazda' })).toBe(true)
    expect(offerMatches(offer, { slug: 'toyota' })).toBe(false)
    expect(offerMatches(offer, { slug: 'mazda' }, ref)).toBe(true)
    expect(offerMatches({ ...offer, model: { slug: 'mazda-cx-5' } }, { slug: 'mazda' }, ref)).toBe(true)
    expect(offerMatches({ ...offer, model: { slug: 'bt-50' } }, { slug: 'mazda' }, ref)).toBe(false)
    expect(offerMatches({ ...offer, model: null }, { slug: 'mazda' }, ref)).toBe(false)
    expect(offerMatches({ manufacturer: null }, { slug: 'mazda' })).toBe(false)
  })

  it('RTE-26: Product JSON-LD with an AUD AggregateOffer over the cars in stock', () => {
    const ld = modelJsonLd(
      { make: 'Mazda', model: 'CX-5', slug: 'mazda-cx-5' },
      { count: 3, priceRange: { min: 34990, max: 52000 } },
      'https://x.au',
      '/demo-images/suv-1.jpg',
    )
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Mazda CX-5',
      brand: { '@type': 'Brand', name: 'Mazda' },
      url: 'https://x.au/mazda-cx-5',
      image: 'https://x.au/demo-images/suv-1.jpg',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'AUD', lowPrice: 34990, highPrice: 52000, offerCount: 3 },
    })
    expect(schemaOrgErrors(ld)).toEqual([])
    expect(
      modelJsonLd({ make: 'A', model: 'B', slug: 'a-b' }, { count: 1, priceRange: null }, 'https://x.au', null),
    ).not.toHaveProperty('offers')
  })

  it('counts cars in Australian English', () => {
    expect(carsCount(1)).toBe('1 car')
    expect(carsCount(1234)).toBe('1,234 cars')
  })
})
