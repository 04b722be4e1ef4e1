/**
 * The blog's rules (RTE-32/33, CMS-19/20): what a post and a category look like to the site, the card's
 * date format, summaries, category links (internal filter or the tenant's external blog) and pagination.
 * Pure: the data layer (src/data/blog.ts) reshapes Payload documents into these views.
 */

import { formatDate, zonedClock } from '../dateFormat'

export interface PostCategoryView {
  id: string
  title: string
  slug: string
  /** An https:// address on the tenant's external blog (RTE-33), or null for a category listed on /blog. */
  externalUrl: string | null
}

export interface PostSummary {
  id: string
  title: string
  slug: string
  /** ISO date-time the post is published at. */
  publishedAt: string
  /** ISO date-time of the last edit (JSON-LD dateModified, RSS). */
  updatedAt: string
  author: string | null
  /** The card summary: the post's own, or the start of its article (see postSummary). */
  excerpt: string
  imageUrl: string | null
  categories: PostCategoryView[]
}

export interface PostView extends PostSummary {
  /** Lexical editor JSON of the article (rendered by the RichText module). */
  body: unknown
  description: string | null
}

/** Posts per page of /blog (more: ?page=2). */
export const POSTS_PER_PAGE = 12
/** CMS-20: blog card images are requested at this width. */
export const BLOG_CARD_IMAGE_WIDTH = 375
/** Characters of a card's summary before it is cut at a word with an ellipsis. */
export const EXCERPT_LIMIT = 160
/** The category also served at its own path, /blog/vehicle-reviews (RTE-32). */
export const VEHICLE_REVIEWS_SLUG = 'vehicle-reviews'
/** The time zone post dates are shown in when the tenant names none (a date picked as 5 March reads 05 March). */
export const DEFAULT_BLOG_TIME_ZONE = 'Australia/Sydney'

/**
 * CMS-19: a post's date as `dd MMMM yyyy`, two-digit day and the month in full: '05 March 2026'. Invalid → ''.
 *   formatPostDate('2026-03-04T14:00:00.000Z') → '05 March 2026' (Sydney, UTC+11)
 */
export function formatPostDate(iso: string, timeZone: string = DEFAULT_BLOG_TIME_ZONE): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return formatDate(date, 'dd mmmm yyyy', timeZone)
}

/** The same date as the `datetime` attribute of `<time>`: 'yyyy-mm-dd' in the zone shown. */
export function postDateAttribute(iso: string, timeZone: string = DEFAULT_BLOG_TIME_ZONE): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return zonedClock(date, timeZone).date
}

/**
 * Text cut to `limit` characters at the last word boundary, with an ellipsis; shorter text is returned trimmed.
 *   truncateText('Buying a used car in NSW', 12) → 'Buying a…'
 */
export function truncateText(text: string, limit: number = EXCERPT_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  const head = (space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?—–-]+$/, '')
  return `${head}…`
}

/** Lexical node types that hold a line of text of their own. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** The text blocks of Lexical editor JSON, in order: paragraphs, headings, list items and quotes. */
export function lexicalBlocks(value: unknown): { type: string; text: string }[] {
  const out: { type: string; text: string }[] = []
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const n = node as { type?: unknown; text?: unknown; children?: unknown }
    if (n.type === 'text' && typeof n.text === 'string') return n.text
    return Array.isArray(n.children) ? n.children.map(textOf).join('') : ''
  }
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: unknown; children?: unknown }
    if (typeof n.type === 'string' && TEXT_BLOCKS.has(n.type)) {
      const text = textOf(n).replace(/\s+/g, ' ').trim()
      if (text) out.push({ type: n.type, text })
      return
    }
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root)
  return out
}

/**
 * The plain text of Lexical editor JSON as sentences: each block ends with a full stop unless it has its own
 * punctuation ('Before you buy. Check the PPSR first.'). Anything else → ''.
 */
export function lexicalPlainText(value: unknown): string {
  return lexicalBlocks(value)
    .map((b) => (/[.!?:;…]$/.test(b.text) ? b.text : `${b.text}.`))
    .join(' ')
}

/**
 * A card's summary: the post's own excerpt, else its article's paragraphs (else any of its text); cut at
 * EXCERPT_LIMIT.
 */
export function postSummary(excerpt: string | null | undefined, body: unknown): string {
  const own = (excerpt ?? '').trim()
  if (own !== '') return truncateText(own)
  const paragraphs = lexicalBlocks(body)
    .filter((b) => b.type === 'paragraph')
    .map((b) => b.text)
    .join(' ')
  return truncateText(paragraphs !== '' ? paragraphs : lexicalPlainText(body))
}

export const postPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`

/** The /blog listing of a category: its own path for vehicle reviews, else the filter; page 1 has no `page`. */
export function blogListPath(categorySlug: string | null = null, page = 1): string {
  const base = categorySlug === VEHICLE_REVIEWS_SLUG ? '/blog/vehicle-reviews' : '/blog'
  const query = new URLSearchParams()
  if (categorySlug && categorySlug !== VEHICLE_REVIEWS_SLUG) query.set('category', categorySlug)
  if (page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `${base}?${qs}` : base
}

export interface CategoryLink {
  label: string
  href: string
  /** True for a category that lives on the external blog (RTE-33): it opens there. */
  external: boolean
}

/**
 * Where a category chip leads (RTE-33): an external category to its address on the tenant's external blog, the
 * vehicle-reviews category to /blog/vehicle-reviews, any other to /blog?category={slug}.
 */
export function categoryLink(category: PostCategoryView): CategoryLink {
  if (category.externalUrl) return { label: category.title, href: category.externalUrl, external: true }
  return { label: category.title, href: blogListPath(category.slug), external: false }
}

/** Whether a category is listed on the site (not external). */
export const isInternalCategory = (category: PostCategoryView): boolean => !category.externalUrl

/**
 * Posts a shopper can see at `now`: published at or before it, newest first (ties by title). Posts only in
 * external categories stay listed: their own category chip links out, the post itself is here.
 */
export function visiblePosts<T extends Pick<PostSummary, 'publishedAt' | 'title'>>(posts: T[], now: Date): T[] {
  const at = now.getTime()
  return posts
    .filter((p) => {
      const t = Date.parse(p.publishedAt)
      return Number.isFinite(t) && t <= at
    })
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.title.localeCompare(b.title))
}

export interface BlogPage<T> {
  items: T[]
  page: number
  pageCount: number
  total: number
}

/**
 * One page of a list. `page` comes from the address: anything but a whole number from 1 to the last page is null
 * (the route answers 404 rather than an empty page); an empty list has one (empty) page.
 *   paginate(posts(30), '2') → items 13–24, page 2 of 3
 */
export function paginate<T>(
  items: T[],
  rawPage: string | null | undefined,
  perPage = POSTS_PER_PAGE,
): BlogPage<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const page = rawPage == null || rawPage === '' ? 1 : /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : NaN
  if (!Number.isInteger(page) || page > pageCount) return null
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, total: items.length }
}

/**
 * Up to `limit` other posts for a post page: those sharing most categories first, then the newest.
 */
export function relatedPosts<T extends Pick<PostSummary, 'id' | 'categories'>>(post: T, all: T[], limit = 3): T[] {
  const mine = new Set(post.categories.map((c) => c.id))
  return all
    .filter((p) => p.id !== post.id)
    .map((p, index) => ({ p, index, shared: p.categories.filter((c) => mine.has(c.id)).length }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.p)
}

/** An image path made absolute on the site's origin (feeds, JSON-LD); absolute URLs are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}
