import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, forgetHttpCache, test } from './fixtures'
import { adminUrl, DATA_DIR, DEMO_PASSWORD, PORT, pushStockFeed, tenantUrl } from './helpers'

/**
 * The edge page cache's mechanics through the real server (server/server.mjs + server/pageCache.mjs).
 * A tenant page is rendered by Next once and then answered from memory (`x-page-cache: HIT`), with a policy that names
 * the hashes of the page's inline scripts instead of a nonce; what is not a page (API, client navigations) or not
 * storable (a 404) is never a HIT; an edit or POST /api/revalidate purges its own tenant only. (The broader "an admin
 * edit shows within 5 s" proofs are in tests/e2e/page-freshness.spec.ts.)
 */

let shopper: APIRequestContext

test.beforeAll(async ({ playwright }) => {
  shopper = await playwright.request.newContext()
})
test.afterAll(async () => {
  await shopper?.dispose()
})

type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** A GET on a tenant host as a cookie-less shopper; the body as sent (no decoding), unless `decode`. */
async function get(slug: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await shopper.get(`http://localhost:${PORT}${pathname}`, {
    headers: { Host: `${slug}.localhost:${PORT}`, 'Accept-Encoding': 'identity', ...headers },
    maxRedirects: 0,
  })
  return { status: res.status(), headers: res.headers(), body: await res.body() }
}

