import { type APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminUrl, DEMO_PASSWORD, PORT } from './helpers'

/**
 * What a crawler gets from each demo tenant (docs/seo.md): its robots.txt names the sitemap index on its own host;
 * every URL of every child sitemap is on that host and answers 200 there, as a crawler asks (no cookies, no redirect
 * followed); a car marked sold leaves the vehicles sitemap once its sold date is past the tenant's listing window.
 * Requests go to the server with the tenant's Host header (as server/server.mjs sees a crawler's), a few at a time.
 */

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const
/** Requests at once while checking the listed URLs: enough to be quick, few enough to leave the server responsive. */
const CONCURRENCY = 4

let crawler: APIRequestContext

test.beforeAll(async ({ playwright }) => {
  crawler = await playwright.request.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
})

test.afterAll(async () => {
  await crawler?.dispose()
})

const origin = (slug: string) => `http://${slug}.localhost:${PORT}`

/** GET of an absolute URL on its own host, through the server's port. */
async function get(url: string, headers: Record<string, string> = {}) {
  const { host, pathname, search } = new URL(url)
  const res = await crawler.get(`http://localhost:${PORT}${pathname}${search}`, {
    headers: { Host: host, ...headers },
    maxRedirects: 0,
  })
  return { status: res.status(), headers: res.headers(), body: await res.text() }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))

/** Every URL a tenant's sitemaps list, by child file; each file checked as it is fetched. */
async function listedUrls(slug: string): Promise<Map<string, string[]>> {
  const index = await get(`${origin(slug)}/sitemap.xml`)
  expect(index.status, `${slug} /sitemap.xml`).toBe(200)
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
  const files = new Map<string, string[]>()
  for (const file of locs(index.body)) {
    expect(file.startsWith(`${origin(slug)}/sitemaps/`), file).toBe(true)
    const child = await get(file)
    expect(child.status, file).toBe(200)
    expect(child.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(child.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    files.set(file, locs(child.body))
  }
  return files
}

test('robots.txt and the sitemaps of every demo tenant: each listed URL answers 200 on its own host', async () => {
  test.setTimeout(300_000)
  const admin = await get(`http://localhost:${PORT}/robots.txt`)
  expect(admin.body, 'the platform and admin host').toBe('User-agent: *\nDisallow: /\n')

  for (const slug of TENANTS) {
    const robots = await get(`${origin(slug)}/robots.txt`)
    expect(robots.status).toBe(200)
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body).toContain(`\nSitemap: ${origin(slug)}/sitemap.xml\n`)
    expect(robots.body).toContain('\nDisallow: /api/\n')

    const files = await listedUrls(slug)
    const kinds = [...files.keys()].map((f) => f.split('/').pop())
    expect(kinds).toEqual(expect.arrayContaining(['pages.xml', 'vehicles-1.xml']))
    const urls = [...files.values()].flat()
    expect(new Set(urls).size, `${slug}: each URL listed once`).toBe(urls.length)
    for (const url of urls) expect(new URL(url).origin, url).toBe(origin(slug))

    const failures: string[] = []
    const queue = [...urls]
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          const { status } = await get(url)
          if (status !== 200) failures.push(`${status} ${url}`)
        }
      }),
    )
    expect(failures, `${slug}: ${urls.length} URLs listed`).toEqual([])
  }
})

test('SRP-31 a car marked sold stays in the vehicles sitemap for the listing window and leaves after it', async ({
  playwright,
}) => {
  const admin = await playwright.request.newContext()
  const login = await admin.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.status(), await login.text()).toBe(200)
  const vehicles = `${origin('harbour')}/sitemaps/vehicles-1.xml`
  const listed = locs((await get(vehicles)).body)
  const url = listed.at(-1)!
  const slug = url.split('/cars/')[1]!
  const found = await admin.get(adminUrl(`/api/vehicles?where[slug][equals]=${slug}&depth=0&limit=1`))
  const car = ((await found.json()) as { docs: Record<string, unknown>[] }).docs[0]!
  const patch = async (data: Record<string, unknown>) => {
    const res = await admin.patch(adminUrl(`/api/vehicles/${String(car.id)}`), { data })
    expect(res.status(), await res.text()).toBe(200)
  }
  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString()
  try {
    // sold yesterday: still listed (the site still lists it, with the sold notice), and its page answers
    await patch({ status: 'sold', sold: true, sold_date_timestamp: daysAgo(1) })
    expect(locs((await get(vehicles)).body)).toContain(url)
    // sold ten days ago, past Harbour's window: gone from the sitemap at once, though its page still answers
    await patch({ sold_date_timestamp: daysAgo(10) })
    expect(locs((await get(vehicles)).body)).not.toContain(url)
    expect((await get(url)).status).toBe(200)
  } finally {
    await patch({
      status: car.status,
      sold: car.sold ?? false,
      sold_date_timestamp: car.sold_date_timestamp ?? null,
    })
    await admin.dispose()
  }
  expect(locs((await get(vehicles)).body)).toContain(url)
})

test('a sitemap unchanged since the crawler’s copy answers 304', async () => {
  const first = await get(`${origin('coastal-mazda')}/sitemaps/pages.xml`)
  expect(first.headers['etag']).toMatch(/^"[\w-]+"$/)
  const again = await get(`${origin('coastal-mazda')}/sitemaps/pages.xml`, { 'If-None-Match': first.headers['etag']! })
  expect(again.status).toBe(304)
})
