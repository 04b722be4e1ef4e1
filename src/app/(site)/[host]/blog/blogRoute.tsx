import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { postCategories, sitePosts } from '@/data/blog'
import { siteOrigin } from '@/data/tenants'
import { isInternalCategory, paginate, VEHICLE_REVIEWS_SLUG } from '@/domain/blog/posts'
import { RSS_PATH } from '@/domain/blog/rss'
import type { TenantSite } from '@/domain/site'
import { BlogIndex } from '@/modules/blog/components/BlogIndex'

/** The query of a blog listing: ?category={slug} (the filter) and ?page={n}. */
export type BlogSearchParams = Promise<{ category?: string | string[]; page?: string | string[] }>

const one = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null

/** What a blog listing's <head> carries: canonical on the tenant's own origin and the RSS feed as an alternate. */
export function blogMetadata(tenant: TenantSite, title: string, path: string, description: string): Metadata {
  const origin = siteOrigin(tenant)
  return {
    title,
    description,
    alternates: {
      canonical: `${origin}${path}`,
      types: { 'application/rss+xml': [{ url: `${origin}${RSS_PATH}`, title: `${tenant.name} blog` }] },
    },
  }
}

/**
 * /blog (all posts, or one category by ?category=) and /blog/vehicle-reviews (`fixedCategory`): 12 cards a page.
 * An unknown or external category, or a page beyond the last, is the 404 page; an empty blog is an empty state.
 */
export async function BlogListing({
  tenant,
  searchParams,
  fixedCategory = null,
}: {
  tenant: TenantSite
  searchParams: BlogSearchParams
  fixedCategory?: string | null
}) {
  const query = await searchParams
  const [posts, categories] = await Promise.all([sitePosts(tenant.id), postCategories(tenant.id)])
  const requested = fixedCategory ?? one(query.category)
  if (requested === VEHICLE_REVIEWS_SLUG && fixedCategory === null) notFound()
  const category = requested === null ? null : categories.find((c) => c.slug === requested && isInternalCategory(c))
  if (requested !== null && !category && fixedCategory === null) notFound()
  const shown = requested === null ? posts : posts.filter((p) => p.categories.some((c) => c.slug === requested))
  const list = paginate(shown, one(query.page))
  if (!list) notFound()
  const title = fixedCategory === VEHICLE_REVIEWS_SLUG ? 'Vehicle reviews' : (category?.title ?? 'Blog')
  const intro =
    fixedCategory === VEHICLE_REVIEWS_SLUG
      ? `Road tests and model reviews from the team at ${tenant.name}.`
      : `News, car buying advice, reviews and servicing tips from ${tenant.name}.`
  return <BlogIndex {...{ title, intro, categories }} current={requested} list={list} searchHref="/search" />
}
