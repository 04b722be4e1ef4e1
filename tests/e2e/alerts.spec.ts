/**
 * Saved searches and their alerts in Chromium, end to end: a shopper saves a results page's search (signing in
 * first), confirms their email from the outbox, a matching car arrives through the dealer's stock feed
 * (POST /api/stock-feed, the same import as `npm run import:stock`), the alert email arrives in the outbox with the
 * car's link, its one-click unsubscribe works; My garage lists the search with its matches, pauses and deletes it.
 * The e2e server runs the alert job every 3 s (scripts/e2e-server.mjs).
 */
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { mailsTo } from './outbox'
import {
  adminUrl,
  axeCheck,
  DEMO_PASSWORD,
  dismissPromoPopups,
  expectPageStructure,
  PORT,
  pushStockFeed,
  reviewScreenshot,
  tenantUrl,
  visit,
} from './helpers'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Open the confirmation link sign-up sent to `email` (read from the outbox) and confirm. */
async function confirmFromOutbox(page: Page, email: string) {
  await expect.poll(() => mailsTo(email, '/verify-email?token=').length, { timeout: 10_000 }).toBe(1)
  const link = /http:\/\/[^\s]+\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(
    mailsTo(email, '/verify-email?token=')[0]!,
  )![0]
  await visit(page, link)
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByTestId('email-confirmed')).toBeVisible()
}

test('harbour: save a search → confirm the email → a matching car is imported → the alert arrives → one-click unsubscribe; the garage pauses and deletes the search', async ({
  newContext,
  playwright,
}) => {
  test.setTimeout(120_000)
  const make = `Zed${unique()}`
  const email = `alerts-${unique()}@example.com`
  const password = 'a-long-password'
  const api = await playwright.request.newContext()
  const host = { Host: `harbour.localhost:${PORT}` }
  expect(
    (
      await api.post(`http://localhost:${PORT}/api/account/register`, {
        headers: host,
        data: { name: 'Jordan Alerts', email, password },
      })
    ).status(),
  ).toBe(201)

  const context = await newContext({ viewport: { width: 1366, height: 900 } })
  await dismissPromoPopups(context)
  const page = await context.newPage()
  const searchPath = `/search?refinementList%5Bmake%5D%5B0%5D=${make}`

  // a visitor saving a search signs in first and comes back to it
  await visit(page, tenantUrl('harbour', searchPath))
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  const form = page.getByTestId('sign-in-form')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(tenantUrl('harbour', searchPath))

  await page.getByRole('button', { name: 'Save this search' }).click()
  const save = page.getByTestId('save-search')
  await save.getByLabel('Name').fill(`${make} cars`)
  await save.getByLabel('Tell me about new cars').selectOption('instant')
  await axeCheck(page, 'save this search form')
  await reviewScreenshot(page, { path: 'test-results/alerts-save-search.png', fullPage: false })
  await save.getByRole('button', { name: 'Save search' }).click()
  await expect(save.getByRole('status')).toContainText('Search saved.')
  await expect(save.getByRole('status')).toContainText('Confirm your email')

  // the email is confirmed from the outbox
  await confirmFromOutbox(page, email)

  // a matching car arrives through the dealer's stock feed
  const login = await api.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const stocknum = `ZED${unique().toUpperCase()}`
  const fed = await pushStockFeed(api, auth, { tenant: 'harbour', dealership: 'harbour-toyota-parramatta' }, [
    {
      stocknum,
      year: 2024,
      make,
      model: 'One',
      car_type: 'used',
      status: 'in_stock',
      price: 25990,
      km: 1200,
      colour: 'White',
      simple_body: 'SUV',
    },
  ])
  expect(fed).toMatchObject({ created: 1 })
  try {
    // the alert: one email, the car and its link, the one-click unsubscribe headers
    await expect.poll(() => mailsTo(email, 'List-Unsubscribe-Post').length, { timeout: 30_000 }).toBe(1)
    const alert = mailsTo(email, 'List-Unsubscribe-Post')[0]!
    expect(alert).toContain(`2024 ${make} One`)
    expect(alert).toContain('$25,990')
    const carLink = /http:\/\/harbour\.localhost:\d+\/cars\/[a-z0-9-]+\?from=alert/.exec(alert)?.[0]
    expect(carLink).toBeDefined()
    await visit(page, carLink!)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(make)

    // RFC 8058 one-click: POST the List-Unsubscribe address
    const oneClick = /List-Unsubscribe:\s+<([^>]+)>/.exec(alert)![1]!
    const url = new URL(oneClick)
    const unsubscribed = await api.post(`http://localhost:${PORT}${url.pathname}${url.search}`, {
      headers: { Host: url.host },
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    })
    expect(unsubscribed.status()).toBe(303)
    expect(unsubscribed.headers().location).toContain('done=1')

    // My garage: the search with its match, paused, then deleted
    await visit(page, tenantUrl('harbour', '/my-garage'))
    await expectPageStructure(page)
    const item = page.getByTestId('saved-search').filter({ hasText: `${make} cars` })
    await expect(item).toContainText('1 car matches now')
    await axeCheck(page, 'garage with a saved search')
    await reviewScreenshot(page, { path: 'test-results/alerts-garage.png', fullPage: true })
    // the change shows at once; the page is loaded again once the server has it
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/account/searches/') && r.request().method() === 'POST',
    )
    await item.getByRole('button', { name: 'Pause' }).click()
    await expect(item).toContainText('Paused')
    expect((await saved).ok()).toBe(true)
    await visit(page, tenantUrl('harbour', '/my-garage'))
    await expect(page.getByTestId('saved-search').filter({ hasText: `${make} cars` })).toContainText('Paused')
    await page.getByRole('button', { name: `Delete ${make} cars` }).click()
    await expect(page.getByTestId('saved-search')).toHaveCount(0)
  } finally {
    const found = await api.get(adminUrl(`/api/vehicles?where[stocknum][equals]=${stocknum}&depth=0`), {
      headers: auth,
    })
    for (const doc of ((await found.json()) as { docs: { id: number }[] }).docs)
      await api.delete(adminUrl(`/api/vehicles/${doc.id}`), { headers: auth })
    await api.dispose()
  }
})

