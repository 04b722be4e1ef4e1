/**
 * The assistant's tools as plain rules: a search_stock call becomes the results page's own parameters (so the search is
 * GET /api/search's), and the lead tools' words carry the consent statement.
 */
import { z } from 'zod'

import {
  ASSISTANT_PAGE_SIZE,
  consentStatement,
  requestTestDriveInput,
  searchParamsOf,
  searchStockInput,
  toolDescriptions,
} from '@/domain/assistant/tools'
import { parseSearchParams } from '@/domain/search/urlState'

describe('search_stock', () => {
  it('its filters are the search page parameters, parsed by the same code', () => {
    const params = searchParamsOf({
      query: 'with a towbar',
      make: 'Toyota',
      model: 'HiLux',
      body: 'ute',
      car_type: 'used',
      price_max: 40_000,
      km_max: 80_000,
      year_min: 2019,
      location: 'Harbour Toyota Parramatta',
      sort: 'cheapest',
      page: 2,
    })
    const parsed = parseSearchParams(params)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.query).toMatchObject({
      query: 'with a towbar',
      refinements: {
        make: ['Toyota'],
        model: ['HiLux'],
        body: ['ute'],
        car_type: ['used'],
        location_name: ['Harbour Toyota Parramatta'],
      },
      ranges: { price: { max: 40_000 }, km: { max: 80_000 }, year: { min: 2019 } },
      sortBy: 'price:asc',
      page: 2,
      hitsPerPage: ASSISTANT_PAGE_SIZE,
    })
  })

  it('refuses what no search could use, before it runs', () => {
    const input = z.object(searchStockInput)
    expect(input.safeParse({ per_page: 500 }).success).toBe(false)
    expect(input.safeParse({ query: 'x'.repeat(201) }).success).toBe(false)
    expect(input.safeParse({ car_type: 'vintage' }).success).toBe(false)
    expect(input.safeParse({}).success).toBe(true)
  })
})

describe('the lead tools', () => {
  it('need consent and the shopper’s contact details', () => {
    const input = z.object(requestTestDriveInput)
    const shopper = {
      first_name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '2150',
      preferred_time: '2026-12-05T10:30',
    }
    expect(input.safeParse({ ...shopper, consent: true }).success).toBe(true)
    expect(input.safeParse({ ...shopper, consent: false }).success).toBe(false)
    expect(input.safeParse({ ...shopper }).success).toBe(false)
    expect(input.safeParse({ ...shopper, consent: true, preferred_time: 'next Saturday' }).success).toBe(false)
  })

  it('describe the consent statement the shopper agrees to', () => {
    const words = toolDescriptions('Harbour Auto Group')
    expect(words.send_enquiry).toContain(consentStatement('Harbour Auto Group'))
    expect(words.request_test_drive).toContain(consentStatement('Harbour Auto Group'))
    expect(words.search_stock).not.toContain('agree')
  })
})
