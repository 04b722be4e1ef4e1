import { type Page, type Response } from '@playwright/test'

import { expect, forgetHttpCache, test } from './fixtures'
import { axeCheck, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * Ship less client JS (Lighthouse mobile ≥ 95): what a page loads before the shopper does anything.
 * The home page carries no zod (the lead form's validation, ~50 KB gzip); the enquiry form further down it loads
 * its code when the shopper comes near it, and still works (remembered details fill it).
 */

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const

/** zod v4 names every schema class with a string ('$ZodType', '$ZodString', …) that survives minification. */
const ZOD_SIGNATURE = /\$Zod(Type|String|Object)\b/

async function scriptBodies(page: Page, url: string): Promise<{ url: string; body: string }[]> {
  const responses: Promise<{ url: string; body: string }>[] = []
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script' && res.ok())
      responses.push(res.text().then((body) => ({ url: res.url(), body })))
  }
  // only while this page loads: a body still being read when the test ended would fail it
  await forgetHttpCache(page) // every script a first visit loads, none from the cache
  page.on('response', onResponse)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  return Promise.all(responses)
}

for (const tenant of TENANTS) {
  test(`the ${tenant} home page loads no zod and no lead form code until the shopper nears the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const scripts = await scriptBodies(page, tenantUrl(tenant, '/'))
    expect(scripts.length).toBeGreaterThan(0)
    const withZod = scripts.filter((s) => ZOD_SIGNATURE.test(s.body)).map((s) => s.url)
    expect(withZod, 'scripts with zod on the home page before any interaction').toEqual([])
    // the enquiry block is there as a placeholder of about the form's height
    const block = page.locator('[data-block="enquiryForm"]')
    if ((await block.count()) > 0) await expect(block.getByTestId('lead-form-pending')).toHaveCount(1)
  })
}

test('LEAD-24 the home page enquiry form loads near the viewport and remembered details fill it', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('lead:user', JSON.stringify({ name: 'Ava', email: 'ava@example.com' })),
  )
  await visit(page, tenantUrl('harbour', '/'))
  const block = page.locator('[data-block="enquiryForm"]')
  await expect(block).toHaveCount(1)
  await expect(block.getByLabel(/^First name/)).toHaveCount(0)
  await block.scrollIntoViewIfNeeded()
  await expect(block.getByLabel(/^First name/)).toHaveValue('Ava')
  await expect(block.getByLabel(/^Email/)).toHaveValue('ava@example.com')
  await expect(block.getByTestId('lead-form-pending')).toHaveCount(0)
  // the form validates in the browser (the lazily loaded schema): an empty submit lists what is missing
  await block.getByLabel(/^First name/).fill('')
  await block.getByRole('button', { name: /submit/i }).click()
  await expect(block.getByRole('alert').first()).toBeVisible()
})

/**
 * Script bytes (gzip, as sent) a page asks for before its load event, on a 390 px phone: what Lighthouse's simulated
 * LCP counts against the page. Ceilings a little above what the pages weighed when measured (24 Nov 2026, without
 * next/image's <Image> in the client: home ~156 KB, /search ~168 KB, vehicle page ~156 KB), so that new client code on
 * these pages is a decision, not an accident.
 */
const SCRIPT_CEILING_KB = { home: 160, search: 180, vehicle: 162 } as const

async function firstLoadScripts(page: Page, url: string): Promise<{ url: string; bytes: number; body: string }[]> {
  await forgetHttpCache(page) // what a first visit downloads
  let loaded = false
  const early: Promise<{ url: string; bytes: number; body: string }>[] = []
  page.on('load', () => {
    loaded = true
  })
  page.on('request', (req) => {
    if (loaded || req.resourceType() !== 'script') return
    early.push(
      req.response().then(async (res) => {
        if (!res) return { url: req.url(), bytes: 0, body: '' }
        const [sizes, body] = await Promise.all([req.sizes(), res.text()])
        return { url: req.url(), bytes: sizes.responseBodySize, body }
      }),
    )
  })
  await page.goto(url, { waitUntil: 'load' })
  return Promise.all(early)
}

async function carPath(page: Page, tenant: string): Promise<string> {
  const res = await tenantRequest(page, tenant, '/api/search?hitsPerPage=1&refinementList%5Bstatus%5D%5B0%5D=in_stock')
  const slug = ((await res.json()) as { hits: { slug: string }[] }).hits[0]?.slug
  expect(slug).toBeTruthy()
  return `/cars/${slug}`
}

/** React Query's own error text, which survives minification. */
const REACT_QUERY_SIGNATURE = /No QueryClient set/
/** next/image's <Image> component marks each <img> it has handled with this property (its getImageProps does not). */
const NEXT_IMAGE_SIGNATURE = /data-loaded-src/
/** The finance calculator's class names (its markup is in its code). */
const CALCULATOR_SIGNATURE = /calc-finance__|calc-fuel|calc-delivery/

for (const tenant of TENANTS) {
  for (const name of ['home', 'search', 'vehicle'] as const) {
    test(`the ${tenant} ${name} page's first-load script stays under ${SCRIPT_CEILING_KB[name]} KB gzip`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const path = name === 'home' ? '/' : name === 'search' ? '/search' : await carPath(page, tenant)
      const scripts = await firstLoadScripts(page, tenantUrl(tenant, path))
      const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024
      console.log(`${tenant} ${name}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzip before load`)
      expect(kb).toBeGreaterThan(20)
      expect(kb).toBeLessThanOrEqual(SCRIPT_CEILING_KB[name])
      // every one starts with V8's compile hint (scripts/lib/compileHints.mjs): compiled while it streams in, not
      // function by function inside the framework's start-up task
      expect(scripts.filter((s) => !s.body.startsWith('//# allFunctionsCalledOnLoad\n')).map((s) => s.url)).toEqual([])
      if (name === 'vehicle') {
        // the calculators, similar cars, popup and chat (and React Query with them) load after the page
        const deferred = scripts.filter((s) => REACT_QUERY_SIGNATURE.test(s.body) || CALCULATOR_SIGNATURE.test(s.body))
        expect(deferred.map((s) => s.url)).toEqual([])
      }
      if (name !== 'search') {
        // no next/image <Image> component (a client component: ~10 KB gzip run before the largest paint): the hero,
        // tiles, logos and gallery are plain <img>s with the optimiser's URLs (getImageProps)
        expect(scripts.filter((s) => NEXT_IMAGE_SIGNATURE.test(s.body)).map((s) => s.url)).toEqual([])
      }
      if (name === 'home') {
        // the finance calculator block at the foot of the home page loads when the shopper comes near it
        // (its placeholder shares the calculator's heading class: look for the calculator's own markup)
        expect(scripts.filter((s) => /calc-finance__(grid|inputs|frequency)/.test(s.body)).map((s) => s.url)).toEqual(
          [],
        )
      }
    })
  }
}

