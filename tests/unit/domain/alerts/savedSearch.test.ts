import { alertEmail, alertSubject, carPriceLine, WATCHLIST_GROUP, type AlertCar } from '@/domain/alerts/email'
import {
  alertDue,
  alertKey,
  saveSearchSchema,
  savedQuery,
  savedQueryString,
  updateSearchSchema,
} from '@/domain/alerts/savedSearch'
import { vehicleQuery } from '../../../helpers/search'

const SYD = 'Australia/Sydney'
const PER = 'Australia/Perth'
const at = (iso: string) => new Date(iso)

describe('saved searches', () => {
  it('keep a search’s whole state canonically, whatever order its values came in, without the page', () => {
    const q = vehicleQuery({
      query: 'white ute',
      refinements: { make: ['Toyota', 'Ford'] },
      ranges: { price: { max: 40000 } },
      page: 3,
    })
    const text = savedQueryString(q)
    expect(text).toBe(
      'query=white+ute&refinementList%5Bmake%5D%5B0%5D=Ford&refinementList%5Bmake%5D%5B1%5D=Toyota&range%5Bprice%5D=%3A40000',
    )
    expect(savedQuery(text)).toMatchObject({ query: 'white ute', page: 1, ranges: { price: { max: 40000 } } })
    expect(saveSearchSchema.parse({ name: ' Utes ', query: `?${text}`, frequency: 'daily', alerts: true })).toEqual({
      name: 'Utes',
      query: text,
      frequency: 'daily',
      alerts: true,
    })
    expect(savedQuery('refinementList[nope][0]=x')).toBeNull()
    expect(updateSearchSchema.safeParse({}).success).toBe(false)
    expect(updateSearchSchema.safeParse({ paused: true }).success).toBe(true)
  })

  it('instant alerts are due at every run', () => {
    expect(alertDue('instant', at('2026-11-27T04:00:00Z'), at('2026-11-27T04:02:00Z'), SYD)).toBe(true)
  })

  it('daily alerts are due once a day, from 7 am in the tenant’s time zone', () => {
    // 7 am in Sydney (AEDT, +11) is 20:00 UTC the day before
    const saved = at('2026-11-27T01:00:00Z') // 12 pm Sydney on the 27th
    expect(alertDue('daily', saved, at('2026-11-27T19:59:00Z'), SYD)).toBe(false) // 6:59 am on the 28th
    expect(alertDue('daily', saved, at('2026-11-27T20:00:00Z'), SYD)).toBe(true) // 7:00 am
    expect(alertDue('daily', at('2026-11-27T20:01:00Z'), at('2026-11-28T10:00:00Z'), SYD)).toBe(false) // sent today
    // Perth is +8: its 7 am is 23:00 UTC
    expect(alertDue('daily', saved, at('2026-11-27T22:59:00Z'), PER)).toBe(false)
    expect(alertDue('daily', saved, at('2026-11-27T23:00:00Z'), PER)).toBe(true)
  })

  it('weekly alerts are due at 7 am on the weekday they were saved', () => {
    const saved = at('2026-11-27T01:00:00Z') // Friday 27 Nov, 12 pm in Sydney
    expect(alertDue('weekly', saved, at('2026-12-02T20:00:00Z'), SYD, saved)).toBe(false) // Thu 3 Dec, 7 am
    expect(alertDue('weekly', saved, at('2026-12-03T19:59:00Z'), SYD, saved)).toBe(false) // Fri 4 Dec, 6:59 am
    expect(alertDue('weekly', saved, at('2026-12-03T20:00:00Z'), SYD, saved)).toBe(true) // Fri 4 Dec, 7 am
    const sent = at('2026-12-03T20:02:00Z')
    expect(alertDue('weekly', sent, at('2026-12-09T20:00:00Z'), SYD, saved)).toBe(false) // Thu 10 Dec
    expect(alertDue('weekly', sent, at('2026-12-10T20:00:00Z'), SYD, saved)).toBe(true) // Fri 11 Dec, 7 am
  })

  it('a car is alerted once for a new match and once per price drop', () => {
    expect(alertKey('new_match', 42)).toBe('new_match:42')
    expect(alertKey('price_drop', 42, 1_795_000_000, 37500)).toBe('price_drop:42:1795000000:37500')
    expect(alertKey('price_drop', 42, 1_795_000_000, 37500)).not.toBe(alertKey('price_drop', 42, 1_796_000_000, 37500))
    // a further drop while the first is shown keeps its date: the price reached tells it apart
    expect(alertKey('price_drop', 42, 1_795_000_000, 37500)).not.toBe(alertKey('price_drop', 42, 1_795_000_000, 39000))
  })
})

