import { absoluteUrl, postPath, type PostSummary } from './posts'

/**
 * The tenant's RSS 2.0 feed of its blog: every URL absolute on the tenant's own origin, every text
 * escaped, dates in RFC 822 (RSS 2.0), newest first as given.
 */
export interface RssInput {
  origin: string
  /** The dealer's name: the channel title reads '{name} blog'. */
  siteName: string
  posts: Pick<PostSummary, 'title' | 'slug' | 'publishedAt' | 'excerpt' | 'author' | 'imageUrl' | 'categories'>[]
  /** The feed's own path (atom:link rel=self). */
  feedPath?: string
  now?: Date
}

export const RSS_PATH = '/blog/rss.xml'
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'

/** XML text and attribute escaping; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the allowed XML 1.0 characters are named by their code points
      .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** RFC 822 date as RSS 2.0 wants it: 'Thu, 05 Mar 2026 00:00:00 GMT'. */
export function rfc822(date: Date): string {
  return date.toUTCString()
}

const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

export function blogRss({ origin, siteName, posts, feedPath = RSS_PATH, now = new Date() }: RssInput): string {
  const link = absoluteUrl(origin, '/blog')
  const items = posts.map((p) => {
    const url = absoluteUrl(origin, postPath(p.slug))
    const published = new Date(p.publishedAt)
    const parts = [
      el('title', p.title),
      el('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      Number.isNaN(published.getTime()) ? '' : el('pubDate', rfc822(published)),
      el('description', p.excerpt),
      p.author ? el('dc:creator', p.author) : '',
      ...p.categories.map((c) => el('category', c.title)),
      p.imageUrl
        ? `<enclosure url="${escapeXml(absoluteUrl(origin, p.imageUrl))}" length="0" type="${imageType(p.imageUrl)}"/>`
        : '',
    ]
    return `<item>${parts.filter(Boolean).join('')}</item>`
  })
  const latest = posts[0] ? new Date(posts[0].publishedAt) : now
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    el('title', `${siteName} blog`),
    el('link', link),
    el('description', `News, car buying advice and vehicle reviews from ${siteName}.`),
    el('language', 'en-AU'),
    el('lastBuildDate', rfc822(Number.isNaN(latest.getTime()) ? now : latest)),
    `<atom:link href="${escapeXml(absoluteUrl(origin, feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase()
  if (ext === 'png') return 'image/png'
  if (ext === 'webp') return 'image/webp'
  if (ext === 'svg') return 'image/svg+xml'
  return 'image/jpeg'
}
