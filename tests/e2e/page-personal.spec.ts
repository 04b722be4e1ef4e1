/**
 * Proof: a personal island never leaks one shopper's data into another's cached page.
 *
 * Audit (23 Nov 2026) of every site page, layout and loader render path (src/app/(site)/[host]/**,
 * blocks/**, src/modules/**, src/data/**) for request-dependent input:
 *   cookies()      used only by /my-garage (the shopper's own page, a 'private' route the edge never
 *                  stores); Payload's cookies are stripped from site requests by src/proxy.ts before they reach a page.
 *   headers()      only the home page, and only on the bare platform host (the tenant index reads the port from
 *                  Host); a tenant's pages never read a request header.
 *   searchParams   search (the URL's search state), home (a search query string redirects to /search), /success
 *                  (type, car and location: non-personal context, src/domain/leads/success.ts), trade-in, test
 *                  drive and print (car_id), /models (body): all URL state, the same for everyone who opens the URL,
 *                  which is the page cache's key. Nothing personal travels in a URL.
 * What depends on the shopper is in client islands fed by localStorage, empty on the server and while hydrating:
 * favourites, compare and recently viewed (src/modules/saved: useSyncExternalStore with an empty server snapshot) and
 * the remembered lead details (LEAD-64, src/modules/leads/components/LeadForm.client.tsx: filled in an effect).
 * No site page's HTML depends on the shopper, so no island had to be moved.
 *
 * The test: two browsers (two shoppers) on Harbour. A saves two cars and compares one, B saves a third; each views
 * other cars and sends an enquiry. Each sees only their own choices and details on the home page, /search, vehicle
 * pages and /contact, while a cookie-less request of each of those URLs is a page-cache HIT whose HTML holds neither
 * shopper's choices nor details.
 */
import { type BrowserContext, type Page } from '@playwright/test'

import { expect, type NewContext, test } from './fixtures'
import { animationFrames, dismissPromoPopups, tenantRequest, tenantUrl } from './helpers'

const TENANT = 'harbour'

type Shopper = { name: string; context: BrowserContext; page: Page; first: string; last: string; email: string }

/** Letters only (the lead form's name fields refuse digits), unique per run. */
const runLetters = Date.now()
  .toString(26)
  .split('')
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join('')

async function shopper(newContext: NewContext, name: string): Promise<Shopper> {
  const context = await newContext({ viewport: { width: 1366, height: 900 } })
  // The vehicle page's promo pop-up is dismissed, as a returning shopper would have done.
  await dismissPromoPopups(context)
  const page = await context.newPage()
  const first = `${name}${runLetters}`
  return { name, context, page, first, last: 'Shopper', email: `${name.toLowerCase()}-${runLetters}@example.com` }
}

const card = (page: Page, slug: string) =>
  page.locator('article.card').filter({ has: page.locator(`a[href="/cars/${slug}"]`) })

/** The slugs of the cards whose favourite button is pressed, of the cards on the page. */
async function cardFavourites(page: Page): Promise<{ shown: string[]; saved: string[] }> {
  return page.locator('article.card').evaluateAll((cards) => {
    const slugOf = (c: Element) => c.querySelector('a[href^="/cars/"]')?.getAttribute('href')?.slice('/cars/'.length)
    const shown = cards.map(slugOf).filter((s): s is string => Boolean(s))
    const saved = cards
      .filter((c) => c.querySelector('.saved-button--favourite[aria-pressed="true"]'))
      .map(slugOf)
      .filter((s): s is string => Boolean(s))
    return { shown: [...new Set(shown)], saved: [...new Set(saved)].sort() }
  })
}

/** The ids of a saved list in this browser, in stored order. */
const storedIdsInOrder = (page: Page, key: string) =>
  page.evaluate((k) => {
    try {
      return (JSON.parse(localStorage.getItem(k) ?? '[]') as { id: string }[]).map((c) => String(c.id))
    } catch {
      return []
    }
  }, key)

const storedIds = async (page: Page, key: string) => (await storedIdsInOrder(page, key)).sort()

/** Vehicle ids by slug, from the search API (the ids the saved lists store). */
async function idsBySlug(page: Page): Promise<Record<string, string>> {
  const res = await tenantRequest(page, TENANT, '/api/search?hitsPerPage=60')
  expect(res.status()).toBe(200)
  const { hits } = (await res.json()) as { hits: { id: string | number; slug: string }[] }
  return Object.fromEntries(hits.map((h) => [h.slug, String(h.id)]))
}

