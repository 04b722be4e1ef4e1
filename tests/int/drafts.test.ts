/**
 * Drafts and scheduled publish / unpublish (collections/shared/drafts.ts, collections/shared/publishJobs.ts)
 * on a real PostgreSQL: a draft offer, promo tile, popup or banner is never returned by the site's readers nor to the
 * public API; publishing it makes it appear. A past-due scheduled publish (and unpublish) is run by Payload's job
 * runner as the user who scheduled it, and its hooks expire the tenant's cache and purge its pages from the edge
 * page cache. Another tenant's editor can neither read the versions or jobs nor publish or unschedule through them.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'

import type { TenantId } from '@/domain/ids'
import type { TenantSite } from '@/domain/site'
import { PAGE_CACHE } from '@/lib/edgeContract.mjs'

import { createDoc, scopedData, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { rest } from './helpers/rest'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
// Live preview (src/data/preview.ts, D2): which tenant this "request" previews; null = a shopper
let previewTenant: unknown = null
jest.unstable_mockModule('@/data/preview', () => ({
  isPreview: async (tenantId: unknown) => previewTenant !== null && String(tenantId) === String(previewTenant),
}))
const { liveOffers, liveOfferById } = await import('@/data/offers')
const content = await import('@/data/content')
const { toTenantSite } = await import('@/data/tenants')

const PASSWORD = 'drafts-test-password-1'
const DRAFTABLE = ['offers', 'promo-tiles', 'popups', 'banners'] as const
type Draftable = (typeof DRAFTABLE)[number]

let payload: Payload
let s: string
let tenantA: Doc
let tenantB: Doc
let siteA: TenantSite
let editorA: Doc
let editorB: Doc

/** The edge page cache as src/lib/pageCachePurge.ts finds it (PAGE_CACHE): records the tenants it was told to purge. */
const purged: string[] = []
const fakeEdge = {
  purgeTenant: (id: string | number) => purged.push(String(id)),
  purgeAll: () => purged.push('all'),
  stats: () => ({}),
}

const user = async (label: string, tenant: Doc): Promise<Doc> => {
  const doc = (await payload.create({
    collection: 'users',
    data: {
      email: `${label}-${s}@drafts.test`,
      password: PASSWORD,
      roles: ['marketing'],
      tenants: [{ tenant: tenant.id }],
    } as never,
    overrideAccess: true,
  })) as Doc
  return { ...doc, collection: 'users' }
}

/** A draft of a collection with drafts for tenant A (the admin's Save draft: draft=true). */
const draftOf = (collection: Draftable, label: string, extra: Doc = {}) =>
  payload.create({
    collection,
    data: scopedData(collection, tenantA.id, label, {
      _status: 'draft',
      ...(collection === 'promo-tiles' ? { link: '/search', positions: [{ position: 3 }] } : {}),
      ...(collection === 'popups' ? { linkTo: '/search' } : {}),
      ...extra,
    }) as never,
    draft: true,
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
  }) as Promise<Doc>

/** What the site shows of each collection for tenant A, by title/name. */
async function onSite(collection: Draftable): Promise<string[]> {
  if (collection === 'offers') return (await liveOffers(tenantA.id as TenantId)).map((o) => o.name)
  if (collection === 'promo-tiles') {
    const [tiles, slots] = await Promise.all([content.getPromoTiles(siteA), content.getSearchPromoTiles(siteA)])
    return [...tiles.map((t) => t.title), ...slots.map((t) => `slot:${t.title}`)]
  }
  if (collection === 'popups') {
    const popup = await content.getActivePopup(siteA)
    return popup ? [popup.title] : []
  }
  return (await content.getBanners(siteA, 'announcement')).map((b) => b.title)
}

const titleOf = (doc: Doc) => String(doc.name ?? doc.title)

/** tenant A's own host: anonymous REST reads are scoped to the tenant whose host the request came to */
const hostA = () => `${tenantA.slug}.localhost:3000`

beforeAll(async () => {
  payload = await bootPayload()
  s = stamp()
  tenantA = await createDoc(payload, 'tenants', { name: 'Drafts A', slug: `drafts-a-${s}`, template: 'group' })
  tenantB = await createDoc(payload, 'tenants', { name: 'Drafts B', slug: `drafts-b-${s}`, template: 'brand' })
  siteA = toTenantSite(tenantA as never)
  editorA = await user('editor-a', tenantA)
  editorB = await user('editor-b', tenantB)
  PAGE_CACHE.set(fakeEdge)
})

