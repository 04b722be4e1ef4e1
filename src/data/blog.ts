import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { postSummary, visiblePosts, type PostCategoryView, type PostSummary, type PostView } from '@/domain/blog/posts'
import type { TenantId } from '@/domain/ids'
import { tenantTag } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { mediaUrl } from './media'
import { payloadClient } from './payload'
import { isPreview } from './preview'

/**
 * The blog of one tenant: published posts and their categories. Every read adds the tenant condition
 * itself (the Local API runs with overrideAccess) and is cached under the tenant's `posts` and `post-categories`
 * tags, so an edit of either expires this tenant's reads only. The publish date is applied at render time
 * (`visiblePosts(…, now)`), not cache time, so a post dated tomorrow appears tomorrow without an edit.
 */
type CategoryDoc = { id: number | string; title?: string | null; slug?: string | null; external_url?: string | null }
type PostDoc = {
  id: number | string
  title: string
  slug: string
  published_at?: string | null
  updatedAt?: string | null
  author?: string | null
  excerpt?: string | null
  image?: unknown
  image_url?: string | null
  categories?: unknown[] | null
  body?: unknown
  description?: string | null
}

/**
 * A blog read, cached under the tenant's posts and categories tags and noted as the render's read
 * (src/lib/renderDeps.ts): these tags are precise (src/lib/purgeScope.mjs), so publishing a post drops the pages that
 * show posts (the blog, its posts, the RSS feed, the sitemap) and not the tenant's car pages. Every read of posts goes
 * through here.
 */
function blogCached<Args extends unknown[], R>(
  name: string,
  fn: (tenantId: TenantId, ...args: Args) => Promise<R>,
): (tenantId: TenantId, ...args: Args) => Promise<R> {
  return (tenantId, ...args) => {
    const tags = [tenantTag(tenantId, 'posts'), tenantTag(tenantId, 'post-categories')]
    recordRenderDeps(tags)
    return unstable_cache(() => fn(tenantId, ...args), ['blog', name, String(tenantId), JSON.stringify(args)], {
      tags,
      revalidate: 3600,
    })()
  }
}

function toCategory(value: unknown): PostCategoryView | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as CategoryDoc
  if (!doc.slug || !doc.title) return null
  return { id: String(doc.id), title: doc.title, slug: doc.slug, externalUrl: doc.external_url || null }
}

function toSummary(doc: PostDoc): PostSummary {
  return {
    id: String(doc.id),
    title: doc.title,
    slug: doc.slug,
    publishedAt: doc.published_at ?? doc.updatedAt ?? new Date(0).toISOString(),
    updatedAt: doc.updatedAt ?? doc.published_at ?? new Date(0).toISOString(),
    author: doc.author?.trim() || null,
    excerpt: postSummary(doc.excerpt, doc.body),
    imageUrl: mediaUrl(doc.image) ?? (doc.image_url || null),
    categories: (doc.categories ?? []).map(toCategory).filter((c): c is PostCategoryView => c !== null),
  }
}

const published = (tenantId: TenantId): Where[] => [
  { tenant: { equals: tenantId } },
  { _status: { equals: 'published' } },
]

/** Every published post of the tenant (summaries, with or without a future date), newest first. */
const publishedPosts = blogCached('posts', async (tenantId): Promise<PostSummary[]> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'posts',
    where: { and: published(tenantId) },
    sort: '-published_at',
    pagination: false,
    depth: 1,
    select: {
      title: true,
      slug: true,
      published_at: true,
      updatedAt: true,
      author: true,
      excerpt: true,
      image: true,
      image_url: true,
      categories: true,
      body: true,
    },
    overrideAccess: true,
  })
  return (found.docs as unknown as PostDoc[]).map(toSummary)
})

/** The tenant's posts a shopper sees at `now` (published, dated at or before now), newest first. */
export async function sitePosts(tenantId: TenantId, now: Date = new Date()): Promise<PostSummary[]> {
  return visiblePosts(await publishedPosts(tenantId), now)
}

/** The tenant's categories, by title. */
export const postCategories = blogCached('categories', async (tenantId): Promise<PostCategoryView[]> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'post-categories',
    where: { tenant: { equals: tenantId } },
    sort: 'title',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map(toCategory).filter((c): c is PostCategoryView => c !== null)
})

/** The newest post with this slug among those `where` admits, with its body; `draft` reads the latest versions. */
async function findPost(where: Where, sort: string, draft = false): Promise<PostView | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'posts',
    where,
    draft,
    sort,
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const doc = found.docs[0] as unknown as PostDoc | undefined
  if (!doc) return null
  return { ...toSummary(doc), body: doc.body ?? null, description: doc.description?.trim() || null }
}

const postDocBySlug = blogCached('post', async (tenantId, slug: string): Promise<PostView | null> =>
  findPost({ and: [...published(tenantId), { slug: { equals: slug } }] }, '-published_at'),
)

/** One post of this tenant a shopper may see, or null (another tenant's, a draft, dated later, unknown). */
export async function sitePostBySlug(
  tenantId: TenantId,
  slug: string,
  now: Date = new Date(),
): Promise<PostView | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  if (await isPreview(tenantId)) return draftPostBySlug(tenantId, slug)
  const post = await postDocBySlug(tenantId, slug)
  return post && visiblePosts([post], now).length === 1 ? post : null
}

/**
 * While a marketer previews this tenant (isPreview): the post's latest draft, whatever its date, read
 * outside the shared cache so no draft ever lands in an entry a shopper's render reads.
 */
function draftPostBySlug(tenantId: TenantId, slug: string): Promise<PostView | null> {
  return findPost({ and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] }, '-updatedAt', true)
}
