import { expect, test } from './fixtures'
import { TEMPLATE_TENANTS, onePerRoute, pagesOfTenant, tenantGet, type PageOfType } from './pageTypes'

/**
 * A page's metadata is in its <head> whoever asks: a browser, Googlebot (which Next does not count among the
 * "HTML-limited" bots it serves blocking metadata to) or a client that sends no User-Agent. Next streams metadata
 * into <body> for clients it takes for browsers; the edge page cache stores whichever render fills it first and
 * serves that copy to everyone, crawlers included. next.config.mjs `htmlLimitedBots` matches every user agent and
 * src/proxy.ts names a client that sends none, so no render streams it (docs/architecture/edge-and-page-cache.md).
 *
 * Each page type of each template is rendered fresh (a `payload-token` cookie makes the edge pass the request to Next:
 * x-page-cache BYPASS) for each client, then read once more as served (the cache's copy).
 */
const CLIENTS: Record<string, string> = {
  browser:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.139 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'no user agent': '',
}

/** The tags every page's <head> holds (a 404 page: its title). */
const REQUIRED: Record<string, RegExp> = {
  title: /<title>[^<]+<\/title>/,
  description: /<meta name="description" content="[^"]+"/,
}
/** Metadata tags: the title, named and Open Graph meta tags, the canonical and alternate links. */
const METADATA =
  /<title>[^<]*<\/title>|<meta (?:name|property)="[^"]+" content="[^"]*"\/>|<link rel="(?:canonical|alternate)"[^>]*>/g

/**
 * A page's metadata as it lies: the tags in <head>, and what is wrong (a required tag missing from <head>, any
 * metadata tag in <body>).
 */
function metadataOf(html: string, page: PageOfType): { head: string[]; problems: string[] } {
  const end = html.indexOf('</head>')
  if (end === -1) return { head: [], problems: ['no </head>'] }
  const head = html.slice(0, end).match(METADATA) ?? []
  // scripts hold the flight payload (markup as data) and inline SVG may have its own <title>: not metadata
  const body = html.slice(end).replace(/<script[\s\S]*?<\/script>|<svg[\s\S]*?<\/svg>/g, '')
  const problems: string[] = []
  const required = page.status === 200 ? Object.entries(REQUIRED) : [['title', REQUIRED.title!] as const]
  for (const [name, pattern] of required)
    if (!head.some((tag) => pattern.test(tag))) problems.push(`no ${name} in <head>`)
  for (const tag of body.match(METADATA) ?? []) problems.push(`${tag.slice(0, 80)} in <body>`)
  return { head, problems }
}

test('every page type of every template has its metadata (title, description, canonical, Open Graph) in <head>, the same for a browser, Googlebot and a client without a user agent', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  let checked = 0
  for (const tenant of TEMPLATE_TENANTS) {
    for (const page of onePerRoute(await pagesOfTenant(request, tenant))) {
      const heads = new Map<string, string[]>()
      for (const [client, ua] of Object.entries(CLIENTS)) {
        const res = await tenantGet(request, tenant, page.path, { 'user-agent': ua, cookie: 'payload-token=none' })
        expect(res.status(), `${tenant} ${page.path} as ${client}`).toBe(page.status)
        expect(res.headers()['x-page-cache'], `${tenant} ${page.path} rendered fresh`).toBe('BYPASS')
        const { head, problems: found } = metadataOf(await res.text(), page)
        for (const p of found) problems.push(`${tenant} ${page.path} (${client}): ${p}`)
        heads.set(client, head)
        checked++
      }
      // and the copy the page cache serves to everyone
      const served = metadataOf(await (await tenantGet(request, tenant, page.path)).text(), page)
      for (const p of served.problems) problems.push(`${tenant} ${page.path} (as served): ${p}`)
      heads.set('as served', served.head)
      // every client is told the same (a 404 as served is the edge's own render of the site's 404 page:
      // docs/architecture/edge-and-page-cache.md, 404s drawn by the server)
      if (page.status !== 200) continue
      const browser = JSON.stringify(heads.get('browser'))
      for (const [client, head] of heads)
        if (JSON.stringify(head) !== browser)
          problems.push(`${tenant} ${page.path} (${client}): not a browser's metadata`)
    }
  }
  expect(checked).toBeGreaterThan(3 * 3 * 20)
  expect(problems).toEqual([])
})
