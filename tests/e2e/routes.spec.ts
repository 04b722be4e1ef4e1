import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { DEMO_PASSWORD, PORT, tenantRequest, tenantUrl, visit } from './helpers'

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const

/** The status a tenant path ends on, following redirects on the tenant's own host (Node sends the Host header itself). */
async function finalStatus(page: Page, tenant: string, path: string): Promise<number> {
  let current = path
  for (let hops = 0; hops < 5; hops++) {
    const res = await page.request.get(`http://localhost:${PORT}${current}`, {
      headers: { Host: `${tenant}.localhost:${PORT}` },
      maxRedirects: 0,
    })
    const location = res.headers()['location']
    if (res.status() < 300 || res.status() >= 400 || !location) return res.status()
    const next = new URL(location, `http://${tenant}.localhost:${PORT}`)
    current = `${next.pathname}${next.search}`
  }
  return 508
}

async function locationSlugs(page: Page, tenant: string): Promise<string[]> {
  const html = await (await tenantRequest(page, tenant, '/contact-us')).text()
  return [...new Set([...html.matchAll(/href="\/contact-us\/([a-z0-9-]+)"/g)].map((m) => m[1]!))]
}

test('RTE-29 /dealerships and /dealer-locator are the dealer locator; /locations/{location or dealership slug} is that location’s page; another tenant’s is a 404', async ({
  page,
}) => {
  for (const path of ['/dealerships', '/dealer-locator']) {
    await visit(page, tenantUrl('harbour', path))
    expect(new URL(page.url()).pathname).toBe(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Find a dealership near you' })).toBeVisible()
  }
  const [slug] = await locationSlugs(page, 'harbour')
  expect(slug).toBeTruthy()
  await visit(page, tenantUrl('harbour', `/locations/${slug}`))
  expect(new URL(page.url()).pathname).toBe(`/contact-us/${slug}`)
  await expect(page.locator('h1')).toHaveCount(1)

  const hits = (await (await tenantRequest(page, 'harbour', '/api/search?hitsPerPage=5')).json()) as {
    hits: { dealership_slug: string | null }[]
  }
  const dealership = hits.hits.find((h) => h.dealership_slug)?.dealership_slug
  expect(dealership).toBeTruthy()
  await visit(page, tenantUrl('harbour', `/locations/${dealership}`))
  expect(new URL(page.url()).pathname).toMatch(/^\/contact-us\/[a-z0-9-]+$/)

  const [westside] = await locationSlugs(page, 'westside-used')
  expect((await tenantRequest(page, 'harbour', `/locations/${westside}`)).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', '/locations/no-such-yard')).status()).toBe(404)
})

test('RTE-14 RTE-15 RTE-20 RTE-30 the sell-your-car, finance, success and informational pages answer on every tenant', async ({
  page,
}) => {
  const paths = [
    '/trade-in',
    '/sell-your-car',
    '/sell-my-car',
    '/finance',
    '/finance-enquiry',
    '/apply-for-finance',
    '/finance-pre-approval',
    '/personalised/finance',
    '/success',
    '/book-test-drive',
    '/service',
    '/careers',
    '/about-us',
    '/vehicle-parts-and-accessories',
    '/roadside-assist',
    '/warranty',
    '/terms-and-conditions',
    '/privacy-policy',
  ]
  for (const tenant of TENANTS) {
    for (const path of paths)
      expect(`${tenant}${path} ${await finalStatus(page, tenant, path)}`).toBe(`${tenant}${path} 200`)
  }
  // capped price servicing is for the new-car dealers only
  expect((await tenantRequest(page, 'harbour', '/capped-price-servicing')).status()).toBe(200)
  expect((await tenantRequest(page, 'westside-used', '/capped-price-servicing')).status()).toBe(404)
  await visit(page, tenantUrl('coastal-mazda', '/finance-pre-approval'))
  await expect(page.locator('#finance-form')).toHaveCount(1)
  await visit(page, tenantUrl('westside-used', '/sell-my-car'))
  await expect(page.locator('.ti-form')).toHaveCount(1)
})

test('page titles name the page once, then the tenant (the layout adds the name to every page title)', async ({
  page,
}) => {
  const titleOf = async (path: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await tenantRequest(page, 'harbour', path)).text())?.[1]
  const expected: [string, string][] = [
    ['/careers', 'Careers'],
    ['/book-test-drive', 'Book a test drive'],
    ['/service', 'Book a service'],
    ['/contact-us', 'Contact us'],
    ['/contact', 'Contact us'],
    ['/finance-enquiry', 'Finance enquiry'],
    ['/apply-for-finance', 'Apply for finance'],
    ['/trade-in', 'Trade in your car'],
    ['/cars/trade-in', 'Trade in your car'],
    ['/sell-my-car', 'Sell your car'],
    ['/sell-your-car', 'Sell your car'],
  ]
  for (const [path, title] of expected)
    expect(`${path}: ${await titleOf(path)}`).toBe(`${path}: ${title} | Harbour Auto Group`)
  const [slug] = await locationSlugs(page, 'harbour')
  expect(await titleOf(`/contact-us/${slug}`)).toMatch(/^Contact [^|]+ \| Harbour Auto Group$/)
})

test('CMS-23 CMS-24 CMS-25 the warranty page: 3 years on used cars; the new-car brands’ terms', async ({ page }) => {
  await visit(page, tenantUrl('westside-used', '/warranty'))
  await expect(page.getByText('Every used car we sell comes with a 3 Year standard warranty')).toBeVisible()
  await visit(page, tenantUrl('coastal-mazda', '/warranty'))
  await expect(page.getByText('7 years unlimited-km warranty with 5 years roadside assist')).toBeVisible()
  await visit(page, tenantUrl('harbour', '/warranty'))
  await expect(page.getByText(/5 years with up to 7 years roadside assist/)).toBeVisible()
})

/** Every internal link (a path of the tenant's own site) on the page the browser shows, without its #fragment. */
async function internalLinks(page: Page, scope: 'body' | 'header, footer'): Promise<string[]> {
  const selector = scope
    .split(',')
    .map((s) => `${s.trim()} a[href^="/"]:not([href^="//"])`)
    .join(', ')
  const hrefs = await page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((h) => h.split('#')[0]!).filter((h) => h !== '' && !h.startsWith('/admin'))
}

test('no dead ends: every link in the header, footer and page body of home, /search and a vehicle page of every tenant answers (no 404, no "not built yet" list)', async ({
  page,
}) => {
  test.setTimeout(240_000)
  for (const tenant of TENANTS) {
    const found = new Map<string, string>()
    const crawl = async (path: string) => {
      await page.goto(tenantUrl(tenant, path))
      for (const href of await internalLinks(page, 'body')) if (!found.has(href)) found.set(href, path)
    }
    await crawl('/')
    const home = await internalLinks(page, 'header, footer')
    expect(home.length, `${tenant}: header and footer links`).toBeGreaterThan(10)
    await crawl('/search')
    const car = [...found.keys()].find((href) => /^\/cars\/[^/?]+$/.test(href) && href !== '/cars/trade-in')
    expect(car, `${tenant}: a vehicle page linked from the home page or /search`).toBeTruthy()
    await crawl(car!)
    const broken: string[] = []
    for (const [href, from] of found) {
      const status = await finalStatus(page, tenant, href)
      if (status >= 400) broken.push(`${href} → ${status} (linked from ${from})`)
    }
    expect(broken, `${tenant}: links that lead nowhere`).toEqual([])
  }
})

test('RTE-32 no dead ends: every tenant’s home page links to its blog, and /blog answers', async ({ page }) => {
  // offers' links show while a tenant has a live offer (tests/e2e/offers.spec.ts)
  for (const tenant of TENANTS) {
    await page.goto(tenantUrl(tenant, '/'))
    const hrefs = await internalLinks(page, 'body')
    expect(
      hrefs.filter((h) => /^\/blog(\/|\?|$)/.test(h)),
      tenant,
    ).toContain('/blog')
    expect((await tenantRequest(page, tenant, '/blog')).status(), `${tenant} /blog`).toBe(200)
  }
})

test('RTE-15 RTE-35 a tenant’s own CMS finance page is what /finance shows (hero, calculator, prefilled form); a finance path without one is the plain form page', async ({
  page,
}) => {
  await visit(page, tenantUrl('harbour', '/finance?vehiclePriceBudget=41990&car_id=12#finance-form'))
  await expect(page.locator('h1')).toHaveText('Car finance made simple')
  await expect(page.locator('#finance-calculator')).toHaveCount(1)
  await expect(page.locator('#finance-form')).toHaveCount(1)
  const calcLink = page
    .locator('#finance-calculator')
    .getByRole('link', { name: /Pre-Approved|Get Finance|Apply/i })
    .first()
  if (await calcLink.count()) expect(await calcLink.getAttribute('href')).toMatch(/^\/finance(\?|#)/)
  const form = page.locator('#finance-form')
  await form.getByLabel('First name').fill('Fay')
  await form.getByLabel('Last name').fill('Nance')
  await form.getByRole('textbox', { name: 'Email' }).fill('fay@example.com')
  await form.getByLabel('Mobile').fill('0412 345 672')
  await form.getByLabel('Postcode').fill('2150')
  await form.getByLabel('Comments').fill('About that car')
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST')
  await form.getByRole('button', { name: 'Submit Form' }).click()
  expect(((await sent).postDataJSON() as { fields: Record<string, unknown> }).fields).toMatchObject({
    vehiclePriceBudget: '41990',
    car_id: '12',
  })
  await page.waitForURL('**/success**')
  await visit(page, tenantUrl('harbour', '/apply-for-finance'))
  await expect(page.locator('h1')).toHaveText('Apply for finance')
  await expect(page.locator('#finance-form')).toHaveCount(1)
  await expect(page.locator('#finance-calculator')).toHaveCount(0)
})

test('RTE-37 a dealership that books service on its own system is offered on /service, in a new tab; others keep the request form only', async ({
  page,
}) => {
  await visit(page, tenantUrl('coastal-mazda', '/service'))
  const book = page.getByRole('link', { name: /Book online with Coastal Mazda/ })
  await expect(book).toHaveAttribute('href', 'https://service-booking.coastalmazda.example/southport')
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(page.locator('#service-form')).toHaveCount(1)
  await visit(page, tenantUrl('harbour', '/service'))
  await expect(page.getByRole('link', { name: /Book online with/ })).toHaveCount(0)
  await expect(page.locator('#service-form')).toHaveCount(1)
})

test('no dead ends: a hero or call-to-action link marketing typed to a page the tenant does not serve is left out, not a 404', async ({
  page,
}) => {
  const login = await page.request.post(`http://localhost:${PORT}/api/users/login`, {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const tenants = await page.request.get(
    `http://localhost:${PORT}/api/tenants?where[slug][equals]=westside-used&depth=0`,
    {
      headers,
    },
  )
  const tenantId = ((await tenants.json()) as { docs: { id: number }[] }).docs[0]!.id
  const links = [
    // Westside sells online at /checkout-journey; its checkout path is /cars/{slug}/checkout, so /buy-online is no page
    { label: 'Latest offers', url: '/cars/any/buy-online' },
    { label: 'Browse stock', url: '/search' },
    { label: 'My garage', url: '/my-garage' },
  ]
  const created = await page.request.post(`http://localhost:${PORT}/api/pages`, {
    headers,
    data: {
      tenant: tenantId,
      title: 'Link rules',
      slug: 'e2e-link-rules',
      _status: 'published',
      layout: [
        { blockType: 'hero', heading: 'Link rules', links: links.slice(0, 2) },
        { blockType: 'cta', heading: 'Come and see us', links },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await visit(page, tenantUrl('westside-used', '/e2e-link-rules'))
    for (const block of ['hero', 'cta']) {
      const section = page.locator(`[data-block="${block}"]`)
      await expect(section.getByRole('link', { name: 'Browse stock' })).toHaveAttribute('href', '/search')
      await expect(section.getByRole('link', { name: 'Latest offers' })).toHaveCount(0)
    }
    await expect(page.locator('[data-block="cta"]').getByText('My garage')).toHaveCount(0)
  } finally {
    await page.request.delete(`http://localhost:${PORT}/api/pages/${id}`, { headers })
  }
})

test('RTE-08 /used-car/{slug} leads to the used car’s own page on the used-car template only; elsewhere a 404', async ({
  page,
}) => {
  const usedSlug = async (tenant: string) => {
    const path = `/api/search?hitsPerPage=3&${encodeURIComponent('refinementList[car_type][0]')}=used`
    const { hits } = (await (await tenantRequest(page, tenant, path)).json()) as { hits: { slug: string }[] }
    expect(hits.length, tenant).toBeGreaterThan(0)
    return hits[0]!.slug
  }
  const slug = await usedSlug('westside-used')
  const answer = await page.request.get(`http://localhost:${PORT}/used-car/${slug}`, {
    headers: { Host: `westside-used.localhost:${PORT}` },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(308)
  expect(answer.headers()['location']).toMatch(new RegExp(`/cars/${slug}$`))
  await visit(page, tenantUrl('westside-used', `/used-car/${slug}`))
  expect(new URL(page.url()).pathname).toBe(`/cars/${slug}`)
  await expect(page.locator('h1')).toHaveCount(1)

  // the group template has no used-car routes, even for its own used car; an unknown car is a 404 everywhere
  expect((await tenantRequest(page, 'harbour', `/used-car/${await usedSlug('harbour')}`)).status()).toBe(404)
  expect((await tenantRequest(page, 'westside-used', '/used-car/no-such-car')).status()).toBe(404)
})
