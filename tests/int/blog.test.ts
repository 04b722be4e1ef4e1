/**
 * The blog readers (src/data/blog.ts) on a real PostgreSQL (RTE-32/33): a tenant's own published posts
 * only, newest first, a later publish date kept off until then, drafts never; a post by slug is null for another
 * tenant's; categories with their external addresses.
 */
import { jest } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import type { TenantId } from '@/domain/ids'

import { createDoc, lexicalText, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { postCategories, sitePostBySlug, sitePosts } = await import('@/data/blog')

const CTX = { disableRevalidate: true }
let payload: Payload
let tenantA: Doc
let tenantB: Doc
let stamp: string
const day = 86_400_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const create = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data, CTX)

beforeAll(async () => {
  payload = await bootPayload()
  stamp = Date.now().toString(36)
  tenantA = await create('tenants', { name: 'Blog A', slug: `blog-a-${stamp}`, template: 'group' })
  tenantB = await create('tenants', { name: 'Blog B', slug: `blog-b-${stamp}`, template: 'brand' })
  const reviews = await create('post-categories', { tenant: tenantA.id, title: 'Vehicle reviews' })
  await create('post-categories', {
    tenant: tenantA.id,
    title: 'Buyer advice',
    external_url: 'https://stories.example.com.au/buyer-advice',
  })
  await create('post-categories', { tenant: tenantB.id, title: `B only ${stamp}` })
  const post = (tenant: Doc, title: string, publishedAt: string, extra: Doc = {}) =>
    create('posts', {
      tenant: tenant.id,
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${stamp}`,
      published_at: publishedAt,
      body: lexicalText(`${title} body text.`),
      _status: 'published',
      ...extra,
    })
  await post(tenantA, 'Older', at(-10 * day))
  await post(tenantA, 'Newer', at(-day), { categories: [reviews.id], excerpt: 'Our own summary' })
  await post(tenantA, 'Tomorrow', at(day))
  await payload.create({
    collection: 'posts',
    data: {
      tenant: tenantA.id,
      title: 'Draft',
      slug: `draft-${stamp}`,
      published_at: at(-day),
      body: lexicalText('Draft body'),
      _status: 'draft',
    } as never,
    draft: true,
    overrideAccess: true,
    context: CTX,
  })
  await post(tenantB, 'Other tenant', at(-day))
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('blog readers', () => {
  it('RTE-32 sitePosts: the tenant’s published posts dated up to now, newest first, with summaries and categories', async () => {
    const posts = await sitePosts(tenantA.id as TenantId)
    expect(posts.map((p) => p.title)).toEqual(['Newer', 'Older'])
    expect(posts[0]).toMatchObject({
      excerpt: 'Our own summary',
      categories: [{ title: 'Vehicle reviews', slug: 'vehicle-reviews', externalUrl: null }],
    })
    expect(posts[1]!.excerpt).toBe('Older body text.')
    // the post dated tomorrow shows from tomorrow
    const later = await sitePosts(tenantA.id as TenantId, new Date(Date.now() + 2 * day))
    expect(later.map((p) => p.title)).toEqual(['Tomorrow', 'Newer', 'Older'])
    expect((await sitePosts(tenantB.id as TenantId)).map((p) => p.title)).toEqual(['Other tenant'])
  })

  it('sitePostBySlug: null for another tenant’s post, a draft, a later date or an unknown slug', async () => {
    const own = await sitePostBySlug(tenantA.id as TenantId, `newer-${stamp}`)
    expect(own).toMatchObject({ title: 'Newer', description: null })
    expect(own!.body).toMatchObject({ root: { type: 'root' } })
    expect(await sitePostBySlug(tenantB.id as TenantId, `newer-${stamp}`)).toBeNull()
    expect(await sitePostBySlug(tenantA.id as TenantId, `other-tenant-${stamp}`)).toBeNull()
    expect(await sitePostBySlug(tenantA.id as TenantId, `draft-${stamp}`)).toBeNull()
    expect(await sitePostBySlug(tenantA.id as TenantId, `tomorrow-${stamp}`)).toBeNull()
    expect(await sitePostBySlug(tenantA.id as TenantId, 'Bad Slug!')).toBeNull()
  })

  it('RTE-33 postCategories: the tenant’s own, with the external address of a category kept on another blog', async () => {
    expect(await postCategories(tenantA.id as TenantId)).toEqual([
      {
        id: expect.any(String),
        title: 'Buyer advice',
        slug: 'buyer-advice',
        externalUrl: 'https://stories.example.com.au/buyer-advice',
      },
      { id: expect.any(String), title: 'Vehicle reviews', slug: 'vehicle-reviews', externalUrl: null },
    ])
    expect((await postCategories(tenantB.id as TenantId)).map((c) => c.title)).toEqual([`B only ${stamp}`])
  })
})
