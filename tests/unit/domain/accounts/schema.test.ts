import { registerSchema, signInSchema, watchlistBodySchema, phoneUpdateSchema } from '@/domain/accounts/schema'
import { sameOriginRequest } from '@/domain/accounts/origin'

describe('account input (TEN-16)', () => {
  it('registers with a lower-cased email and a normalised Australian phone', () => {
    const out = registerSchema.parse({
      name: ' Sam ',
      email: ' Sam@Example.COM ',
      password: 'correct horse',
      phone: '+61 412 345 678',
    })
    expect(out).toMatchObject({ name: 'Sam', email: 'sam@example.com', phone: '0412345678' })
    expect(registerSchema.parse({ name: 'Sam', email: 'a@b.co', password: '12345678', phone: '' }).phone).toBe('')
  })

  it('refuses a short password, a bad email, a foreign phone and unknown fields', () => {
    expect(registerSchema.safeParse({ name: 'S', email: 'a@b.co', password: 'short' }).success).toBe(false)
    expect(registerSchema.safeParse({ name: 'S', email: 'nope', password: '12345678' }).success).toBe(false)
    expect(phoneUpdateSchema.safeParse({ phone: '+1 415 555 0100' }).success).toBe(false)
    expect(phoneUpdateSchema.parse({ phone: '(02) 9876 5432' }).phone).toBe('0298765432')
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x', admin: true }).success).toBe(false)
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(201) }).success).toBe(false)
  })

  it('SAVE-04: the watchlist body is { phone_number, car_id } (a number or digits)', () => {
    expect(watchlistBodySchema.parse({ phone_number: '0412 345 678', car_id: '42' })).toEqual({
      phone_number: '0412 345 678',
      car_id: 42,
    })
    expect(watchlistBodySchema.safeParse({ phone_number: '0412345678', car_id: 'abc' }).success).toBe(false)
    expect(watchlistBodySchema.safeParse({ car_id: 1 }).success).toBe(false)
  })
})

describe('same-origin check of the account endpoints', () => {
  const host = 'harbour.localhost:3000'
  it('allows the site itself and non-browser clients; refuses other sites and sibling tenants', () => {
    expect(sameOriginRequest({ origin: 'http://harbour.localhost:3000', secFetchSite: 'same-origin', host })).toBe(true)
    expect(sameOriginRequest({ origin: 'http://harbour.localhost:3000', secFetchSite: null, host })).toBe(true)
    expect(sameOriginRequest({ origin: null, secFetchSite: null, host })).toBe(true)
    expect(sameOriginRequest({ origin: 'https://evil.example', secFetchSite: 'cross-site', host })).toBe(false)
    expect(sameOriginRequest({ origin: 'http://coastal-mazda.localhost:3000', secFetchSite: 'same-site', host })).toBe(
      false,
    )
    expect(sameOriginRequest({ origin: 'https://evil.example', secFetchSite: null, host })).toBe(false)
    expect(sameOriginRequest({ origin: 'null', secFetchSite: null, host })).toBe(false)
  })
})