test('FIN-43 a vehicle page whose photo holds its load event still asks for the quote line and calculators after it', async ({
  page,
}) => {
  // A busy phone can hydrate the page before its photos arrive; the deferred parts (the quote line asked of the
  // service, with React Query) wait for the load event all the same, so the first load is the same on every visit.
  await page.setViewportSize({ width: 390, height: 844 })
  // a car with no quote of its own (no stored quote, no lender data): its page asks the provider (FIN-46)
  const res = await tenantRequest(
    page,
    'westside-used',
    '/api/search?hitsPerPage=20&refinementList%5Bstatus%5D%5B0%5D=in_stock',
  )
  let path = ''
  for (const hit of ((await res.json()) as { hits: { slug: string }[] }).hits) {
    const html = await (await tenantRequest(page, 'westside-used', `/cars/${hit.slug}`)).text()
    if (html.includes('vdp-quote--pending')) {
      path = `/cars/${hit.slug}`
      break
    }
  }
  expect(path, 'a Westside car whose page asks for a quote').not.toBe('')
  // the photos are held until React has hydrated the page, so the load event (which waits for them) comes after
  // hydration on any machine, however fast or busy
  const hydrated = () => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'))
  }
  await page.route(/\/_next\/image\?/, async (route) => {
    await page.waitForFunction(hydrated)
    await route.continue()
  })
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const main = document.querySelector('main')
      ;(window as unknown as { hydratedAtLoad: boolean }).hydratedAtLoad =
        !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'))
    })
  })
  const scripts = await firstLoadScripts(page, tenantUrl('westside-used', path))
  // the case this is about: React had hydrated the page before the held photo let the load event fire
  expect(await page.evaluate(() => (window as unknown as { hydratedAtLoad: boolean }).hydratedAtLoad)).toBe(true)
  const deferred = scripts.filter((s) => REACT_QUERY_SIGNATURE.test(s.body) || CALCULATOR_SIGNATURE.test(s.body))
  expect(deferred.map((s) => s.url)).toEqual([])
  const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024
  expect(kb).toBeLessThanOrEqual(SCRIPT_CEILING_KB.vehicle)
  // and the quote line arrives once the page has loaded
  await expect(page.locator('.vdp-quote--pending')).toHaveCount(0, { timeout: 10_000 })
})

