import {
  absoluteUrl,
  addressLine,
  feedMileageKm,
  feedPrice,
  isFeedListable,
  normaliseVin,
  plainDescription,
  salePrice,
} from '@/domain/feeds/vehicle'

import { ORIGIN, location, searchDoc, vehicle } from './fixtures'

describe('feed vehicle values', () => {
  it('prices are the documented ISO 4217 form: amount with two decimals, a space, AUD', () => {
    expect(feedPrice(12990)).toBe('12990.00 AUD')
    expect(feedPrice(52990.5)).toBe('52990.50 AUD')
    expect(feedPrice(0.004)).toBe('0.00 AUD')
  })

  it('mileage is whole kilometres, never negative; unknown stays unknown', () => {
    expect(feedMileageKm(45210.4)).toBe(45210)
    expect(feedMileageKm(-3)).toBe(0)
    expect(feedMileageKm(null)).toBeNull()
    expect(feedMileageKm(Number.NaN)).toBeNull()
  })

  it('a VIN is 17 characters without I, O or Q, upper-cased', () => {
    expect(normaliseVin(' mr0fz22g701234567 ')).toBe('MR0FZ22G701234567')
    expect(normaliseVin('MR0FZ22G70123456')).toBeNull()
    expect(normaliseVin('MR0FZ22G70123456O')).toBeNull()
    expect(normaliseVin(null)).toBeNull()
  })

  it('only available stock is listed: in stock, not reserved, shown on the website', () => {
    expect(isFeedListable(searchDoc())).toBe(true)
    expect(isFeedListable(searchDoc({ status: 'sold' }))).toBe(false)
    expect(isFeedListable(searchDoc({ status: 'coming_soon' }))).toBe(false)
    expect(isFeedListable(searchDoc({ reserved: true }))).toBe(false)
    expect(isFeedListable(searchDoc({ show_on_dealer_website: false }))).toBe(false)
  })

  it('the sale price is the offer price when there is one; none when the site shows no price', () => {
    expect(salePrice(searchDoc())).toBe(52990)
    expect(salePrice(searchDoc({ offer_price: 49990 }))).toBe(49990)
    expect(salePrice(searchDoc({ price: null }))).toBeNull()
    expect(salePrice(searchDoc({ list_price: 0, price: 0 }))).toBeNull()
  })

  it('URLs are absolute on the tenant origin; other schemes and protocol-relative paths are refused', () => {
    expect(absoluteUrl(ORIGIN, '/cars/x')).toBe(`${ORIGIN}/cars/x`)
    expect(absoluteUrl(`${ORIGIN}/`, '/cars/x')).toBe(`${ORIGIN}/cars/x`)
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(absoluteUrl(ORIGIN, '//evil.example.com/a.jpg')).toBeNull()
    expect(absoluteUrl(ORIGIN, 'javascript:alert(1)')).toBeNull()
  })

  it('descriptions are plain text without markup or links, at most 5000 characters', () => {
    expect(plainDescription('<p>One owner</p>\n\nSee https://x.example now')).toBe('One owner See now')
    expect(plainDescription('Great car.|One  owner.|')).toBe('Great car.\n\nOne owner.')
    expect(plainDescription(' | ')).toBe('')
    const long = plainDescription('word '.repeat(2000))
    expect(long.length).toBeLessThanOrEqual(5000)
    expect(long.endsWith('…')).toBe(true)
  })

  it('a car without dealer comments gets a factual description', () => {
    expect(vehicle().description).toBe(
      'Used 2021 Toyota HiLux SR5, in Glacier White, 45,210 km, automatic diesel. Available now at Harbour Parramatta.',
    )
    expect(vehicle({}, { description: 'Immaculate & serviced' }).description).toBe('Immaculate & serviced')
  })

  it('the address line is street, suburb, state, postcode and country', () => {
    expect(addressLine(location)).toBe('12 Church St, Parramatta NSW 2150, AU')
  })
})