/** The cookie-less request of the page is a page-cache HIT whose HTML carries no shopper's choices or details. */
async function expectCachedAndAnonymous(page: Page, path: string, shoppers: Shopper[]): Promise<void> {
  let html = ''
  await expect
    .poll(
      async () => {
        const res = await tenantRequest(page, TENANT, path)
        html = await res.text()
        return `${res.status()} ${res.headers()['x-page-cache']}`
      },
      { message: `${path} is served from the page cache`, timeout: 10_000 },
    )
    .toBe('200 HIT')
  // every save/compare toggle in the HTML is in its unpressed state, named for saving rather than removing
  const toggles = [...html.matchAll(/<button[^>]*saved-button[^>]*>/g)].map((m) => m[0])
  if (path !== '/contact') expect(toggles.length, `${path}: save toggles in the cached HTML`).toBeGreaterThan(0)
  expect(
    toggles.filter((t) => !t.includes('aria-pressed="false"')),
    `${path}: pressed save toggles in the cached HTML`,
  ).toEqual([])
  expect(html, path).not.toMatch(/from favourites|data-testid="compare-tray"/)
  for (const s of shoppers) {
    expect(html, `${path} holds ${s.name}'s details`).not.toContain(s.email)
    expect(html, `${path} holds ${s.name}'s details`).not.toContain(s.first)
  }
}