/** A GET whose body stays as sent (Playwright's request API decodes gzip and br by itself). */
function rawGet(slug: string, pathname: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: pathname, headers: { Host: `${slug}.localhost:${PORT}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
  })
}

/**
 * Asks until the cache answers HIT (the first request renders: MISS) with a copy stored at most HIT_MAX_AGE_S ago, so
 * it stays fresh (PAGE_CACHE_TTL_S, 60 s) through a test's next checks: a later STALE or MISS is then a purge, not
 * the copy's age. An older copy is asked for again until it goes stale and its refresh replaces it.
 */
async function hit(slug: string, pathname: string): Promise<Answer> {
  let last: Answer | null = null
  await expect
    .poll(
      async () => {
        last = await get(slug, pathname)
        const young = Number(last.headers['age']) <= HIT_MAX_AGE_S
        return `${last.status} ${last.headers['x-page-cache']}${young ? '' : ' (older)'}`
      },
      { message: `${slug}${pathname} is served from the page cache, stored recently`, timeout: 90_000 },
    )
    .toBe('200 HIT')
  return last as unknown as Answer
}

/**
 * How old a copy hit() takes may be: the test reading it again has 30 s before it could go stale by age, and hit()
 * waits at most about as long for an older one to be replaced (each test here has time for a few such waits).
 */
const HIT_MAX_AGE_S = 30

/**
 * An address of the check's own for a page (`?utm_campaign=…`: ignored by the page, part of the cache key), so hit()
 * finds no copy older than HIT_MAX_AGE_S from an earlier test to wait out: its first request renders a new entry.
 */
const RUN = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`
let campaigns = 0
const own = (path: string) => `${path}${path.includes('?') ? '&' : '?'}utm_campaign=page-cache-${RUN}-${++campaigns}`

test.beforeEach(() => test.setTimeout(180_000))

/** CSP violations the page saw: `securitypolicyviolation` events and console errors about the policy. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(m.text()))
      errors.push(m.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`))
  })
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ]
}

test('the second GET of the home page is a HIT with the same body, Age, the CDN headers and no marker', async () => {
  const first = await get('harbour', '/?pc=first')
  expect(first.status).toBe(200)
  expect(['MISS', 'SHARED', 'HIT']).toContain(first.headers['x-page-cache'])
  const second = await get('harbour', '/?pc=first')
  expect(second.headers['x-page-cache']).toBe('HIT')
  expect(second.body.equals(first.body)).toBe(true)
  expect(Number(second.headers['age'])).toBeGreaterThanOrEqual(0)
  expect(second.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
  // the CDN's keys: the tenant's, and the precise tags the render read (the home page's sections list the stock)
  const keys = String(second.headers['cache-tag']).split(',')
  const tenantId = /^tenant-(\d+)$/.exec(keys[0] ?? '')?.[1]
  expect(tenantId).toBeDefined()
  expect(keys.filter((k) => /^t:\d+:vehicle-lists(?::|$)/.test(k)).length).toBeGreaterThan(0)
  expect(keys.slice(1).every((k) => k.startsWith(`t:${tenantId}:`))).toBe(true)
  expect(second.headers['surrogate-key']).toBe(keys.join(' '))
  expect(second.headers['vary']).toMatch(/Accept-Encoding/i)
  expect(second.headers['x-dp-page-cache']).toBeUndefined()
  expect(second.headers['x-content-type-options']).toBe('nosniff')
  // the query is sorted into the key: the same state written in another order is the same entry
  await hit('harbour', '/?a=1&b=2')
  expect((await get('harbour', '/?b=2&a=1')).headers['x-page-cache']).toBe('HIT')
})

test("a cached page's CSP names the hashes of its inline scripts (no nonce), and the page hydrates in Chromium without a violation", async ({
  page,
}) => {
  const home = own('/')
  const cached = await hit('harbour', home)
  const csp = cached.headers['content-security-policy']!
  expect(csp).not.toMatch(/'nonce-/)
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
  expect(scriptSrc).toContain("'self'")
  const html = cached.body.toString('utf8')
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(
    (m) => !/\bsrc\s*=/i.test(m[1]!),
  )
  expect(inline.length).toBeGreaterThan(0)
  for (const [, , text] of inline) {
    const hash = crypto.createHash('sha256').update(text!, 'utf8').digest('base64')
    expect(scriptSrc).toContain(`'sha256-${hash}'`)
  }

  await page.setViewportSize({ width: 390, height: 844 })
  const violations = await watchCsp(page)
  const res = await page.goto(tenantUrl('harbour', home))
  expect(res!.status()).toBe(200)
  expect((await res!.allHeaders())['x-page-cache']).toBe('HIT')
  // hydrated: the phone menu (a client component) opens the drawer
  const menu = page.getByTestId('menu-button')
  const drawer = page.getByTestId('menu-drawer')
  await expect(drawer).toBeHidden()
  await expect(async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(drawer).toBeVisible()
  expect(await violations()).toEqual([])
})

test("a cached page preloads its tenant's one brand face and asks for Next's bundle from a loader at the end of <body>; load waits for it and the page hydrates", async ({
  page,
}) => {
  const faces = { harbour: 'manrope', 'coastal-mazda': 'outfit', 'westside-used': 'figtree' } as const
  for (const [slug, face] of Object.entries(faces)) {
    const html = (await hit(slug, own('/'))).body.toString('utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link rel="preload" href="(\/fonts\/[^"]+)" as="font"[^>]*>/g)].map((m) => m[1])
    expect(preloads, `${slug}'s face`).toEqual([
      expect.stringMatching(new RegExp(`^/fonts/${face}-[0-9a-f]{10}\\.woff2$`)),
    ])
    expect((await rawGet(slug, preloads[0]!, {})).headers['cache-control']).toContain('immutable')
    // no bundle tag left in the document; one loader, the last thing in <body>, lists them
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js"[^>]*async/)
    expect(html).toMatch(
      /<script>\["\/_next\/static\/chunks\/[^"]+\.js"(,"[^"]+")*\]\.forEach\([^<]+<\/script><\/body><\/html>$/,
    )
  }

  await page.setViewportSize({ width: 390, height: 844 })
  await forgetHttpCache(page) // a first visit: every font and script it loads is asked for
  const fonts: string[] = []
  page.on('request', (r) => r.url().includes('/fonts/') && fonts.push(new URL(r.url()).pathname))
  await page.goto(tenantUrl('coastal-mazda', '/'), { waitUntil: 'load' })
  // the loader's scripts were added during the parse, so every one of them had arrived when the load event came
  const timing = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
    const chunks = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e.name.includes('/_next/static/chunks/') && e.name.endsWith('.js'))
    return { load, count: chunks.length, lastEnd: Math.max(...chunks.map((e) => e.responseEnd)) }
  })
  expect(timing.count).toBeGreaterThan(3)
  expect(timing.lastEnd).toBeLessThanOrEqual(timing.load)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir))
    .toBe(true)
  expect(new Set(fonts).size).toBe(1)
  expect(fonts[0]).toMatch(/^\/fonts\/outfit-/)
  const menu = page.getByTestId('menu-button')
  await expect(async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
})

/** Purges a tenant's pages as the import commands do (POST /api/revalidate with the token from PAYLOAD_SECRET). */
async function revalidatePages(slug: string, tenantId: number): Promise<void> {
  const secret = fs.readFileSync(path.join(DATA_DIR, 'payload-secret'), 'utf8').trim()
  const token = crypto.createHmac('sha256', secret).update('dealer-platform:revalidate').digest('hex')
  const res = await shopper.post(`http://localhost:${PORT}/api/revalidate`, {
    headers: { Host: `${slug}.localhost:${PORT}`, 'x-revalidate-token': token },
    data: { tenantId, resources: ['pages'] },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('gzip and br answers decode to the identity body; If-None-Match answers 304', async () => {
  const search = own('/search')
  const identity = await hit('harbour', search)
  const gz = await rawGet('harbour', search, { 'Accept-Encoding': 'gzip' })
  expect(gz.headers['x-page-cache']).toBe('HIT')
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gz.body).equals(identity.body)).toBe(true)
  const br = await rawGet('harbour', search, { 'Accept-Encoding': 'gzip, deflate, br' })
  expect(br.headers['content-encoding']).toBe('br')
  expect(zlib.brotliDecompressSync(br.body).equals(identity.body)).toBe(true)
  expect(br.body.length).toBeLessThan(identity.body.length / 3)

  const etag = identity.headers['etag']!
  // weak: two renders of the same content share it though their nonces differ
  expect(etag).toMatch(/^W\/"[^"]+"$/)
  const again = await get('harbour', search, { 'If-None-Match': etag })
  expect(again.status).toBe(304)
  expect(again.body.length).toBe(0)
  const brAgain = await get('harbour', search, { 'If-None-Match': br.headers['etag']!, 'Accept-Encoding': 'br' })
  expect(brAgain.status).toBe(304)
})

test('client navigations (RSC), the API and a 404 are never served from the page cache', async () => {
  const finance = own('/finance')
  await hit('harbour', finance)
  const navigations: Record<string, string>[] = [
    { RSC: '1' },
    { RSC: '1', 'Next-Router-Prefetch': '1' },
    { 'Next-Router-State-Tree': '%5B%5D' },
  ]
  for (const headers of navigations) {
    const rsc = await get('harbour', finance, headers)
    expect(rsc.headers['x-page-cache'], JSON.stringify(headers)).toBe('BYPASS')
    expect(rsc.headers['x-dp-page-cache']).toBeUndefined()
  }
  expect((await get('harbour', '/finance?_rsc=abc')).headers['x-page-cache']).toBe('BYPASS')

  for (let i = 0; i < 2; i++) {
    const api = await get('harbour', '/api/search?hitsPerPage=1')
    expect(api.status).toBe(200)
    expect(api.headers['x-page-cache']).toBe('BYPASS')
  }

  const missing = `/no-such-page-${Date.now().toString(36)}`
  for (let i = 0; i < 2; i++) {
    const gone = await get('harbour', missing)
    expect(gone.status).toBe(404)
    expect(gone.headers['x-page-cache'], `request ${i + 1} of a 404`).not.toBe('HIT')
    expect(gone.headers['cache-control']).toMatch(/no-store/)
    expect(gone.headers['x-dp-page-cache']).toBeUndefined()
  }

  // the admin host is never cached
  const admin = await shopper.get(adminUrl('/'))
  expect(admin.headers()['x-page-cache']).toBe('BYPASS')
})

type Vehicle = { id: number; slug: string; price: number | null; offer_price: number | null; status: string }

/** The demo's super admin signed in through the REST API, its token, and Harbour's tenant id. */
async function superAdmin(playwright: { request: { newContext: () => Promise<APIRequestContext> } }) {
  const admin = await playwright.request.newContext()
  const login = await admin.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.status(), await login.text()).toBe(200)
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const tenants = (await (await admin.get(adminUrl('/api/tenants?depth=0&limit=50'))).json()) as {
    docs: { id: number; slug: string }[]
  }
  return { admin, auth, harbourId: tenants.docs.find((t) => t.slug === 'harbour')!.id }
}

test("a car page rendered again unchanged answers 304 to its earlier ETag; its price edited through the REST API shows within 5 s with a new ETag and purges the search page, while the tenant's /about-us and another car's page stay HITs, as does coastal-mazda's home", async ({
  playwright,
}) => {
  const { admin, harbourId } = await superAdmin(playwright)
  try {
    const q = `where[tenant][equals]=${harbourId}&where[status][equals]=in_stock&depth=0&limit=20`
    const { docs } = (await (await admin.get(adminUrl(`/api/vehicles?${q}`))).json()) as { docs: Vehicle[] }
    const car = docs.find((v) => (v.price ?? 0) > 1000 && !(v.offer_price ?? 0))!
    expect(car, 'a plainly priced harbour car').toBeTruthy()
    const carPath = own(`/cars/${car.slug}`)
    const otherPath = own(`/cars/${docs.find((v) => v.id !== car.id)!.slug}`)
    // (the search page itself: an address with a query on it may be answered with a search shell, never stored)
    const [otherHome, about, search] = [own('/'), own('/about-us'), '/search']

    const before = await hit('harbour', carPath)
    const other = await hit('coastal-mazda', otherHome)
    const newPrice = car.price! + 1234
    const shown = `$${newPrice.toLocaleString('en-AU')}`
    expect(before.body.toString()).not.toContain(shown)

    // rendered again with nothing changed (a new nonce): the crawler's earlier ETag still answers 304
    await revalidatePages('harbour', harbourId)
    const unchanged = await get('harbour', carPath, { 'If-None-Match': before.headers['etag']! })
    expect(unchanged.headers['x-page-cache'], 'the page was rendered again').toBe('MISS')
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers['etag']).toBe(before.headers['etag'])
    expect(unchanged.headers['last-modified']).toBe(before.headers['last-modified'])
    const rendered = await get('harbour', carPath)
    expect(rendered.body.equals(before.body), 'another render: its nonce differs').toBe(false)
    // the tenant's pages that do not show this car, and one that lists the stock, cached before the edit — after the
    // revalidation's repeat (a purge of the whole tenant drops it again a second later: pageCache/warming.mjs)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const aboutPage = await hit('harbour', about)
    const otherCar = await hit('harbour', otherPath)
    await hit('harbour', search)

    const patch = await admin.patch(adminUrl(`/api/vehicles/${car.id}`), { data: { price: newPrice } })
    expect(patch.status(), await patch.text()).toBe(200)
    try {
      const first = await get('harbour', carPath)
      expect(first.headers['x-page-cache'], 'the next answer after the edit is rendered again').toBe('MISS')
      expect((await get('harbour', search)).headers['x-page-cache'], 'the search page lists the stock').toBe('MISS')
      // precise purges: a car's change leaves the pages that do not show it in the cache, as they were
      for (const [pathname, earlier] of [
        [about, aboutPage],
        [otherPath, otherCar],
      ] as const) {
        const now = await get('harbour', pathname)
        expect(now.headers['x-page-cache'], `${pathname} after another car's price change`).toBe('HIT')
        expect(now.body.equals(earlier.body)).toBe(true)
      }
      await expect
        .poll(async () => (await get('harbour', carPath)).body.toString().includes(shown), { timeout: 5_000 })
        .toBe(true)
      // the edited page: the earlier ETag gets the whole page with a new one
      const edited = await get('harbour', carPath, { 'If-None-Match': before.headers['etag']! })
      expect(edited.status).toBe(200)
      expect(edited.headers['etag']).not.toBe(before.headers['etag'])
      const still = await get('coastal-mazda', otherHome)
      expect(still.headers['x-page-cache']).toBe('HIT')
      expect(still.body.equals(other.body)).toBe(true)
      expect(Number(still.headers['age'])).toBeGreaterThanOrEqual(Number(other.headers['age']))
    } finally {
      const undo = await admin.patch(adminUrl(`/api/vehicles/${car.id}`), { data: { price: car.price } })
      expect(undo.status()).toBe(200)
    }
  } finally {
    await admin.dispose()
  }
})

test("a stock feed's price change: the car's page is rendered again at once, its make's list page is answered stale and rendered again behind it (a soft purge), another make's list page and /about-us stay a HIT", async ({
  playwright,
}) => {
  const { admin, auth } = await superAdmin(playwright)
  // a car of the test's own, brought and changed by the dealer's feed (a feed row is the whole car: one of the demo's
  // cars pushed with fewer fields would lose the others), taken off the site at the end
  const stocknum = `SOFT${Date.now().toString(36).toUpperCase()}`
  const push = async (price: number, expected: Record<string, number>) => {
    const fed = await pushStockFeed(admin, auth, { tenant: 'harbour', dealership: 'harbour-toyota-parramatta' }, [
      {
        stocknum,
        year: 2024,
        make: 'Mazda',
        model: 'CX-5',
        car_type: 'used',
        status: 'in_stock',
        price,
        km: 1200,
        colour: 'White',
        simple_body: 'SUV',
        simple_transmission: 'Automatic',
      },
    ])
    expect(fed).toMatchObject(expected)
  }
  let id: number | undefined
  try {
    await push(31_990, { created: 1 })
    const found = await admin.get(adminUrl(`/api/vehicles?where[stocknum][equals]=${stocknum}&depth=0&limit=1`))
    const car = ((await found.json()) as { docs: Vehicle[] }).docs[0]!
    id = car.id
    const carPath = `/cars/${car.slug}`
    // a new car changes the vocabulary, whose purge the warming repeats a second later: cache the pages after it
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await hit('harbour', carPath)
    // the list page of the car's make, and one of another make (the feed's new price changes neither which cars
    // are in stock nor what they are listed under: src/domain/search/listKey.ts)
    const [lists, toyota, about] = [own('/search/mazda'), own('/search/toyota'), own('/about-us')]
    const listed = await hit('harbour', lists)
    expect(listed.body.toString()).toContain('$31,990')
    const toyotas = await hit('harbour', toyota)
    const aboutPage = await hit('harbour', about)
    await push(29_990, { updated: 1 })
    // the car's own page: rendered again, with the new price
    const page = await get('harbour', carPath)
    expect(page.headers['x-page-cache'], 'the changed car is never answered stale').toBe('MISS')
    expect(page.body.toString()).toContain('$29,990')
    // its make's list: the copy from before the change, once, while it is rendered again; then the new render
    const stale = await get('harbour', lists)
    expect(stale.headers['x-page-cache'], 'a list page is kept through a feed’s change').toBe('STALE')
    expect(stale.body.equals(listed.body)).toBe(true)
    const fresh = await hit('harbour', lists)
    expect(fresh.body.toString(), 'the list page was rendered again').toContain('$29,990')
    // the other make's list and a page that shows no stock: untouched
    for (const [path, before] of [
      [toyota, toyotas],
      [about, aboutPage],
    ] as const) {
      const still = await get('harbour', path)
      expect([path, still.headers['x-page-cache'], still.body.equals(before.body)]).toEqual([path, 'HIT', true])
    }
  } finally {
    if (id !== undefined) expect((await admin.delete(adminUrl(`/api/vehicles/${id}`))).status()).toBe(200)
    await admin.dispose()
  }
})

test("POST /api/revalidate purges that tenant's pages and no other's", async () => {
  const [home, otherHome] = [own('/'), own('/')]
  const tenantId = Number(/^tenant-(\d+)/.exec(String((await hit('westside-used', home)).headers['cache-tag']))?.[1])
  const other = await hit('coastal-mazda', otherHome)
  await revalidatePages('westside-used', tenantId)
  expect((await get('westside-used', home)).headers['x-page-cache']).toBe('MISS')
  const still = await get('coastal-mazda', otherHome)
  expect(still.headers['x-page-cache']).toBe('HIT')
  expect(still.body.equals(other.body)).toBe(true)
})

test('the header logo (a tenant upload) is cached a day and revalidated by its ETag; the favicon too', async () => {
  const home = (await hit('harbour', own('/'))).body.toString()
  const logo =
    /<img[^>]*class="site-header__logo"[^>]*>/.exec(home)?.[0] ??
    /<img[^>]*src="(\/api\/media\/file\/[^"]+)"/.exec(home)?.[0]
  const src = logo ? /src="([^"]+)"/.exec(logo)?.[1]?.replace(/&amp;/g, '&') : undefined
  expect(src, 'the home page shows an uploaded logo').toMatch(/^\/api\/media\/file\//)
  for (const file of [src!, '/favicon.ico']) {
    const first = await get('harbour', file)
    expect(first.status, file).toBe(200)
    expect(first.headers['cache-control'], file).toBe('public, max-age=86400')
    expect(first.headers['etag'], file).toMatch(/^"[\w-]+"$/)
    const again = await get('harbour', file, { 'If-None-Match': first.headers['etag']! })
    expect(again.status, file).toBe(304)
  }
})