test('FIN-01 the vehicle page: the calculators load after the page (placeholder first, #finance-calculator kept) and work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // westside-used shows the finance calculator on its cars
  const path = await carPath(page, 'westside-used')
  const html = await (await tenantRequest(page, 'westside-used', path)).text()
  expect(html).toContain('data-testid="vdp-tools-pending"')
  expect(html).not.toContain('data-testid="fuel-calculator"')
  await visit(page, tenantUrl('westside-used', path))
  // without scrolling: they arrive once the page is idle
  await expect(page.getByTestId('vdp-tools-pending')).toHaveCount(0, { timeout: 10_000 })
  const calc = page.getByTestId('finance-calculator')
  if (html.includes('id="finance-calculator"')) {
    await expect(calc).toHaveCount(1)
    await calc.scrollIntoViewIfNeeded()
    await expect(calc.getByTestId('finance-repayment')).toContainText('$')
  }
  await expect(page.getByTestId('similar-vehicles')).toBeAttached({ timeout: 10_000 })
})

test('FIN-01 the home page: the finance calculator block loads near the viewport (placeholder with its heading first) and works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const html = await (await tenantRequest(page, 'coastal-mazda', '/')).text()
  expect(html).toContain('data-testid="finance-calculator-pending"')
  expect(html).not.toContain('data-testid="finance-calculator"')
  await visit(page, tenantUrl('coastal-mazda', '/'))
  const block = page.locator('[data-block="financeCalculator"]')
  await expect(block.getByRole('heading', { name: 'Estimate your repayments' })).toHaveCount(1)
  await block.scrollIntoViewIfNeeded()
  const calc = block.getByTestId('finance-calculator')
  await expect(calc).toHaveCount(1)
  await expect(block.getByTestId('finance-calculator-pending')).toHaveCount(0)
  await expect(calc.getByTestId('finance-repayment')).toContainText('$')
  await axeCheck(page, 'finance calculator drawn')
})

test('FIN-01 a finance calculator block near the top of a page (/finance) is in the first paint', async ({ page }) => {
  const html = await (await tenantRequest(page, 'harbour', '/finance')).text()
  expect(html).toContain('data-testid="finance-calculator"')
  expect(html).not.toContain('data-testid="finance-calculator-pending"')
})

