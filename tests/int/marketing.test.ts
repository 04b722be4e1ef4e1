/**
 * Marketing opt-outs (RTE-32 /pages/unsubscribe) on a real PostgreSQL: the opt-out is stored per tenant,
 * a forged token or another tenant's token unsubscribes nobody, the lead pipeline's re-subscribe rule, and the
 * access matrix of the marketing-opt-outs collection (admin-only, tenant-scoped; never public). The matrix rows live
 * here rather than in access.test.ts because that file's shared matrix assumes a publicly readable collection.
 */
import type { Payload } from 'payload'

import { submitLead } from '@/data/leads/submit'
import { isOptedOut, mayMarket, optOut, resubscribeFromLead, unsubscribeKey, verifyForTenant } from '@/data/marketing'
import { signUnsubscribeToken } from '@/domain/marketing/unsubscribeToken'
import type { TenantSite } from '@/domain/site'

import { createDoc, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { rest } from './helpers/rest'

const PASSWORD = 'Test-Passw0rd-2026'
let payload: Payload
let tenantA: Doc
let tenantB: Doc
let run: string
const sessions = {} as Record<'marketingA' | 'marketingB', { user: Doc; token: string }>

const site = (t: Doc) => ({ id: t.id, slug: t.slug, name: t.name, template: 'group' }) as unknown as TenantSite
const rowsOf = async (tenant: Doc, email: string) =>
  (
    await payload.find({
      collection: 'marketing-opt-outs',
      where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: email } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  payload = await bootPayload()
  run = stamp()
  const tenant = (slug: string) =>
    createDoc(payload, 'tenants', { name: `Opt ${slug}`, slug: `${slug}-${run}`, template: 'group' })
  tenantA = await tenant('opt-a')
  tenantB = await tenant('opt-b')
  // the first user of an empty database becomes a super admin (collections/Users): let that be somebody else
  await payload.create({
    collection: 'users',
    data: { email: `first-${run}@test.local`, password: PASSWORD, roles: ['super-admin'] } as never,
    overrideAccess: true,
  })
  for (const [key, t] of [
    ['marketingA', tenantA],
    ['marketingB', tenantB],
  ] as const) {
    const email = `${key.toLowerCase()}-${run}@test.local`
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, roles: ['marketing'], tenants: [{ tenant: t.id }] } as never,
      overrideAccess: true,
    })
    const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    sessions[key] = { user: login.user as Doc, token: login.token as string }
  }
}, 120_000)
afterAll(() => shutdownPayload(payload))