test('a burst of new image variants past the resize queue gets 503 with Retry-After for images only; pages and the API answer meanwhile', async () => {
  const seed = 100_000_000 + Math.floor(Math.random() * 800_000_000)
  const widths = [64, 128, 256, 375, 600, 640, 750, 1000, 1080, 1280, 1920]
  const images = Array.from({ length: 48 }, (_, i) =>
    get(
      'harbour',
      `/_next/image?url=${encodeURIComponent(`/demo-images/suv-${seed + i}.jpg`)}&w=${widths[i % widths.length]}&q=75`,
    ),
  )
  const pages = ['/', '/search', '/about-us', '/api/search?hitsPerPage=1'].map((p) => get('harbour', p))
  const [imageAnswers, pageAnswers] = await Promise.all([Promise.all(images), Promise.all(pages)])
  expect(pageAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200])
  const busy = imageAnswers.filter((a) => a.status === 503)
  expect(busy.length, 'more new variants at once than one resize and its queue take').toBeGreaterThan(0)
  for (const a of busy) {
    expect(a.headers['retry-after']).toBe('5')
    expect(a.headers['x-image-cache']).toBe('BUSY')
  }
  expect(imageAnswers.every((a) => a.status === 200 || a.status === 503)).toBe(true)
  expect(imageAnswers.some((a) => a.status === 200 && a.headers['content-type']?.startsWith('image/'))).toBe(true)
  // a width no page asks for is refused without resizing
  expect((await get('harbour', `/_next/image?url=%2Fdemo-images%2Fsuv-1.jpg&w=333&q=75`)).status).toBe(400)
})