describe('the alert email', () => {
  const now = at('2026-11-27T04:00:00Z')
  const prices = { subscriptions: false, pricesVisible: true, noPriceText: 'Enquire for price' }
  const car = (over: Partial<AlertCar> = {}): AlertCar => ({
    name: '2022 Toyota HiLux SR5',
    url: 'https://harbour.example/cars/hilux',
    imageUrl: 'https://harbour.example/img/hilux.jpg',
    km: 42_000,
    price: 45_990,
    was_price: null,
    price_dropped_at: null,
    reason: 'new_match',
    ...over,
  })

  it('shows the price the site shows, and a drop only as the car page does', () => {
    expect(carPriceLine(car(), prices, now)).toBe('$45,990')
    const dropped = car({
      reason: 'price_drop',
      price: 43_990,
      was_price: 45_990,
      price_dropped_at: at('2026-11-26T00:00:00Z'),
    })
    expect(carPriceLine(dropped, prices, now)).toBe('$43,990, down $2,000 (was $45,990)')
    // an offer is what the site shows: no claim about the car's own price history
    expect(carPriceLine({ ...dropped, offer_price: 41_990 }, prices, now)).toBe('$41,990')
    expect(carPriceLine(car(), { ...prices, pricesVisible: false }, now)).toBe('Enquire for price')
  })

  it('one email for every search: a subject counting the cars, the text and HTML parts, links, escaping', () => {
    const groups = [
      { search: 'Utes <4x4>', searchUrl: 'https://h/search?a', cars: [car(), car({ name: 'Ford Ranger' })], more: 3 },
    ]
    expect(alertSubject(groups, 'Harbour')).toBe('5 new cars for "Utes <4x4>" at Harbour')
    const mail = alertEmail({
      siteName: 'Harbour',
      brandColour: '#0b3d91',
      groups,
      garageUrl: 'https://h/my-garage',
      unsubscribeUrl: 'https://h/pages/unsubscribe?token=t',
      prices,
      now,
    })
    expect(mail.text).toContain('- 2022 Toyota HiLux SR5 — $45,990, 42,000 km: https://harbour.example/cars/hilux')
    expect(mail.text).toContain('and 3 more: https://h/search?a')
    expect(mail.text).toContain('Stop these emails: https://h/pages/unsubscribe?token=t')
    expect(mail.html).toContain('Utes &lt;4x4&gt;')
    expect(mail.html).not.toContain('<4x4>')
    expect(mail.html).toContain('src="https://harbour.example/img/hilux.jpg"')
    expect(mail.html).toContain('href="https://h/pages/unsubscribe?token=t"')
    expect(alertSubject([{ ...groups[0]!, cars: [car({ reason: 'price_drop' })], more: 0 }], 'Harbour')).toBe(
      'A price drop for "Utes <4x4>" at Harbour',
    )
  })
  it('watched cars: their own group and subject, first in an email with saved searches', () => {
    const drop = car({
      reason: 'price_drop',
      price: 43_990,
      was_price: 45_990,
      price_dropped_at: at('2026-11-26T00:00:00Z'),
    })
    const watched = {
      search: WATCHLIST_GROUP,
      searchUrl: 'https://h/my-garage',
      watchlist: true,
      cars: [drop],
      more: 0,
    }
    const search = { search: 'Utes', searchUrl: 'https://h/search?a', cars: [car({ name: 'Ford Ranger' })], more: 0 }
    expect(alertSubject([watched], 'Harbour')).toBe('A car you watch dropped in price at Harbour')
    expect(alertSubject([{ ...watched, more: 2 }], 'Harbour')).toBe('3 cars you watch dropped in price at Harbour')
    expect(alertSubject([watched, search], 'Harbour')).toBe(
      '2 new cars and price drops for your watchlist and saved searches at Harbour',
    )
    const mail = alertEmail({
      siteName: 'Harbour',
      brandColour: '#0b3d91',
      groups: [watched, search],
      garageUrl: 'https://h/my-garage',
      unsubscribeUrl: 'https://h/pages/unsubscribe?token=t',
      prices,
      now,
    })
    expect(mail.text.split('\n')[0]).toBe('New cars and price drops for your watchlist and saved searches at Harbour:')
    expect(mail.text).toContain(
      'Cars you watch (https://h/my-garage)\n- Price drop: 2022 Toyota HiLux SR5 — $43,990, down $2,000 (was $45,990)',
    )
    expect(mail.text.indexOf('Cars you watch')).toBeLessThan(mail.text.indexOf('Utes'))
  })
})