test('coastal-mazda on a phone: watch a car → opt in to price-drop emails in My garage → the dealer lowers its price in the admin → one email', async ({
  newContext,
  playwright,
}) => {
  test.setTimeout(120_000)
  const api = await playwright.request.newContext()
  const login = await api.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  // a used car whose price has stood more than 28 days (listed long ago, never repriced): a drop the page shows
  const tenants = (await (
    await api.get(adminUrl('/api/tenants?where[slug][equals]=coastal-mazda&depth=0'), { headers: auth })
  ).json()) as {
    docs: { id: number }[]
  }
  const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString()
  const query = [
    `where[tenant][equals]=${tenants.docs[0]!.id}`,
    'where[status][equals]=in_stock',
    'where[car_type][equals]=used',
    'where[show_on_dealer_website][equals]=true',
    'where[price][greater_than]=5000',
    'where[offer_price][exists]=false',
    'where[price_changed_at][exists]=false',
    `where[createdAt][less_than]=${longAgo}`,
    'sort=-price',
    'limit=1',
    'depth=0',
  ].join('&')
  const found = (await (await api.get(adminUrl(`/api/vehicles?${query}`), { headers: auth })).json()) as {
    docs: { id: number; slug: string; name: string; price: number }[]
  }
  test.skip(found.docs.length === 0, 'no long-listed used car left on this database to reprice')
  const car = found.docs[0]!
  const email = `watch-${unique()}@example.com`
  const password = 'a-long-password'
  const host = { Host: `coastal-mazda.localhost:${PORT}` }
  expect(
    (
      await api.post(`http://localhost:${PORT}/api/account/register`, {
        headers: host,
        data: { name: 'Robin Watcher', email, password, phone: '0412 000 111' },
      })
    ).status(),
  ).toBe(201)

  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await dismissPromoPopups(context)
  const page = await context.newPage()
  try {
    // confirm the email from the outbox, then sign in
    await confirmFromOutbox(page, email)
    await visit(page, tenantUrl('coastal-mazda', `/sign-in?redirect=${encodeURIComponent(`/cars/${car.slug}`)}`))
    const form = page.getByTestId('sign-in-form')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Password').fill(password)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(tenantUrl('coastal-mazda', `/cars/${car.slug}`))

    // watch the car, then opt in from My garage (off until the shopper ticks it)
    const button = page.getByTestId('watchlist-button')
    await expect(button).toHaveAttribute('data-account', 'known')
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await visit(page, tenantUrl('coastal-mazda', '/my-garage'))
    const optIn = page.getByLabel('Email me when a car on my watchlist drops in price')
    await expect(optIn).not.toBeChecked()
    await optIn.check()
    await expect(page.getByText('We will email you when a car on your watchlist drops in price.')).toBeVisible()
    await axeCheck(page, 'garage with price-drop emails on')
    await reviewScreenshot(page, { path: 'test-results/alerts-watch-phone.png', fullPage: true })
    await visit(page, tenantUrl('coastal-mazda', '/my-garage'))
    await expect(page.getByLabel('Email me when a car on my watchlist drops in price')).toBeChecked()

    // the dealer lowers the price in the admin: one email, the drop as the car page shows it
    const lower = car.price - 1000
    expect(
      (await api.patch(adminUrl(`/api/vehicles/${car.id}`), { headers: auth, data: { price: lower } })).status(),
    ).toBe(200)
    await expect.poll(() => mailsTo(email, 'List-Unsubscribe-Post').length, { timeout: 30_000 }).toBe(1)
    const alert = mailsTo(email, 'List-Unsubscribe-Post')[0]!
    expect(alert).toContain('A car you watch dropped in price at')
    expect(alert).toContain(car.name)
    expect(alert).toContain('down $1,000')
    await visit(page, tenantUrl('coastal-mazda', `/cars/${car.slug}`))
    await expect(page.getByText(/Price dropped \$1,000/).first()).toBeVisible()
    // runs go on every few seconds: nothing more is sent for the same drop
    await page.waitForTimeout(7_000)
    expect(mailsTo(email, 'List-Unsubscribe-Post')).toHaveLength(1)
  } finally {
    await api.patch(adminUrl(`/api/vehicles/${car.id}`), { headers: auth, data: { price: car.price } })
    await api.dispose()
  }
})