describe('RTE-32 unsubscribe: opt-outs per tenant', () => {
  it('stores one lowercased row per tenant and address; another tenant is unaffected', async () => {
    const email = `Jo.${run}@Example.com`
    expect(await optOut(payload, tenantA.id, email, 'link')).toBe(true)
    expect(await optOut(payload, tenantA.id, email.toLowerCase(), 'link')).toBe(true)
    const rows = await rowsOf(tenantA, email.toLowerCase())
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), source: 'link' })
    expect(await isOptedOut(payload, tenantA.id, email)).toBe(true)
    expect(await mayMarket(payload, tenantA.id, email)).toBe(false)
    expect(await isOptedOut(payload, tenantB.id, email)).toBe(false)
    expect(await mayMarket(payload, tenantB.id, email)).toBe(true)
  })

  it('the database refuses a second row for the same tenant and address (unique index)', async () => {
    const email = `dup.${run}@example.com`
    await optOut(payload, tenantA.id, email, 'admin')
    await expect(
      payload.create({
        collection: 'marketing-opt-outs',
        data: { tenant: tenantA.id, email, source: 'admin', unsubscribed_at: new Date().toISOString() },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('a forged token and tenant A’s token presented on tenant B verify as nothing', () => {
    const email = `tok.${run}@example.com`
    const good = signUnsubscribeToken({ tenantId: tenantA.id, email }, unsubscribeKey())
    expect(verifyForTenant(good, tenantA.id)).toMatchObject({ ok: true, email })
    expect(verifyForTenant(good, tenantB.id)).toEqual({ ok: false, reason: 'signature' })
    const forged = signUnsubscribeToken({ tenantId: tenantA.id, email }, 'not-the-server-secret-at-all')
    expect(verifyForTenant(forged, tenantA.id)).toEqual({ ok: false, reason: 'signature' })
  })

  it('a lead with the marketing box ticked re-subscribes; one without leaves the opt-out', async () => {
    const email = `lead.${run}@example.com`
    await optOut(payload, tenantA.id, email, 'link')
    const lead = (optIn: boolean, n: number) =>
      submitLead(payload, site(tenantA), {
        body: {
          category: 'General Enquiry',
          fields: {
            name: 'Jo',
            last_name: 'Smith',
            email,
            phone: '0400 000 000',
            postcode: '2000',
            message: 'Hello',
            opt_in: optIn,
          },
        },
        ip: `203.0.113.${n}`,
      })
    expect((await lead(false, 1)).status).toBe(201)
    expect(await isOptedOut(payload, tenantA.id, email)).toBe(true)
    expect((await lead(true, 2)).status).toBe(201)
    expect(await isOptedOut(payload, tenantA.id, email)).toBe(false)
  })

  it('re-subscribing touches only its own tenant', async () => {
    const email = `both.${run}@example.com`
    await optOut(payload, tenantA.id, email, 'link')
    await optOut(payload, tenantB.id, email, 'link')
    await resubscribeFromLead(payload, tenantB.id, email, true)
    expect(await isOptedOut(payload, tenantA.id, email)).toBe(true)
    expect(await isOptedOut(payload, tenantB.id, email)).toBe(false)
  })
})

describe('TEN-02 access matrix: marketing-opt-outs (admin-only, tenant-scoped)', () => {
  const as = (key: keyof typeof sessions) => ({ overrideAccess: false as const, user: sessions[key].user })

  it("marketing of tenant A reads only tenant A's opt-outs", async () => {
    const email = `matrix.${run}@example.com`
    await optOut(payload, tenantA.id, email, 'admin')
    await optOut(payload, tenantB.id, email, 'admin')
    const seenByA = await payload.find({ collection: 'marketing-opt-outs', limit: 500, depth: 0, ...as('marketingA') })
    expect(seenByA.docs.length).toBeGreaterThan(0)
    expect(new Set(seenByA.docs.map((d) => String((d as Doc).tenant)))).toEqual(new Set([String(tenantA.id)]))
    const seenByB = await payload.find({ collection: 'marketing-opt-outs', limit: 500, depth: 0, ...as('marketingB') })
    expect(new Set(seenByB.docs.map((d) => String((d as Doc).tenant)))).toEqual(new Set([String(tenantB.id)]))
  })

  it('marketing of tenant A adds an opt-out for tenant A, and cannot for tenant B', async () => {
    const created = await payload.create({
      collection: 'marketing-opt-outs',
      data: { tenant: tenantA.id, email: `phone.${run}@example.com`, source: 'admin' } as never,
      ...as('marketingA'),
    })
    expect(created.email).toBe(`phone.${run}@example.com`)
    await expect(
      payload.create({
        collection: 'marketing-opt-outs',
        data: { tenant: tenantB.id, email: `sneaky.${run}@example.com`, source: 'admin' } as never,
        ...as('marketingA'),
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it("marketing of tenant A cannot delete tenant B's opt-out", async () => {
    const email = `keep.${run}@example.com`
    await optOut(payload, tenantB.id, email, 'link')
    const [row] = await rowsOf(tenantB, email)
    await payload
      .delete({ collection: 'marketing-opt-outs', id: row!.id, ...as('marketingA') })
      .catch((error: { status?: number }) => expect([403, 404]).toContain(error.status))
    expect(await rowsOf(tenantB, email)).toHaveLength(1)
  })

  it('the public reads none, on any host, through REST', async () => {
    await optOut(payload, tenantA.id, `public.${run}@example.com`, 'link')
    for (const host of [`${tenantA.slug}.localhost:3000`, 'localhost:3000']) {
      const res = await rest('GET', '/api/marketing-opt-outs?depth=0&limit=100', { host })
      expect([200, 401, 403]).toContain(res.status)
      expect(res.body.docs ?? []).toEqual([])
    }
  })
})

describe('RTE-32 the admin action that makes an unsubscribe link', () => {
  const path = (tenant: Doc, email: string) =>
    `/api/marketing-opt-outs/unsubscribe-link?tenant=${tenant.id}&email=${encodeURIComponent(email)}`

  it("gives a marketing user the signed link for its own tenant's site", async () => {
    const res = await rest<{ url: string; email: string }>('GET', path(tenantA, `Link.${run}@Example.com`), {
      host: 'localhost:3000',
      token: sessions.marketingA.token,
    })
    expect(res.status).toBe(200)
    const url = new URL(res.body.url)
    expect(url.origin).toMatch(new RegExp(`^http://${tenantA.slug}\\.localhost:\\d+$`))
    expect(url.pathname).toBe('/pages/unsubscribe')
    expect(verifyForTenant(url.searchParams.get('token'), tenantA.id)).toMatchObject({
      ok: true,
      email: `link.${run}@example.com`,
    })
  })

  it("refuses another tenant's link, a bad address and an anonymous caller", async () => {
    const asA = { host: 'localhost:3000', token: sessions.marketingA.token }
    expect((await rest('GET', path(tenantB, 'jo@example.com'), asA)).status).toBe(404)
    expect((await rest('GET', path(tenantA, 'not-an-email'), asA)).status).toBe(400)
    expect((await rest('GET', path(tenantA, 'jo@example.com'), { host: 'localhost:3000' })).status).toBe(401)
  })
})
