/**
 * Credit advertising and the URLs marketers type, on a real PostgreSQL through the Local API (as a marketing user,
 * access enforced), REST and GraphQL:
 * - an offer, promo tile, banner or pop-up whose text states a rate or repayment is not published without the structured
 *   annual rate, comparison rate and example loan; a rate without its comparison rate is refused; a draft may be
 *   saved incomplete; a complete one is published and its disclosure reaches the site's readers;
 * - a promo tile's image URL (and every marketer URL field) takes only https:// or a site path: `javascript:` is a
 *   400 naming the field, on create, update and draft save, and nothing is stored.
 */
import { jest } from '@jest/globals'
import { ValidationError, type Payload } from 'payload'

import type { TenantId } from '@/domain/ids'
import type { TenantSite } from '@/domain/site'

import { pgPoolOf } from '@/lib/db/pool'

import { createDoc, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { graphql, rest } from './helpers/rest'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const content = await import('@/data/content')
const { liveOffers } = await import('@/data/offers')
const { toTenantSite } = await import('@/data/tenants')

const ADMIN = 'localhost:3000'
const PASSWORD = 'credit-adverts-password-1'
const COMPLETE = { annual_rate: 8.99, comparison_rate: 9.45, loan_amount: 30000, term_years: 5, secured: true }

let payload: Payload
let s: string
let tenant: Doc
let site: TenantSite
let marketer: Doc
let token: string

/** The field errors of a refused Local API write, or [] when it was not refused for validation. */
async function refusal(write: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await write
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map(({ path, message }) => ({ path, message }))
    throw error
  }
  return []
}

/** A write as the marketing user, access enforced (what the admin does on their behalf). */
const asMarketer = { overrideAccess: false, depth: 0, context: { disableRevalidate: true } } as const

