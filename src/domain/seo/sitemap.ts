/**
 * Sitemaps as sitemaps.org and Google read them: a sitemap index at /sitemap.xml naming one file per kind of page
 * (/sitemaps/pages.xml, /sitemaps/vehicles-1.xml …), each a `<urlset>` of absolute URLs with a W3C `lastmod` where
 * the page has a last change, and a car's photos as Google's image extension (`<image:image>`). Each file stays under
 * the protocol's limits — 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed — by splitting a kind into numbered
 * files. Pure: which URLs a tenant lists is src/domain/seo/sitemapEntries.ts; the reads are src/data/sitemap.ts.
 *
 *   urlsetXml([{ loc: 'https://x.com.au/cars/a', lastmod: date, images: ['https://x.com.au/a.jpg'] }])
 *   → '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" …>…'
 *   splitSitemap(urls, { maxUrls: 2 }) → [[u1, u2], [u3]]   (vehicles-1.xml, vehicles-2.xml)
 */
import { escapeXml } from '../blog/rss'
import { w3cDateTime } from '../dateFormat'

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1'
export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8'

/** The protocol's limits on one file (sitemaps.org: 50,000 URLs, 50 MB uncompressed). */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 } as const
export type SitemapLimits = { maxUrls: number; maxBytes: number }

/** Google reads at most 1,000 images per page. */
export const MAX_IMAGES_PER_URL = 1000

/** A last change: a Date or an ISO date-time as the database gives it. */
export type Lastmod = Date | string | null | undefined

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string
  lastmod?: Lastmod
  /** Absolute image URLs shown on the page (a car's photos). */
  images?: readonly string[]
}

export interface SitemapRef {
  /** Absolute URL of a child sitemap. */
  loc: string
  lastmod?: Lastmod
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">\n`
const URLSET_CLOSE = '</urlset>\n'

const lastmodElement = (at: Lastmod): string => {
  const text = at === null || at === undefined ? null : w3cDateTime(new Date(at))
  return text ? `<lastmod>${text}</lastmod>` : ''
}

/** One `<url>` element, on its own line. */
export function urlElement(url: SitemapUrl): string {
  const images = (url.images ?? [])
    .slice(0, MAX_IMAGES_PER_URL)
    .map((src) => `<image:image><image:loc>${escapeXml(src)}</image:loc></image:image>`)
    .join('')
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmodElement(url.lastmod)}${images}</url>\n`
}

/** A `<urlset>` file. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_DECLARATION}${URLSET_OPEN}${urls.map(urlElement).join('')}${URLSET_CLOSE}`
}

/** The sitemap index: one `<sitemap>` per child file. */
export function sitemapIndexXml(refs: readonly SitemapRef[]): string {
  const items = refs.map((r) => `<sitemap><loc>${escapeXml(r.loc)}</loc>${lastmodElement(r.lastmod)}</sitemap>\n`)
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`
}

const encoder = new TextEncoder()
const utf8Bytes = (text: string): number => encoder.encode(text).length

/**
 * URLs cut into files that each keep within the limits, in order: a file closes at `maxUrls` URLs or before the URL
 * that would take it past `maxBytes` (counted with the file's declaration and `<urlset>` envelope). No URLs: no
 * files (sitemaps.org's schema wants at least one `<url>` in a file: a kind with nothing listed today has no file, and
 * the index names none).
 */
export function splitSitemap<T extends SitemapUrl>(urls: readonly T[], limits: SitemapLimits = SITEMAP_LIMITS): T[][] {
  const envelope = utf8Bytes(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE)
  const files: T[][] = []
  let current: T[] = []
  let bytes = envelope
  for (const url of urls) {
    const size = utf8Bytes(urlElement(url))
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      files.push(current)
      current = []
      bytes = envelope
    }
    current.push(url)
    bytes += size
  }
  if (current.length > 0) files.push(current)
  return files
}

/** The latest of the URLs' lastmod values, for the index's entry of their file; null when none has one. */
export function latestLastmod(urls: readonly SitemapUrl[]): Date | null {
  let latest: number | null = null
  for (const url of urls) {
    if (url.lastmod === null || url.lastmod === undefined) continue
    const time = new Date(url.lastmod).getTime()
    if (!Number.isNaN(time) && (latest === null || time > latest)) latest = time
  }
  return latest === null ? null : new Date(latest)
}