afterAll(async () => {
  PAGE_CACHE.set(undefined)
  await shutdownPayload(payload)
})

describe('drafts are never public', () => {
  it.each(DRAFTABLE)('%s: a draft is not on the site; publishing it puts it there', async (collection) => {
    const doc = await draftOf(collection, `Draft ${s}`)
    expect(doc._status).toBe('draft')
    expect(await onSite(collection)).not.toContain(titleOf(doc))
    if (collection === 'offers') expect(await liveOfferById(tenantA.id as TenantId, String(doc.id))).toBeNull()

    await payload.update({
      collection,
      id: doc.id,
      data: { _status: 'published' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const shown = await onSite(collection)
    expect(shown).toContain(titleOf(doc))
    if (collection === 'promo-tiles') expect(shown).toContain(`slot:${titleOf(doc)}`)
    await payload.delete({ collection, id: doc.id, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it.each(DRAFTABLE)('%s: the public API (on the tenant’s host) returns published documents only', async (c) => {
    const draft = await draftOf(c, `Hidden ${s}`)
    const published = await createDoc(payload, c, scopedData(c, tenantA.id, `Shown ${s}`))
    const res = await rest<{ docs: Doc[] }>('GET', `/api/${c}?depth=0&limit=100`, { host: hostA() })
    expect(res.status).toBe(200)
    const ids = res.body.docs.map((d) => d.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
  })

  it('a published offer’s unpublished changes (a newer draft) stay off the site until published', async () => {
    const doc = await createDoc(payload, 'offers', scopedData('offers', tenantA.id, `Edited ${s}`))
    await payload.update({
      collection: 'offers',
      id: doc.id,
      data: { name: `Edited draft ${s}` },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const names = (await liveOffers(tenantA.id as TenantId)).map((o) => o.name)
    expect(names).toContain(doc.name)
    expect(names).not.toContain(`Edited draft ${s}`)
  })

  it('a create without a status (API clients, the seed) publishes; draft=true keeps it a draft', async () => {
    const plain = await payload.create({
      collection: 'banners',
      data: { tenant: tenantA.id, title: `Plain ${s}`, placement: 'feature' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(plain._status).toBe('published')
    const draft = await draftOf('banners', `Kept ${s}`)
    expect(draft._status).toBe('draft')
  })
})

describe('live preview shows drafts to the previewing marketer only', () => {
  afterEach(() => {
    previewTenant = null
  })

  it.each(DRAFTABLE)('%s: previewing tenant A shows its draft; a shopper and a preview of B do not', async (c) => {
    const doc = await draftOf(c, `Preview ${s}`)
    previewTenant = tenantA.id
    expect(await onSite(c)).toContain(titleOf(doc))
    if (c === 'offers') expect((await liveOfferById(tenantA.id as TenantId, String(doc.id)))?.name).toBe(doc.name)
    previewTenant = tenantB.id
    expect(await onSite(c)).not.toContain(titleOf(doc))
    previewTenant = null
    expect(await onSite(c)).not.toContain(titleOf(doc))
    await payload.delete({ collection: c, id: doc.id, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('a preview shows a published offer’s pending changes; the site keeps the published text', async () => {
    const doc = await createDoc(payload, 'offers', scopedData('offers', tenantA.id, `Pending ${s}`))
    await payload.update({
      collection: 'offers',
      id: doc.id,
      data: { name: `Pending draft ${s}` },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    previewTenant = tenantA.id
    const previewed = (await liveOffers(tenantA.id as TenantId)).map((o) => o.name)
    expect(previewed).toContain(`Pending draft ${s}`)
    expect(previewed).not.toContain(doc.name)
    previewTenant = null
    expect((await liveOffers(tenantA.id as TenantId)).map((o) => o.name)).toContain(doc.name)
  })
})

describe('scheduled publish and unpublish (Payload jobs)', () => {
  const schedule = (type: 'publish' | 'unpublish', doc: Doc, by: Doc, collection: Draftable = 'offers') =>
    payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type,
        doc: { relationTo: collection, value: String(doc.id) as unknown as number },
        user: { relationTo: 'users', value: by.id },
      },
      // past-due: the runner picks it up on its next tick (called here instead of waiting for the cron)
      waitUntil: new Date(Date.now() - 1000),
    })
  const statusOf = async (collection: Draftable, id: unknown) =>
    ((await payload.findByID({ collection, id: id as number, overrideAccess: true, depth: 0 })) as Doc)._status

  it('a past-due scheduled publish runs: the offer is published and tenant A’s pages are purged', async () => {
    const doc = await draftOf('offers', `Scheduled ${s}`)
    await schedule('publish', doc, editorA)
    purged.length = 0
    await payload.jobs.run()
    expect(await statusOf('offers', doc.id)).toBe('published')
    expect((await liveOffers(tenantA.id as TenantId)).map((o) => o.name)).toContain(doc.name)
    // collections/hooks/revalidateTenant.ts → src/lib/expireTag.ts('t:{A}:offers') → the edge page cache purges tenant A
    expect(purged).toContain(String(tenantA.id))
    expect(purged).not.toContain(String(tenantB.id))

    await schedule('unpublish', doc, editorA)
    purged.length = 0
    await payload.jobs.run()
    expect(await statusOf('offers', doc.id)).toBe('draft')
    expect((await liveOffers(tenantA.id as TenantId)).map((o) => o.name)).not.toContain(doc.name)
    expect(purged).toContain(String(tenantA.id))
  })

  it('a scheduled publish of a promo tile, popup and banner runs too', async () => {
    for (const collection of ['promo-tiles', 'popups', 'banners'] as const) {
      const doc = await draftOf(collection, `Timed ${s}`)
      await schedule('publish', doc, editorA, collection)
      await payload.jobs.run()
      expect(await statusOf(collection, doc.id)).toBe('published')
      expect(await onSite(collection)).toContain(titleOf(doc))
      await payload.delete({ collection, id: doc.id, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })

  it('a publish scheduled by another tenant’s editor does not publish tenant A’s draft', async () => {
    const doc = await draftOf('offers', `Foreign ${s}`)
    await schedule('publish', doc, editorB)
    const level = payload.logger.level
    payload.logger.level = 'fatal' // the job fails (Forbidden) and Payload logs it at error level: expected here
    await payload.jobs.run().finally(() => (payload.logger.level = level))
    expect(await statusOf('offers', doc.id)).toBe('draft')
    expect((await liveOffers(tenantA.id as TenantId)).map((o) => o.name)).not.toContain(doc.name)
  })
})

describe('versions and jobs are tenant-scoped', () => {
  it.each(DRAFTABLE)('%s: an editor reads the versions of their own tenant only', async (collection) => {
    const doc = await draftOf(collection, `Versioned ${s}`)
    const versionsA = await payload.findVersions({ collection, overrideAccess: false, user: editorA, limit: 200 })
    expect(versionsA.docs.some((v) => (v as Doc).parent === doc.id || (v as Doc).parent?.id === doc.id)).toBe(true)
    const versionsB = await payload.findVersions({ collection, overrideAccess: false, user: editorB, limit: 200 })
    expect(versionsB.docs.filter((v) => String((v as Doc).version?.tenant) === String(tenantA.id))).toEqual([])
    const anonymous = await rest<{ docs?: Doc[] }>('GET', `/api/${collection}/versions?depth=0`, { host: hostA() })
    expect(anonymous.body.docs ?? []).toEqual([])
  })

  it('nobody reads the jobs through the API; another tenant’s editor cannot delete (unschedule) A’s schedule', async () => {
    const doc = await draftOf('offers', `Guarded ${s}`)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'offers', value: String(doc.id) as unknown as number } },
      waitUntil: new Date(Date.now() + 30 * 86_400_000),
    })
    for (const by of [editorA, editorB]) {
      await expect(payload.find({ collection: 'payload-jobs', overrideAccess: false, user: by })).rejects.toThrow()
    }
    const asUser = async (by: Doc) => {
      const req = await createLocalReq({ user: by as never }, payload)
      // as Payload's schedulePublishHandler deletes an upcoming event (Local API, access overridden, with the req)
      return payload.delete({ collection: 'payload-jobs', req, where: { id: { equals: job.id } } })
    }
    const byB = await asUser(editorB)
    expect(byB.errors.length).toBe(1)
    expect(await payload.count({ collection: 'payload-jobs', where: { id: { equals: job.id } } })).toEqual({
      totalDocs: 1,
    })
    const byA = await asUser(editorA)
    expect(byA.errors).toEqual([])
    expect(await payload.count({ collection: 'payload-jobs', where: { id: { equals: job.id } } })).toEqual({
      totalDocs: 0,
    })
  })
})