const count = async (collection: 'promo-tiles' | 'offers' | 'banners', field: string, value: string) =>
  (
    await payload.find({
      collection,
      where: { [field]: { equals: value } },
      draft: true,
      overrideAccess: true,
      depth: 0,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await bootPayload()
  s = stamp()
  tenant = await createDoc(payload, 'tenants', { name: 'Credit A', slug: `credit-a-${s}`, template: 'used' })
  site = toTenantSite(tenant as never)
  marketer = (await payload.create({
    collection: 'users',
    data: {
      email: `marketer-${s}@credit.test`,
      password: PASSWORD,
      roles: ['marketing'],
      tenants: [{ tenant: tenant.id }],
    } as never,
    overrideAccess: true,
  })) as Doc
  marketer = { ...marketer, collection: 'users' }
  const login = await payload.login({ collection: 'users', data: { email: marketer.email, password: PASSWORD } })
  token = login.token as string
})

afterAll(() => shutdownPayload(payload))

describe('a promo tile image URL takes only https:// or a site path', () => {
  it('refuses javascript: from a marketer through the Local API, naming the field, and stores nothing', async () => {
    const title = `Script tile ${s}`
    const errors = await refusal(
      payload.create({
        collection: 'promo-tiles',
        data: { tenant: tenant.id, title, link: '/finance', image_url: 'javascript:alert(1)' } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(errors).toEqual([{ path: 'image_url', message: expect.stringContaining('https://') }])
    expect(await count('promo-tiles', 'title', title)).toBe(0)
  })

  it('refuses it on a draft save too (drafts skip field validation, the URL rule does not)', async () => {
    const title = `Script draft ${s}`
    const errors = await refusal(
      payload.create({
        collection: 'promo-tiles',
        data: { tenant: tenant.id, title, link: '/finance', image_url: ' JavaScript:alert(1)' } as never,
        draft: true,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(errors.map((e) => e.path)).toEqual(['image_url'])
    expect(await count('promo-tiles', 'title', title)).toBe(0)
  })

  it('REST: a create with javascript: is a 400 naming image_url; nothing is stored', async () => {
    const title = `REST script tile ${s}`
    const res = await rest('POST', '/api/promo-tiles', {
      host: ADMIN,
      token,
      body: { tenant: tenant.id, title, link: '/finance', image_url: 'javascript:alert(1)' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'image_url', message: expect.stringContaining('https://') }),
    ])
    expect(await count('promo-tiles', 'title', title)).toBe(0)
  })

  it('REST: an update to data:, //other-site or http:// is a 400 and the stored URL is unchanged', async () => {
    const created = await rest('POST', '/api/promo-tiles', {
      host: ADMIN,
      token,
      body: { tenant: tenant.id, title: `Safe tile ${s}`, link: '/finance', image_url: '/demo-images/promo-1.jpg' },
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    for (const image_url of ['data:text/html,<script>alert(1)</script>', '//evil.example/a.jpg', 'http://a.au/b.jpg']) {
      const res = await rest('PATCH', `/api/promo-tiles/${id}`, { host: ADMIN, token, body: { image_url } })
      expect(res.status).toBe(400)
      expect(res.body.errors[0].data.errors[0]).toMatchObject({ path: 'image_url' })
    }
    const stored = await payload.findByID({ collection: 'promo-tiles', id, overrideAccess: true, depth: 0 })
    expect(stored.image_url).toBe('/demo-images/promo-1.jpg')
    const ok = await rest('PATCH', `/api/promo-tiles/${id}`, {
      host: ADMIN,
      token,
      body: { image_url: 'https://cdn.example.com.au/tile.jpg' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.doc.image_url).toBe('https://cdn.example.com.au/tile.jpg')
  })

  it('GraphQL: a create with javascript: is refused and nothing is stored', async () => {
    const title = `GraphQL script tile ${s}`
    const res = await graphql(
      `
        mutation ($data: mutationPromoTileInput!) {
          createPromoTile(data: $data) {
            id
          }
        }
      `,
      {
        host: ADMIN,
        token,
        variables: { data: { tenant: tenant.id, title, link: '/finance', image_url: 'javascript:alert(1)' } },
      },
    )
    expect(res.body.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(res.body.errors)).toMatch(/image_url|Image URL|https:\/\//)
    expect(await count('promo-tiles', 'title', title)).toBe(0)
  })

  it('refuses javascript: in the other URL fields a marketer edits (offer, pop-up, banner link)', async () => {
    const offer = await refusal(
      payload.create({
        collection: 'offers',
        data: { tenant: tenant.id, name: `Offer ${s}`, image_url: 'javascript:alert(1)' } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(offer.map((e) => e.path)).toEqual(['image_url'])
    const override = await refusal(
      payload.create({
        collection: 'offers',
        data: { tenant: tenant.id, name: `Offer ${s}`, model: { override_url: 'vbscript:x' } } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(override.map((e) => e.path)).toEqual(['model.override_url'])
    const popup = await refusal(
      payload.create({
        collection: 'popups',
        data: { tenant: tenant.id, title: `Pop ${s}`, linkTo: '/offers', src: 'data:image/svg+xml,<svg/>' } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(popup.map((e) => e.path)).toEqual(['src'])
    const banner = await refusal(
      payload.create({
        collection: 'banners',
        data: { tenant: tenant.id, title: `Banner ${s}`, link: 'javascript:alert(1)' } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(banner.map((e) => e.path)).toEqual(['link'])
  })
})

describe('an advert that states a rate is published only with its comparison rate and example', () => {
  it('refuses an offer whose headline states a rate with no structured rates, naming the headline', async () => {
    const name = `Finance from 8.99% p.a. ${s}`
    const errors = await refusal(
      payload.create({
        collection: 'offers',
        data: { tenant: tenant.id, name } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(errors).toEqual([{ path: 'name', message: expect.stringContaining('comparison rate') }])
    expect(await count('offers', 'name', name)).toBe(0)
  })

  it('refuses an annual rate without its comparison rate (REST, 400 on credit.comparison_rate)', async () => {
    const name = `Low-rate finance ${s}`
    const res = await rest('POST', '/api/offers', {
      host: ADMIN,
      token,
      body: { tenant: tenant.id, name, credit: { annual_rate: 8.99, loan_amount: 30000, term_years: 5 } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'credit.comparison_rate', message: expect.stringContaining('comparison rate') }),
    ])
    expect(await count('offers', 'name', name)).toBe(0)
  })

  it('refuses a headline that calls the annual rate the comparison rate', async () => {
    const title = `RAV4 4.99% comparison rate ${s}`
    const errors = await refusal(
      payload.create({
        collection: 'promo-tiles',
        data: {
          tenant: tenant.id,
          title,
          link: '/finance',
          credit: { ...COMPLETE, annual_rate: 4.99, comparison_rate: 5.49 },
        } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(errors).toEqual([{ path: 'title', message: expect.stringMatching(/4\.99% as the comparison rate/) }])
  })

  it('refuses a banner stating a weekly repayment with no rates', async () => {
    const errors = await refusal(
      payload.create({
        collection: 'banners',
        data: { tenant: tenant.id, title: `Ute sale ${s}`, text: 'Drive away from $99 per week' } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(errors.map((e) => e.path)).toEqual(['text'])
  })

  it('refuses a pop-up whose description states a rate without its comparison rate, and shows a complete one', async () => {
    const refused = await refusal(
      payload.create({
        collection: 'popups',
        data: {
          tenant: tenant.id,
          title: `Runout finance ${s}`,
          description: 'Finance from 8.99% p.a. on runout stock.',
          linkTo: '/special-offers',
          credit: { annual_rate: 8.99, loan_amount: 30000, term_years: 5 },
        } as never,
        user: marketer,
        ...asMarketer,
      }),
    )
    expect(refused.map((e) => e.path)).toEqual(['description', 'credit.comparison_rate'])
    const created = (await payload.create({
      collection: 'popups',
      data: {
        tenant: tenant.id,
        title: `Runout finance ${s}`,
        description: 'Finance from 8.99% p.a. on runout stock.',
        linkTo: '/finance',
        credit: COMPLETE,
      } as never,
      user: marketer,
      ...asMarketer,
    })) as Doc
    const popup = await content.getActivePopup(site)
    expect(popup?.id).toBe(String(created.id))
    expect(popup?.credit).toMatchObject({ annualRate: 8.99, comparisonRate: 9.45 })
  })

  it('saves an incomplete draft, refuses to publish it, and publishes it once complete', async () => {
    const name = `Used car finance draft ${s}`
    const draft = (await payload.create({
      collection: 'offers',
      data: {
        tenant: tenant.id,
        name,
        description: 'Finance from 8.99% p.a. on any used car.',
        _status: 'draft',
      } as never,
      draft: true,
      user: marketer,
      ...asMarketer,
    })) as Doc
    const publish = (data: Doc) =>
      payload.update({
        collection: 'offers',
        id: draft.id,
        data: { ...data, _status: 'published' } as never,
        user: marketer,
        ...asMarketer,
      })
    expect((await refusal(publish({}))).map((e) => e.path)).toEqual(['description'])
    expect((await refusal(publish({ credit: { annual_rate: 8.99 } }))).map((e) => e.path)).toContain(
      'credit.comparison_rate',
    )
    const published = (await publish({ credit: COMPLETE })) as Doc
    expect(published._status).toBe('published')
    expect(published.credit).toMatchObject(COMPLETE)

    const onSite = (await liveOffers(tenant.id as TenantId)).find((o) => String(o.id) === String(draft.id))
    expect(onSite?.credit).toEqual({
      annualRate: 8.99,
      comparisonRate: 9.45,
      comparisonExample: { amount: 30000, years: 5, secured: true },
      repayment: null,
    })
  })

  it('publishes a promo tile with complete rates, and the site reads its disclosure', async () => {
    const res = await rest('POST', '/api/promo-tiles', {
      host: ADMIN,
      token,
      body: {
        tenant: tenant.id,
        title: `Low-rate used car finance ${s}`,
        description: 'Finance from 8.99% p.a. Approved applicants only.',
        link: '/finance',
        credit: { ...COMPLETE, repayment_amount: 144, repayment_frequency: 'week' },
      },
    })
    expect(res.status).toBe(201)
    const tile = (await content.getPromoTiles(site)).find((t) => String(t.id) === String(res.body.doc.id))
    expect(tile?.credit).toEqual({
      annualRate: 8.99,
      comparisonRate: 9.45,
      comparisonExample: { amount: 30000, years: 5, secured: true },
      repayment: { amount: 144, frequency: 'week' },
    })
  })
})

describe('an advert published before the credit rule that states a rate bare stays off the site', () => {
  it('an offer, a promo tile, a banner and a pop-up whose stored text states a rate without its comparison rate are not shown; the complete ones are', async () => {
    const made: Record<'offers' | 'promo-tiles' | 'banners' | 'popups', { bare: Doc; complete: Doc }> = {} as never
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const docs = {
      offers: { name: `Offer ${s}`, description: 'Drive away today.', link: '/finance', expires_at: soon },
      'promo-tiles': { title: `Tile ${s}`, link: '/finance' },
      banners: { title: `Banner ${s}`, placement: 'announcement' },
      popups: { title: `Popup ${s}`, linkTo: '/finance', buttonText: 'See more' },
    } as const
    const table = { offers: 'offers', 'promo-tiles': 'promo_tiles', banners: 'banners', popups: 'popups' } as const
    const headline = { offers: 'name', 'promo-tiles': 'title', banners: 'title', popups: 'title' } as const
    for (const collection of Object.keys(docs) as (keyof typeof docs)[]) {
      const create = (extra: object) =>
        payload.create({
          collection,
          data: { tenant: tenant.id, ...docs[collection], ...extra, _status: 'published' } as never,
          overrideAccess: true,
          context: { disableRevalidate: true },
        }) as Promise<Doc>
      const complete = await create({ credit: COMPLETE })
      const bare = await create({})
      made[collection] = { bare, complete }
      // written before the rule existed: the text states a rate, the structured rates are empty (publishing
      // refuses this today, so it is written straight to the table as an old row would be)
      const column = headline[collection]
      await pgPoolOf(payload).query(`UPDATE ${table[collection]} SET ${column} = $1 WHERE id = $2`, [
        `Finance from 6.99% p.a. ${s}`,
        bare.id,
      ])
    }
    const ids = (list: { id: unknown }[]) => list.map((d) => String(d.id))
    const offers = ids(await liveOffers(tenant.id as TenantId))
    expect(offers).toContain(String(made.offers.complete.id))
    expect(offers).not.toContain(String(made.offers.bare.id))
    const tiles = ids(await content.getPromoTiles(site))
    expect(tiles).toContain(String(made['promo-tiles'].complete.id))
    expect(tiles).not.toContain(String(made['promo-tiles'].bare.id))
    const banners = ids(await content.getBanners(site, 'announcement'))
    expect(banners).toContain(String(made.banners.complete.id))
    expect(banners).not.toContain(String(made.banners.bare.id))
    // the newest active pop-up is the one shown: the bare one is newer, yet the complete one shows
    expect((await content.getActivePopup(site))?.id).toBe(String(made.popups.complete.id))
  })
})
