import { sitePosts } from '@/data/blog'
import { siteOrigin } from '@/data/tenants'
import { blogRss, RSS_CONTENT_TYPE } from '@/domain/blog/rss'

import { siteTenant } from '../../tenantPage'

/** Items in the feed: the newest posts. */
const FEED_ITEMS = 30

/**
 * The tenant's RSS 2.0 feed: its newest published posts with absolute links on its own origin. On a host
 * that is no dealer site: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }): Promise<Response> {
  const tenant = await siteTenant(params)
  if (!tenant) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  const posts = (await sitePosts(tenant.id)).slice(0, FEED_ITEMS)
  const xml = blogRss({ origin: siteOrigin(tenant), siteName: tenant.name, posts })
  return new Response(xml, {
    headers: { 'content-type': RSS_CONTENT_TYPE, 'cache-control': 'public, max-age=300' },
  })
}
