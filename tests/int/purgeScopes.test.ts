/**
 * What a change purges, end to end from a save through Payload on a real PostgreSQL to the edge page cache the app
 * purges (src/lib/edgeContract.mjs PAGE_CACHE, here a recorder in the edge's place), and on to a real page-cache
 * store and its purges (server/pageCache/store.mjs, purge.mjs) holding pages with the reads the loaders noted:
 *   - a car's price: its own page and the stock's lists, not the tenant's other pages nor the vocabulary;
 *   - its sale (a status): the vocabulary too, and its make's part (the car pages of that make); a new slug: the old
 *     page and the new;
 *   - a car deleted: its page and the lists; a car moved to another tenant: both tenants' stock;
 *   - a CMS page's edit: the pages that render it; its unpublishing: the pages whose links it changes (all of the
 *     tenant's), never another tenant's; a post: the pages that show posts;
 *   - a group-wide offer: every site of the group; an offer's end (the timer): the tenant's pages.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { PAGE_CACHE, RENDER_DEPS, type EdgePageCache } from '@/lib/edgeContract.mjs'
import { DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'
import { isPreciseTag, purgeScope } from '@/lib/purgeScope.mjs'

import type { Entry } from '../../server/pageCache/entries.mjs'
import { createPurges } from '../../server/pageCache/purge.mjs'
import { PageStore } from '../../server/pageCache/store.mjs'
import { createDoc, createScoped, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { armOfferChange } = await import('@/data/offers')
const { getVehicleBySlug } = await import('@/data/vehicles')
const { getMakeModels } = await import('@/data/searchVocabulary')
const { searchStock } = await import('@/data/search')
const { sitePosts } = await import('@/data/blog')
const { toTenantSite } = await import('@/data/tenants')
const { getPublishedPage, getRouteContext } = await import('@/data/content')

/** A save that expires caches (the admin's), unlike the fixtures' (disableRevalidate). */
const LIVE = { skipSearchSync: true }

let payload: Payload
let run: string
let tenant: Doc
let other: Doc
/** Every purge the app sent to the edge, one list of tags per change. */
const sent: string[][] = []
const recorder: EdgePageCache = {
  purgeTenant: () => 0,
  purgeAll: () => 0,
  stats: () => ({}),
  purgeTags: (tags) => {
    sent.push([...tags].sort())
    return 0
  },
}

/** The tags a render of `read` noted (src/lib/renderDeps.ts), as a worker collects them. */
async function readsOf(read: () => Promise<unknown>): Promise<Set<string>> {
  const noted = new Set<string>()
  RENDER_DEPS.set((tags) => tags.forEach((tag) => noted.add(tag)))
  try {
    await read()
  } finally {
    RENDER_DEPS.set(undefined)
  }
  return noted
}

/** The tags of the purges sent while `change` ran. */
async function purgedBy(change: () => Promise<unknown>): Promise<string[]> {
  const from = sent.length
  await change()
  return [...new Set(sent.slice(from).flat())].sort()
}

const update = (collection: 'vehicles' | 'pages' | 'offers', id: unknown, data: Doc) =>
  payload.update({ collection, id: id as number, data: data as never, overrideAccess: true, depth: 0, context: LIVE })

beforeAll(async () => {
  payload = await bootPayload()
  run = stamp()
  tenant = await createDoc(payload, 'tenants', { name: 'Purge A', slug: `purge-a-${run}`, template: 'group' })
  other = await createDoc(payload, 'tenants', { name: 'Purge B', slug: `purge-b-${run}`, template: 'group' })
  PAGE_CACHE.set(recorder)
})

afterAll(async () => {
  PAGE_CACHE.set(undefined)
  await shutdownPayload(payload)
})

