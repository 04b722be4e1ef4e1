/**
 * The inventory feeds a tenant publishes, their stable paths on the tenant's own host, and the token that guards them.
 *   FEED_PATHS.google          → '/api/feeds/google-vehicle-ads.xml'
 *   feedUrl('https://x.com.au', 'meta', 'tok') → 'https://x.com.au/api/feeds/meta-catalogue.xml?token=tok'
 *   isFeedToken('…43 chars…')  → true for the shape newFeedToken makes (base64url, 32–128 characters)
 */

export const FEED_KINDS = ['google', 'meta'] as const
export type FeedKind = (typeof FEED_KINDS)[number]

export const FEED_PATHS: Record<FeedKind, string> = {
  google: '/api/feeds/google-vehicle-ads.xml',
  meta: '/api/feeds/meta-catalogue.xml',
}

export const FEED_LABELS: Record<FeedKind, string> = {
  google: 'Google Vehicle Ads',
  meta: 'Meta automotive catalogue',
}

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/

export function isFeedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value)
}

export function feedUrl(origin: string, kind: FeedKind, token: string): string {
  return `${origin.replace(/\/+$/, '')}${FEED_PATHS[kind]}?token=${encodeURIComponent(token)}`
}

/**
 * A tenant's origin from its first production domain, else the local demo host (the rule of siteOrigin in
 * src/data/tenants.ts, for code outside the data layer: the admin's feed endpoints).
 */
export function tenantOrigin(primaryHost: string | null | undefined, slug: string, port: number): string {
  if (primaryHost) return `https://${primaryHost}`
  return `http://${slug}.localhost${port === 80 ? '' : `:${port}`}`
}