async function sendEnquiry(s: Shopper, slug: string): Promise<void> {
  const { page } = s
  await page.goto(tenantUrl(TENANT, `/cars/${slug}`))
  await page
    .getByTestId('vdp-actions')
    .getByRole('button', { name: /Enquire Now|Message Now/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Enquire About This Vehicle' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('First name').fill(s.first)
  await dialog.getByLabel('Last name').fill(s.last)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(s.email)
  await dialog.getByLabel('Mobile').fill('0412 345 678')
  await dialog.getByLabel('Postcode').fill('2000')
  await dialog.getByLabel('Comments').fill('Is it still available?')
  await dialog.getByRole('button', { name: 'Submit Form' }).click()
  await page.waitForURL('**/success**')
}

/** Opens a vehicle page and waits until its island ran (it records the car as viewed, first in the list). */
async function openCar(page: Page, slug: string, id: string): Promise<void> {
  await page.goto(tenantUrl(TENANT, `/cars/${slug}`))
  await expect.poll(async () => (await storedIdsInOrder(page, 'saved:viewed'))[0]).toBe(id)
  await animationFrames(page, 2)
}

test('SAVE-13 SAVE-19 SAVE-20 LEAD-64 two shoppers see only their own favourites, compare, viewed cars and remembered details on cached pages', async ({
  newContext,
}) => {
  test.setTimeout(180_000)
  const a = await shopper(newContext, 'Alice')
  const b = await shopper(newContext, 'Bruno')
  const ids = await idsBySlug(a.page)

  // cars that show on both the home page (Latest arrivals) and the first search page, with a favourite button
  await a.page.goto(tenantUrl(TENANT, '/'))
  const onHome = (await cardFavourites(a.page)).shown
  await a.page.goto(tenantUrl(TENANT, '/search'))
  const saveable = await a.page
    .locator('article.card')
    .filter({ has: a.page.locator('.saved-button--favourite') })
    .evaluateAll((cards) =>
      cards.map((c) => c.querySelector('a[href^="/cars/"]')!.getAttribute('href')!.slice('/cars/'.length)),
    )
  const both = saveable.filter((slug) => onHome.includes(slug) && ids[slug])
  expect(both.length, 'three saveable cars on both the home and search pages').toBeGreaterThanOrEqual(3)
  const [car0, car1, car2] = both as [string, string, string]
  const others = saveable.filter((slug) => !both.slice(0, 3).includes(slug) && ids[slug])
  expect(others.length, 'two more saveable cars to view').toBeGreaterThanOrEqual(2)
  const [viewedByA, viewedByB] = others as [string, string]

  // A: favourites car0 and car1, compares car0
  await expect(card(a.page, car0).locator('.saved-button--favourite')).toHaveAttribute('aria-pressed', 'false')
  await card(a.page, car0).locator('.saved-button--favourite').click()
  await card(a.page, car1).locator('.saved-button--favourite').click()
  await card(a.page, car0).locator('.saved-button--compare').click()
  await expect(card(a.page, car1).locator('.saved-button--favourite')).toHaveAttribute('aria-pressed', 'true')
  await expect(card(a.page, car0).locator('.saved-button--compare')).toHaveAttribute('aria-pressed', 'true')
  // B: favourites car2
  await b.page.goto(tenantUrl(TENANT, '/search'))
  await card(b.page, car2).locator('.saved-button--favourite').click()
  await expect(card(b.page, car2).locator('.saved-button--favourite')).toHaveAttribute('aria-pressed', 'true')

  // recently viewed (SAVE-20): each browser keeps its own list
  await openCar(a.page, viewedByA, ids[viewedByA]!)
  await openCar(b.page, viewedByB, ids[viewedByB]!)
  expect(await storedIds(a.page, 'saved:viewed')).toEqual([ids[viewedByA]!])
  expect(await storedIds(b.page, 'saved:viewed')).toEqual([ids[viewedByB]!])
  expect(await storedIds(a.page, 'saved:favourites')).toEqual([ids[car0]!, ids[car1]!].sort())
  expect(await storedIds(b.page, 'saved:favourites')).toEqual([ids[car2]!])
  expect(await storedIds(a.page, 'saved:compare')).toEqual([ids[car0]!])
  expect(await storedIds(b.page, 'saved:compare')).toEqual([])

  // remembered details (LEAD-64): each sends an enquiry
  await sendEnquiry(a, viewedByA)
  await sendEnquiry(b, viewedByB)

  const favourites = new Map([
    [a, [car0, car1]],
    [b, [car2]],
  ])
  const shoppers = [a, b]

  // home and search: the cards each shopper saved, and only those, show as saved
  for (const path of ['/', '/search']) {
    for (const s of shoppers) {
      await s.page.goto(tenantUrl(TENANT, path))
      // the cards come with the HTML; the saved state arrives once the islands hydrate
      const { shown } = await cardFavourites(s.page)
      const expected = favourites
        .get(s)!
        .filter((slug) => shown.includes(slug))
        .sort()
      expect(expected.length, `${s.name}'s saved cars show on ${path}`).toBeGreaterThan(0)
      await expect
        .poll(async () => (await cardFavourites(s.page)).saved, { message: `${s.name}'s saved cards on ${path}` })
        .toEqual(expected)
      if (path === '/search') {
        // the compare list is A's alone
        if (s === a) await expect(s.page.getByTestId('compare-tray')).toContainText('Compare (1 of 3)')
        else await expect(s.page.getByTestId('compare-tray')).toHaveCount(0)
        await expect(card(s.page, car0).locator('.saved-button--compare')).toHaveAttribute(
          'aria-pressed',
          s === a ? 'true' : 'false',
        )
      }
      await expectCachedAndAnonymous(s.page, path, shoppers)
    }
  }

  // vehicle pages: the heart and the compare box follow each shopper's own lists
  for (const slug of [car0, car2]) {
    for (const s of shoppers) {
      await openCar(s.page, slug, ids[slug]!)
      const favourite = favourites.get(s)!.includes(slug)
      const buttons = s.page.locator('.saved-button--favourite')
      await expect(buttons.first()).toBeVisible()
      for (const button of await buttons.all())
        await expect(button, `${s.name} on ${slug}`).toHaveAttribute('aria-pressed', String(favourite))
      const compare = s.page.locator('.saved-button--compare')
      if ((await compare.count()) > 0)
        await expect(compare.first()).toHaveAttribute('aria-pressed', String(s === a && slug === car0))
      await expectCachedAndAnonymous(s.page, `/cars/${slug}`, shoppers)
    }
  }

  // remembered details: each shopper's own, never the other's
  for (const s of shoppers) {
    await s.page.goto(tenantUrl(TENANT, '/contact'))
    const email = s.page.getByRole('textbox', { name: 'Email' })
    // the form's code loads as it comes near the viewport (a deferred island) and then fills in what was remembered
    await email.scrollIntoViewIfNeeded()
    await expect(email).toHaveValue(s.email)
    await expect(s.page.getByLabel('First name')).toHaveValue(s.first)
    await expectCachedAndAnonymous(s.page, '/contact', shoppers)
  }
})