describe('purge scopes', () => {
  it("a car's price purges its page and the stock's lists only; its sale the vocabulary too; a new slug both pages", async () => {
    const t = tenant.id
    const car = await createScoped(payload, 'vehicles', t, `Scope ${run}`, {
      status: 'in_stock',
      make: 'Mazda',
      simple_body: 'SUV',
      car_type: 'used',
    })
    const slug = car.slug as string

    // the lists as a whole, and those narrowed to its make, body and type (not their counts)
    const priced = await purgedBy(() => update('vehicles', car.id, { price: 18990 }))
    expect(priced).toEqual([
      `t:${t}:vehicle-lists`,
      `t:${t}:vehicle-lists:body:suv`,
      `t:${t}:vehicle-lists:car_type:used`,
      `t:${t}:vehicle-lists:make:mazda`,
      `t:${t}:vehicle:${slug}`,
    ])
    expect(priced.every(isPreciseTag)).toBe(true)
    expect(new Set(priced.map(purgeScope))).toEqual(new Set([String(t)]))

    const sold = await purgedBy(() => update('vehicles', car.id, { status: 'sold' }))
    expect(sold).toEqual([
      `t:${t}:vehicle-lists`,
      `t:${t}:vehicle-lists:body:suv`,
      `t:${t}:vehicle-lists:car_type:used`,
      `t:${t}:vehicle-lists:counts`,
      `t:${t}:vehicle-lists:make:mazda`,
      `t:${t}:vehicle:${slug}`,
      `t:${t}:vocabulary`,
      `t:${t}:vocabulary:make:mazda`,
    ])

    const renamed = await purgedBy(() => update('vehicles', car.id, { slug: `${slug}-x` }))
    expect(renamed).toEqual(
      expect.arrayContaining([`t:${t}:vehicle:${slug}`, `t:${t}:vehicle:${slug}-x`, `t:${t}:vehicle-lists`]),
    )

    const deleted = await purgedBy(() =>
      payload.delete({ collection: 'vehicles', id: car.id, overrideAccess: true, context: LIVE }),
    )
    expect(deleted).toEqual(expect.arrayContaining([`t:${t}:vehicle-lists`, `t:${t}:vehicle:${slug}-x`]))
    expect(deleted.every((tag) => purgeScope(tag) === String(t))).toBe(true)
  })

  it('a car moved to another tenant purges both tenants’ stock', async () => {
    const car = await createScoped(payload, 'vehicles', tenant.id, `Moved ${run}`)
    const moved = await purgedBy(() => update('vehicles', car.id, { tenant: other.id }))
    expect(moved).toEqual([`t:${tenant.id}:vehicles`, `t:${other.id}:vehicles`].sort())
  })

  it("a CMS page's edit drops the pages that render it; its unpublishing the pages whose links it changes; no other tenant's", async () => {
    const t = tenant.id
    const cms = await createScoped(payload, 'pages', t, `Scope page ${run}`, { _status: 'published' })
    const slug = cms.slug as string
    const edited = await purgedBy(() => update('pages', cms.id, { title: `Edited ${run}` }))
    expect(edited).toEqual([`t:${t}:page:${slug}`])
    expect(edited.every(isPreciseTag)).toBe(true)

    // on the edge: its route (the page and the links every page reads), another page, a car page
    const site = {
      id: t,
      config: toTenantSite(await payload.findByID({ collection: 'tenants', id: t, depth: 1, overrideAccess: true }))
        .config,
    }
    const store = new PageStore({ maxBytes: 1024 * 1024 })
    const purges = createPurges({ store, onTenantPurged: () => undefined, onAllPurged: () => undefined })
    const fill = async () => {
      for (const [key, read] of [
        [`/${slug}`, () => Promise.all([getRouteContext(site), getPublishedPage(t, slug)])],
        ['/about-us', () => Promise.all([getRouteContext(site), getPublishedPage(t, 'about-us')])],
        ['/cars/a-car', () => getRouteContext(site)],
      ] as const)
        store.set({ key, tenantId: String(t), hits: 0, size: 100, deps: await readsOf(read) } as unknown as Entry)
    }
    const held = () => [`/${slug}`, '/about-us', '/cars/a-car'].filter((k) => store.get(k))
    await fill()
    expect([...(store.get(`/${slug}`)?.deps ?? [])]).toEqual(
      expect.arrayContaining([`t:${t}:page:${slug}`, `t:${t}:page-slugs`]),
    )
    purges.purgeTags(edited)
    expect(held()).toEqual(['/about-us', '/cars/a-car'])

    await fill()
    const unpublished = await purgedBy(() => update('pages', cms.id, { _status: 'draft' }))
    expect(unpublished).toEqual([`t:${t}:page-slugs`, `t:${t}:page:${slug}`].sort())
    purges.purgeTags(unpublished)
    expect(held()).toEqual([])

    const deleted = await purgedBy(() =>
      payload.delete({ collection: 'pages', id: cms.id, overrideAccess: true, context: LIVE }),
    )
    expect(deleted).toEqual([`t:${t}:page:${slug}`])
    expect([...edited, ...unpublished, ...deleted].every((tag) => purgeScope(tag) === String(t))).toBe(true)
  })

  it("a post's edit purges the pages that show posts, not the tenant's others", async () => {
    const t = tenant.id
    const post = await createScoped(payload, 'posts', t, `Scope post ${run}`)
    const edited = await purgedBy(() =>
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: `Edited post ${run}` } as never,
        overrideAccess: true,
        context: LIVE,
      }),
    )
    expect(edited).toContain(`t:${t}:posts`)
    expect(edited.every(isPreciseTag)).toBe(true)

    const noted = new Set<string>()
    RENDER_DEPS.set((tags) => tags.forEach((tag) => noted.add(tag)))
    try {
      expect((await sitePosts(t)).map((p) => p.title)).toContain(`Edited post ${run}`)
    } finally {
      RENDER_DEPS.set(undefined)
    }
    const store = new PageStore({ maxBytes: 1024 * 1024 })
    const purges = createPurges({ store, onTenantPurged: () => undefined, onAllPurged: () => undefined })
    const page = (key: string, deps: Set<string> | null) =>
      store.set({ key, tenantId: String(t), hits: 0, size: 100, deps } as unknown as Entry)
    page('/blog', noted)
    page('/cars/a-car', new Set([`t:${t}:vehicles`, `t:${t}:vehicle:a-car`]))
    page('/about-us', new Set())
    purges.purgeTags(edited)
    expect(['/blog', '/cars/a-car', '/about-us'].filter((k) => store.get(k))).toEqual(['/cars/a-car', '/about-us'])
  })

  it("a group-wide offer purges every site of the group; an offer's end purges the tenant's pages when it comes", async () => {
    const dealer_group = `purge-group-${run}`
    const g1 = await createDoc(payload, 'tenants', {
      name: 'G1',
      slug: `purge-g1-${run}`,
      template: 'group',
      dealer_group,
    })
    const g2 = await createDoc(payload, 'tenants', {
      name: 'G2',
      slug: `purge-g2-${run}`,
      template: 'brand',
      dealer_group,
    })
    const offer = await createScoped(payload, 'offers', g1.id, `Group offer ${run}`)
    const own = await purgedBy(() => update('offers', offer.id, { name: `Own ${run}` }))
    expect(own).toEqual([`t:${g1.id}:offers`])
    const shared = await purgedBy(() => update('offers', offer.id, { shared_with_group: true }))
    expect(shared).toEqual([`t:${g1.id}:offers`, `t:${g2.id}:offers`].sort())

    const from = sent.length
    armOfferChange(g1.id, [{ startsAt: null, endsAt: new Date(Date.now() + 50).toISOString() }])
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    expect(sent.slice(from).flat()).toEqual([`t:${g1.id}:offers`])
  })

  it("on the edge, a car's price drops only its page and the lists that may show it; its sale the pages of its make and every list; the tenant's others stay", async () => {
    const t = tenant.id
    const site = toTenantSite(await payload.findByID({ collection: 'tenants', id: t, depth: 1, overrideAccess: true }))
    const car = await createScoped(payload, 'vehicles', t, `Edge ${run}`, { status: 'in_stock', make: 'Mazda' })
    const sameMake = await createScoped(payload, 'vehicles', t, `Edge same ${run}`, {
      status: 'in_stock',
      make: 'Mazda',
    })
    const otherMake = await createScoped(payload, 'vehicles', t, `Edge other ${run}`, {
      status: 'in_stock',
      make: 'Kia',
    })
    /** What a car page reads (src/app/(site)/[host]/cars/[slug]/page.tsx): the car, its make's models in stock. */
    const carPage = (doc: Doc) =>
      readsOf(() => Promise.all([getVehicleBySlug(site, doc.slug), getMakeModels(site, doc.make)]))
    const store = new PageStore({ maxBytes: 1024 * 1024 })
    const purges = createPurges({ store, onTenantPurged: () => undefined, onAllPurged: () => undefined })
    const page = (key: string, deps: Set<string> | null) =>
      store.set({ key, tenantId: String(t), hits: 0, size: 100, deps } as unknown as Entry)
    /** What a search page reads (src/data/search.ts searchStock), narrowed to `refinements` or not. */
    const searchPage = (refinements: VehicleQuery['refinements']) =>
      readsOf(() =>
        searchStock(site, { query: '', refinements, ranges: {}, sortBy: DEFAULT_SORT, page: 1, hitsPerPage: 21 }),
      )
    const fill = async () => {
      page('/cars/car', await carPage(car))
      page('/cars/same-make', await carPage(sameMake))
      page('/cars/other-make', await carPage(otherMake))
      page('/about-us', new Set())
      page('/unknown', null)
      page('/search', await searchPage({}))
      page('/search/mazda', await searchPage({ make: ['Mazda'] }))
      page('/search/kia', await searchPage({ make: ['Kia'] }))
    }
    const held = () =>
      ['/cars/car', '/cars/same-make', '/cars/other-make', '/about-us', '/unknown'].filter((k) => store.get(k))
    const lists = () => ['/search', '/search/mazda', '/search/kia'].filter((k) => store.get(k))
    await fill()
    expect([...(store.get('/search/kia')?.deps ?? [])].sort()).toEqual([
      `t:${t}:vehicle-lists:counts`,
      `t:${t}:vehicle-lists:make:kia`,
      `t:${t}:vehicles`,
    ])
    expect([...(store.get('/cars/car')?.deps ?? [])]).toEqual(
      expect.arrayContaining([`t:${t}:vehicle:${car.slug}`, `t:${t}:vocabulary:make:mazda`]),
    )
    expect(store.get('/cars/car')?.deps?.has(`t:${t}:vocabulary`)).toBe(false)

    PAGE_CACHE.set({ ...recorder, purgeTags: (tags) => (recorder.purgeTags?.(tags), purges.purgeTags(tags)) })
    try {
      await update('vehicles', car.id, { price: 17990 })
      expect(held()).toEqual(['/cars/same-make', '/cars/other-make', '/about-us'])
      // a Mazda's price: the Kia list stays (it shows no Mazda, and its counts did not move)
      expect(lists()).toEqual(['/search/kia'])
      await fill()
      await update('vehicles', car.id, { status: 'sold' })
      expect(held()).toEqual(['/cars/other-make', '/about-us'])
      // a Mazda sold: one car fewer in the make counts the Kia list shows too
      expect(lists()).toEqual([])
    } finally {
      PAGE_CACHE.set(recorder)
    }
  })
})
