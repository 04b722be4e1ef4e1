/**
 * Where a previewed document shows on its tenant's site (live preview), pure:
 *
 *   previewPath('pages', { slug: 'home' })                    → '/'
 *   previewPath('pages', { slug: 'eofy', template: 'sale' })  → '/pages/eofy'
 *   previewPath('pages', { slug: 'about-us' })                → '/about-us'
 *   previewPath('posts', { slug: 'winter-tyres' })            → '/blog/winter-tyres'
 *   previewPath('offers', { id: 7 })                          → '/offers/7'
 *   previewPath('promo-tiles', {})                            → '/search'
 *   previewPath('banners', { placement: 'announcement' })     → '/'            (the bar shows on every page)
 *   previewPath('banners', { placement: 'feature' }, '/cars/x') → '/cars/x'   (feature banners: vehicle pages)
 *   previewPath('popups', {}, '/cars/x')                      → '/cars/x'      (pop-ups show on vehicle pages)
 *
 * `vehiclePath` is one of the tenant's vehicle pages (the caller finds one); without it, '/'.
 * The site origin: tenantSiteOrigin below.
 */
import type { PreviewCollection } from './previewToken'

export type PreviewDoc = { id?: unknown; slug?: unknown; template?: unknown; placement?: unknown }

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

export function previewPath(collection: PreviewCollection, doc: PreviewDoc, vehiclePath?: string | null): string {
  const slug = typeof doc.slug === 'string' && SLUG.test(doc.slug) ? doc.slug : null
  switch (collection) {
    case 'pages':
      if (!slug || slug === 'home') return '/'
      return doc.template === 'sale' ? `/pages/${slug}` : `/${slug}`
    case 'posts':
      return slug ? `/blog/${slug}` : '/blog'
    case 'offers':
      return typeof doc.id === 'number' || typeof doc.id === 'string'
        ? `/offers/${encodeURIComponent(String(doc.id))}`
        : '/special-offers'
    case 'promo-tiles':
      return '/search'
    case 'banners':
      return doc.placement === 'feature' && vehiclePath ? vehiclePath : '/'
    case 'popups':
      return vehiclePath ?? '/'
  }
}

/** Whether the collection's document shows on a vehicle page (the caller then finds one of the tenant's). */
export function showsOnVehiclePage(collection: PreviewCollection, doc: PreviewDoc): boolean {
  return collection === 'popups' || (collection === 'banners' && doc.placement === 'feature')
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The tenant's site origin as the admin at `adminHost` (its Host header) reaches it: its first domain over https —
 * unless the admin itself is on a loopback host (the local demo, a developer's machine), where the tenant answers on
 * http://{slug}.localhost on the admin's own port (a demo tenant's example domains resolve nowhere).
 *   ({ slug: 'harbour', primaryHost: 'www.harbour.com.au' }, 'admin.group.com.au') → 'https://www.harbour.com.au'
 *   ({ slug: 'harbour', primaryHost: 'www.harbour.com.au' }, 'localhost:3522')     → 'http://harbour.localhost:3522'
 *   ({ slug: 'harbour' }, 'admin.group.com.au', 3000)                              → 'http://harbour.localhost:3000'
 */
export function tenantSiteOrigin(
  tenant: { slug: string; primaryHost?: string | null },
  adminHost: string | null | undefined,
  defaultPort: number,
): string {
  const host = (adminHost ?? '').trim().toLowerCase()
  const match = /^(\[[^\]]*\]|[^:]+)(?::(\d{1,5}))?$/.exec(host)
  const name = match?.[1] ?? ''
  const loopback = LOOPBACK.has(name)
  if (tenant.primaryHost && !loopback) return `https://${tenant.primaryHost}`
  const port = loopback && match?.[2] ? Number(match[2]) : defaultPort
  return `http://${tenant.slug}.localhost${port === 80 ? '' : `:${port}`}`
}
