import { blogRss, escapeXml, rfc822 } from '@/domain/blog/rss'

describe('the blog’s RSS 2.0 feed', () => {
  const posts = [
    {
      title: 'Tyres & brakes: <what> to "check"',
      slug: 'tyres-brakes',
      publishedAt: '2026-03-05T00:00:00.000Z',
      excerpt: 'Before a road trip — it’s worth 10 minutes.',
      author: 'Priya',
      imageUrl: '/demo-images/promo-2.jpg',
      categories: [{ id: '1', title: 'Servicing & tips', slug: 'servicing', externalUrl: null }],
    },
    {
      title: 'Second',
      slug: 'second',
      publishedAt: '2026-02-01T00:00:00.000Z',
      excerpt: 'x',
      author: null,
      imageUrl: null,
      categories: [],
    },
  ]
  const xml = blogRss({ origin: 'http://harbour.localhost:3000', siteName: 'Harbour & Co', posts })

  it('escapes every text and attribute', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
    expect(xml).toContain('<title>Tyres &amp; brakes: &lt;what&gt; to &quot;check&quot;</title>')
    expect(xml).toContain('<title>Harbour &amp; Co blog</title>')
    expect(xml).toContain('<category>Servicing &amp; tips</category>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
  it('links every item absolutely on the tenant’s own host, newest first, with RFC 822 dates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<link>http://harbour.localhost:3000/blog</link>')
    expect(xml).toContain('<guid isPermaLink="true">http://harbour.localhost:3000/blog/tyres-brakes</guid>')
    expect(xml).toContain('<pubDate>Thu, 05 Mar 2026 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Thu, 05 Mar 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('href="http://harbour.localhost:3000/blog/rss.xml" rel="self"')
    expect(xml).toContain('<enclosure url="http://harbour.localhost:3000/demo-images/promo-2.jpg"')
    expect(xml.indexOf('tyres-brakes')).toBeLessThan(xml.indexOf('/blog/second'))
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(rfc822(new Date('2026-11-23T10:00:00Z'))).toBe('Mon, 23 Nov 2026 10:00:00 GMT')
  })
})
