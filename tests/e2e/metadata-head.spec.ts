import { expect, test } from '@playwright/test'

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

/** The tags a page's <head> must hold (every page that answers 200) and that must never appear in its <body>. */
const HEAD_TAGS: Record<string, RegExp> = {
  title: /<title>[^<]+<\/title>/,
  description: /<meta name="description" content="[^"]+"/,
  canonical: /<link rel="canonical" href="https?:\/\/[^"]+"/,
  'og:title': /<meta property="og:title" content="[^"]+"/,
}
const IN_BODY = /<title>|<meta name="description"|<link rel="canonical"|<meta property="og:/

/** What is wrong with a page's metadata placement: an empty list when everything is in <head>. */
function misplaced(html: string, page: PageOfType): string[] {
  const end = html.indexOf('</head>')
  if (end === -1) return ['no </head>']
  const head = html.slice(0, end)
  // scripts hold the flight payload (markup as data) and inline SVG may have its own <title>: not metadata
  const body = html.slice(end).replace(/<script[\s\S]*?<\/script>|<svg[\s\S]*?<\/svg>/g, '')
  const problems: string[] = []
  const required = page.status === 200 ? Object.entries(HEAD_TAGS) : [['title', HEAD_TAGS.title!] as const]
  for (const [name, pattern] of required) if (!pattern.test(head)) problems.push(`${name} missing from <head>`)
  const stray = body.match(IN_BODY)
  if (stray) problems.push(`${stray[0]} in <body>`)
  return problems
}

test('every page type of every template has its title, description, canonical and Open Graph tags in <head> for a browser, Googlebot and a client without a user agent', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  let checked = 0
  for (const tenant of TEMPLATE_TENANTS) {
    for (const page of onePerRoute(await pagesOfTenant(request, tenant))) {
      for (const [client, ua] of Object.entries(CLIENTS)) {
        const res = await tenantGet(request, tenant, page.path, { 'user-agent': ua, cookie: 'payload-token=none' })
        expect(res.status(), `${tenant} ${page.path} as ${client}`).toBe(page.status)
        expect(res.headers()['x-page-cache'], `${tenant} ${page.path} rendered fresh`).toBe('BYPASS')
        for (const p of misplaced(await res.text(), page)) problems.push(`${tenant} ${page.path} (${client}): ${p}`)
        checked++
      }
      // and the copy the page cache serves to everyone
      const served = await tenantGet(request, tenant, page.path)
      for (const p of misplaced(await served.text(), page)) problems.push(`${tenant} ${page.path} (as served): ${p}`)
    }
  }
  expect(checked).toBeGreaterThan(3 * 3 * 20)
  expect(problems).toEqual([])
})
