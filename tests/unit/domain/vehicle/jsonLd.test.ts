import { priceDisplay } from '@/domain/price'
import { carJsonLd, serializeJsonLd } from '@/domain/vehicle/jsonLd'
import type { VehicleDetail } from '@/domain/vehicle/types'

const vehicle = {
  id: '1',
  slug: '2022-toyota-hilux-sr5-hb123',
  name: '2022 Toyota HiLux SR5',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  vin: 'MR0HA3CD100123456',
  stocknum: 'HB123',
  simpleBody: 'ute',
  fuel: 'Diesel',
  simpleFuel: 'diesel',
  trans: '6 speed automatic',
  simpleTransmission: 'Automatic',
  colour: 'White',
  doors: 4,
  seats: 5,
  km: 45_210,
  carType: 'used',
  status: 'in_stock',
  preorder: false,
  images: [{ url: '/demo-images/ute-1.jpg', thumbUrl: '/demo-images/ute-1.jpg?w=300' }],
  dealershipName: 'Harbour Toyota',
} as unknown as VehicleDetail

const cfg = { subscriptions: false, pricesVisible: true, noPriceText: 'Enquire for price.' }

describe('vehicle JSON-LD', () => {
  it('VDP-26 a Car with an Offer in AUD, condition, odometer in KMT, VIN, body, fuel and transmission', () => {
    const ld = carJsonLd({
      vehicle,
      price: priceDisplay({ price: 45_990 }, cfg),
      origin: 'https://www.harbour.example',
      sellerName: 'Harbour Auto Group',
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Toyota HiLux SR5',
      url: 'https://www.harbour.example/cars/2022-toyota-hilux-sr5-hb123',
      image: ['https://www.harbour.example/demo-images/ute-1.jpg'],
      brand: { '@type': 'Brand', name: 'Toyota' },
      vehicleIdentificationNumber: 'MR0HA3CD100123456',
      bodyType: 'Ute',
      fuelType: 'Diesel',
      vehicleTransmission: '6 speed automatic',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 45_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Harbour Toyota' },
      },
    })
  })

  it('VDP-54 a sold car has a SoldOut offer without a price; a new car is NewCondition', () => {
    const sold = carJsonLd({
      vehicle: { ...vehicle, status: 'sold' },
      price: priceDisplay({ price: 45_990 }, cfg),
      origin: 'http://x',
      sellerName: 'X',
    })
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
    expect(sold.offers).not.toHaveProperty('price')
    const fresh = carJsonLd({
      vehicle: { ...vehicle, carType: 'new' },
      price: priceDisplay({ price: 0 }, cfg),
      origin: 'http://x',
      sellerName: 'X',
    })
    expect(fresh.itemCondition).toBe('https://schema.org/NewCondition')
    expect(fresh.offers).not.toHaveProperty('price')
  })

  it('serializes safely inside a script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
