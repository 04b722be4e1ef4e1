import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { DATA_DIR, PORT, tenantUrl } from './helpers'

/**
 * A search address no render has cached yet, asked for while renders are busy, is answered by the edge with
 * its landing page's cached copy and the address's data (server/searchShell.mjs): `x-page-cache: SHELL`. In the
 * browser the results page's client component takes the data over as it hydrates, so the shopper sees the address's
 * results, heading and title, exactly as a full render shows them, and everything works after it. Busy-ness cannot be
 * arranged reliably in a test, so these requests carry the operator's token (`x-dp-search-shell`: an HMAC of the
 * server's PAYLOAD_SECRET) that asks for a shell whenever one can be made.
 */

const token = () =>
  crypto
    .createHmac('sha256', fs.readFileSync(path.join(DATA_DIR, 'payload-secret'), 'utf8').trim())
    .update('dealer-platform:search-shell')
    .digest('hex')

/** A GET on a tenant host through the request API (which does not resolve *.localhost itself). */
const get = (request: APIRequestContext, slug: string, pathname: string, headers: Record<string, string> = {}) =>
  request.get(`http://localhost:${PORT}${pathname}`, { headers: { Host: `${slug}.localhost:${PORT}`, ...headers } })

/** A price limit no earlier run asked for, so the address is not cached. */
const fresh = (base: number) => base + Math.floor(Math.random() * 900_000) / 100

/** What the results page shows: heading, count, the cards' titles, the document title. */
async function shown(page: Page) {
  await expect(page.locator('.search')).toBeVisible()
  return {
    heading: (await page.locator('h1').first().textContent())?.trim(),
    count: (await page.getByTestId('result-count').textContent())?.trim(),
    cards: await page.locator('article.card h3').allTextContents(),
    title: await page.title(),
  }
}

for (const slug of ['harbour', 'westside-used']) {
  test(`SRP-20: ${slug}: a shell shows the address's own results, heading and title, like a full render`, async ({
    browser,
  }) => {
    const landing = '/search/used-cars'
    const address = `${landing}?range[price]=0:${Math.floor(fresh(25_000))}`
    const shellContext = await browser.newContext({ extraHTTPHeaders: { 'x-dp-search-shell': token() } })
    const fullContext = await browser.newContext()
    try {
      const warm = await get(fullContext.request, slug, landing)
      expect(warm.status()).toBe(200)

      const page = await shellContext.newPage()
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      page.on('pageerror', (e) => errors.push(e.message))
      const res = await page.goto(tenantUrl(slug, address))
      expect(res?.status()).toBe(200)
      expect(res?.headers()['x-page-cache']).toBe('SHELL')
      expect(res?.headers()['cache-control']).toBe('no-store')
      const html = await res!.text()
      expect(html).toContain('id="dp-search-state"')
      // the head already names the address, before any script runs
      expect(html).toMatch(/<title>Used cars under \$[\d,]+ \| /)
      await expect(page.locator('#dp-search-pending')).toHaveCount(0)
      await expect(page.locator('#dp-search-state')).toHaveCount(0)
      const viaShell = await shown(page)
      // after hydration too (React applies the flight payload's metadata): the canonical is the address's
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/used-cars\?range/)

      // the same address rendered by Next (another context, no token): while other tests keep the server busy it may
      // be a shell too, until the edge has rendered it in the background after a quiet spell
      const full = await fullContext.newPage()
      await expect
        .poll(async () => (await full.goto(tenantUrl(slug, address)))?.headers()['x-page-cache'], { timeout: 30_000 })
        .not.toBe('SHELL')
      expect(viaShell).toEqual(await shown(full))
      expect(viaShell.heading).toMatch(/^Used cars under \$/)
      expect(errors).toEqual([])
    } finally {
      await shellContext.close()
      await fullContext.close()
    }
  })
}

test('after a shell the page works as ever: a filter, Back to the address, a page of results', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-dp-search-shell': token() } })
  try {
    const warm = await get(context.request, 'harbour', '/search')
    expect(warm.status()).toBe(200)
    const page = await context.newPage()
    const address = `/search?range[price]=0:${Math.floor(fresh(60_000))}`
    const res = await page.goto(tenantUrl('harbour', address))
    expect(res?.headers()['x-page-cache']).toBe('SHELL')
    const before = await shown(page)
    expect(before.cards.length).toBeGreaterThan(0)
    // the address's price limit shows as a removable chip (the shell's state, not the landing page's)
    const chip = page.getByTestId('active-filters').getByRole('button', { name: /^Remove / })
    await expect(chip).toHaveCount(1)
    await chip.click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByTestId('active-filters')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${address.replace(/[[\]?]/g, '\\$&')}$`))
    await expect(page.getByTestId('active-filters').getByRole('button', { name: /^Remove / })).toHaveCount(1)
    expect((await shown(page)).count).toBe(before.count)
  } finally {
    await context.close()
  }
})

test('a sentence answered by a shell shows what it was read as, at the filters’ address', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-dp-search-shell': token() } })
  try {
    const warm = await get(context.request, 'harbour', '/search')
    expect(warm.status()).toBe(200)
    const page = await context.newPage()
    // a price no earlier run asked for, so the address is not cached
    const sentence = `white suv under $${Math.floor(fresh(60_000))}`
    const res = await page.goto(tenantUrl('harbour', `/search?${new URLSearchParams({ query: sentence })}`))
    expect(res?.headers()['x-page-cache']).toBe('SHELL')
    await expect(page).not.toHaveURL(/query=/)
    await expect(page).toHaveURL(/colour/)
    await expect(page.getByTestId('search-understood')).toContainText('White')
    await expect(page.getByTestId('active-filters').getByRole('button', { name: 'Remove White' })).toBeVisible()
    expect((await shown(page)).heading).toMatch(/^SUVs under \$/)
  } finally {
    await context.close()
  }
})

test('without JavaScript a shell hides the landing results and asks again shortly', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-dp-search-shell': token() },
  })
  try {
    await get(context.request, 'coastal-mazda', '/search')
    const page = await context.newPage()
    const res = await page.goto(tenantUrl('coastal-mazda', `/search?range[price]=0:${Math.floor(fresh(40_000))}`))
    expect(res?.headers()['x-page-cache']).toBe('SHELL')
    const html = await res!.text()
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="\d+"\/><\/noscript>/)
    await expect(page.locator('.search')).toBeHidden()
  } finally {
    await context.close()
  }
})

test('the state route answers the edge only', async ({ request }) => {
  // the path header is the edge's own: a client's is stripped on the way in, and without it the route is not found
  const state = await request.get(`http://localhost:${PORT}/api/search/state?range[price]=0:1000`, {
    headers: { Host: `harbour.localhost:${PORT}`, 'x-dp-search-path': '/search' },
  })
  expect(state.status()).toBe(404)
})