test('RTE-01 the home quick search: the model list follows the chosen make and the search carries both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, tenantUrl('harbour', '/'))
  const search = page.getByTestId('quick-search')
  const model = search.locator('#qs-model')
  // no make yet: no model list (a hundred-odd options were in every home page's markup)
  await expect(model).toBeDisabled()
  await expect(model.locator('option')).toHaveCount(1)
  await search.locator('#qs-make').selectOption('Toyota')
  await expect(model).toBeEnabled()
  const models = await model.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  expect(models.length).toBeGreaterThan(1)
  const chosen = models[1]!
  await model.selectOption(chosen)
  await search.getByRole('button', { name: 'Search cars' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/search'))
  const url = decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search).toLowerCase()
  expect(url).toContain('toyota')
  // (the results URL may carry the model as a path slug: compare without spaces and hyphens)
  expect(url.replace(/[\s+-]+/g, '')).toContain(chosen.toLowerCase().replace(/[\s-]+/g, ''))
})

/**
 * The home page's latest-arrivals row asks for its first card's photo with the page and the others once the
 * row comes near the viewport after hydration (DeferredImage), not during the first paint: Chromium's lazy loading
 * fetched a phone's whole row (~50 KB on coastal-mazda) before the hero painted. Without JavaScript the <noscript>
 * copies show them; scrolled along, the photos are there.
 */
for (const tenant of TENANTS) {
  test(`RTE-01 the ${tenant} home page's latest arrivals: photos after the first wait for the row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const html = await (await tenantRequest(page, tenant, '/')).text()
    const row = html.slice(html.indexOf('data-testid="latest-arrivals"'))
    // (a card holds its own <ul> of details: cut at the row's section)
    const items = row.slice(0, row.indexOf('</section>')).split('class="stock-row__item"').slice(1)
    expect(items.length).toBeGreaterThan(2)
    // the first card's photo is in the markup; the others carry none (only the inline placeholder), only their
    // <noscript> copy
    expect(items[0]).toMatch(/<img[^>]*\bsrc="[^"]+"/)
    expect(items[0]).not.toContain('data-deferred')
    for (const item of items.slice(1)) {
      expect(item).toContain('data-deferred="waiting"')
      expect(item.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<img[^>]*\bsrc="(?!data:)/)
      expect(item).toMatch(/<noscript><img[^>]*\bsrc="[^"]+"/)
    }
    await visit(page, tenantUrl(tenant, '/'))
    const list = page.getByTestId('latest-arrivals')
    await list.scrollIntoViewIfNeeded()
    const photos = list.locator('.card__image')
    await expect(photos.nth(1)).toHaveAttribute('data-deferred', 'loaded')
    await photos.last().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        photos.last().evaluate((i) => {
          const img = i as HTMLImageElement
          // the photo itself, not the waiting placeholder
          return !img.currentSrc.startsWith('data:') && img.complete && img.naturalWidth > 0
        }),
      )
      .toBe(true)
  })
}

/**
 * The carousels measure themselves (the locations one centres, LOC-02) only once near, not while the page hydrates:
 * reading their widths then forced a layout inside hydration's longest task. Scrolled to, the carousel centres and works
 * as before.
 */
test('LOC-02 the locations carousel far down the home page measures and centres itself only once the shopper nears it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, tenantUrl('harbour', '/'))
  // far below the first screen the locations carousel has not measured itself yet: still at its start
  const block = page.locator('[data-block="ourLocations"]')
  const track = block.getByTestId('loc-carousel-track')
  const firstCard = block.locator('.loc-card').first()
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(0)
  await block.scrollIntoViewIfNeeded()
  await expect(firstCard).toBeVisible()
  // LOC-02: near the viewport it centres (the middle card's centre within half a card of the track's centre)
  await expect
    .poll(() =>
      track.evaluate((el) => {
        const mid = el.children[Math.floor((el.children.length - 1) / 2)] as HTMLElement
        const t = el.getBoundingClientRect()
        const m = mid.getBoundingClientRect()
        return Math.abs(m.left + m.width / 2 - (t.left + t.width / 2)) < m.width / 2 + 2
      }),
    )
    .toBe(true)
  const next = block.getByRole('button', { name: 'Next location' })
  const before = await track.evaluate((el) => el.scrollLeft)
  await expect(next).toBeEnabled()
  await next.click()
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before)
  await axeCheck(page, 'locations carousel moved on')
})
