/**
 * Minimal valid documents for every tenant-scoped collection, created through the Local API.
 *
 *   const doc = await createScoped(payload, 'pages', tenantId, 'Alpha')   // overrideAccess: true
 *   scopedData('pages', tenantId, 'Alpha') → the data object, for creates made as a particular user
 */
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'

import { relationId } from '@/domain/ids'

/**
 * A document as the int tests read it: loosely, by field name. Typing fixtures with payload-types would tie every
 * test to the whole schema for no gain in what they prove.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixtures read documents loosely (see above)
export type Doc = Record<string, any>

/** The context fixture writes use: no cache revalidation (there is no Next server) and no search sync. */
export const FIXTURE_CONTEXT = { disableRevalidate: true, skipSearchSync: true } as const

/**
 * Create any document through the Local API as the system (overrideAccess), depth 0, fixture context.
 *   const tenant = await createDoc(payload, 'tenants', { name: 'A', slug: `a-${stamp()}`, template: 'group' })
 */
export function createDoc(
  payload: Payload,
  collection: CollectionSlug,
  data: Doc,
  context: Record<string, unknown> = FIXTURE_CONTEXT,
): Promise<Doc> {
  return payload.create({
    collection,
    data: data as never,
    overrideAccess: true,
    depth: 0,
    context,
  }) as Promise<Doc>
}

/** A short suffix that keeps one run's slugs and emails apart from every other's in the shared database. */
export function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`
}

export const MARKETING_EDITABLE = [
  'pages',
  'promo-tiles',
  'popups',
  'banners',
  'offers',
  'legal-texts',
  'navigation',
  'posts',
  'post-categories',
  'reviews',
] as const
export const MANAGER_ONLY = ['vehicles', 'dealerships', 'locations', 'brands'] as const
/** Every collection the multi-tenant plugin scopes (payload.config.ts), media included. */
export const SCOPED = [...MARKETING_EDITABLE, ...MANAGER_ONLY, 'media'] as const
export type ScopedSlug = (typeof SCOPED)[number]

/** The text field each collection is titled by: used to try (and check) edits. */
export const TITLE_FIELD: Record<ScopedSlug, string> = {
  pages: 'title',
  'promo-tiles': 'title',
  popups: 'title',
  banners: 'title',
  offers: 'name',
  'legal-texts': 'title',
  navigation: 'name',
  vehicles: 'name',
  dealerships: 'name',
  locations: 'name',
  brands: 'title',
  media: 'alt',
  posts: 'title',
  'post-categories': 'title',
  reviews: 'customer_name',
}

export function lexicalText(text: string) {
  return {
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr' as const,
          format: '' as const,
          indent: 0,
          version: 1,
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

let pngCache: Buffer | undefined
export async function tinyPng(): Promise<Buffer> {
  pngCache ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer()
  return pngCache
}

export async function mediaFile(name: string) {
  const data = await tinyPng()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/**
 * Data for one document. `extra.dealership` is required for locations (a dealership of the same tenant).
 * Pages, posts, promo tiles, popups, banners and offers (the collections with drafts) are created published unless
 * `extra._status` says otherwise.
 */
export function scopedData(
  slug: ScopedSlug,
  tenant: number | string,
  label: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const title = `${label} ${slug}`
  const base: Record<ScopedSlug, Record<string, unknown>> = {
    pages: { title, layout: [{ blockType: 'hero', heading: title }], _status: 'published' },
    'promo-tiles': { title, link: '/cars', _status: 'published' },
    popups: { title, linkTo: '/offers', buttonText: 'Find out more', active: true, _status: 'published' },
    banners: { title, placement: 'announcement', text: title, _status: 'published' },
    offers: { name: title, _status: 'published' },
    'legal-texts': { title, kind: 'terms', body: lexicalText(`${label} terms`) },
    navigation: { name: title, header: [{ label: 'Cars', url: '/cars' }] },
    vehicles: { name: title, slug: `${label.toLowerCase().replace(/\W+/g, '-')}-car`, car_type: 'used', price: 19990 },
    dealerships: { name: title },
    locations: { name: title },
    brands: { title },
    media: { alt: title },
    posts: {
      title,
      body: lexicalText(`${label} post`),
      published_at: '2026-01-05T12:00:00.000Z',
      _status: 'published',
    },
    'post-categories': { title },
    reviews: { customer_name: title, rating: 5, review_date: '2026-01-05T12:00:00.000Z' },
  }
  return { ...base[slug], tenant, ...extra }
}

export async function createScoped(
  payload: Payload,
  slug: ScopedSlug,
  tenant: number | string,
  label: string,
  extra: Record<string, unknown> = {},
): Promise<Doc> {
  const data = scopedData(slug, tenant, label, extra)
  const file = slug === 'media' ? await mediaFile(`${label.toLowerCase().replace(/\W+/g, '-')}.png`) : undefined
  const draft = data._status === 'draft'
  return payload.create({
    collection: slug as CollectionSlug,
    data: data as never,
    file,
    draft,
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
  }) as Promise<Doc>
}

/** The tenant id of a document read at any depth. */
export function tenantOf(doc: { tenant?: unknown }): number | string | null {
  return relationId(doc.tenant)
}
