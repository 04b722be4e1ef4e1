import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectPageStructure, PORT, tenantRequest, tenantUrl, visit } from './helpers'

const HARBOUR = { slug: 'harbour', name: 'Harbour Auto Group' }
const COASTAL = { slug: 'coastal-mazda', name: 'Coastal Mazda' }
const WESTSIDE = { slug: 'westside-used', name: 'Westside Used Cars' }

async function homeFacts(page: Page, slug: string) {
  await visit(page, tenantUrl(slug))
  await expectPageStructure(page)
  const header = page.getByRole('banner')
  return {
    name: (await page.getByTestId('tenant-name').textContent())?.trim(),
    h1: (await page.locator('h1').textContent())?.trim() ?? '',
    headerBackground: await header.evaluate((el) => getComputedStyle(el).backgroundColor),
    primaryVar: await page
      .locator('.site')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim()),
    blocks: await page.locator('[data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block'))),
    body: await page.locator('body').innerText(),
  }
}

test('TEN-01 TEN-11 two tenant hosts show their own name, theme and home blocks, never the other one', async ({
  page,
}) => {
  // Harbour (a Sydney dealer group) and Westside (a Perth used-car specialist) share nothing.
  const harbour = await homeFacts(page, HARBOUR.slug)
  const westside = await homeFacts(page, WESTSIDE.slug)

  expect(harbour.name).toBe(HARBOUR.name)
  expect(westside.name).toBe(WESTSIDE.name)
  expect(harbour.body).not.toContain(WESTSIDE.name)
  expect(westside.body).not.toContain(HARBOUR.name)

  // Theme: each header is painted with its own tenant's primary colour, and the two differ.
  expect(harbour.primaryVar).not.toBe(westside.primaryVar)
  expect(harbour.headerBackground).not.toBe(westside.headerBackground)

  // Home blocks: each home page starts with its own hero; neither shows the other's hero heading.
  expect(harbour.blocks[0]).toBe('hero')
  expect(westside.blocks[0]).toBe('hero')
  expect(harbour.h1).not.toBe(westside.h1)
  expect(westside.body).not.toContain(harbour.h1)
  expect(harbour.body).not.toContain(westside.h1)
})

test('TEN-01 CMS-03 the brand dealership of the same group has its own theme and no group stats', async ({ page }) => {
  const harbour = await homeFacts(page, HARBOUR.slug)
  const coastal = await homeFacts(page, COASTAL.slug)
  expect(coastal.name).toBe(COASTAL.name)
  expect(coastal.primaryVar).not.toBe(harbour.primaryVar)
  expect(coastal.h1).not.toBe(harbour.h1)
  expect(coastal.body).not.toContain(harbour.h1)

  // CMS-03 (deliberately changed): the group template shows its stats, Locations and Brands counted from its own
  // data (tests/e2e/layout.spec.ts checks the count) rather than the spec's fixed 50+ / 40+.
  expect(harbour.blocks).toContain('statsBanner')
  expect(coastal.blocks).not.toContain('statsBanner')
  await page.goto(tenantUrl(HARBOUR.slug))
  const stats = page.locator('[data-block="statsBanner"]')
  for (const label of ['Locations', 'Brands', 'Years']) await expect(stats).toContainText(label)
  await expect(stats).toContainText('30+')
})

test('TEN-01 the used-car tenant answers on its own host with its own name', async ({ page }) => {
  const westside = await homeFacts(page, WESTSIDE.slug)
  expect(westside.name).toBe(WESTSIDE.name)
  expect(westside.body).not.toContain(COASTAL.name)
})

test('an unknown host gets a 404 that names no tenant', async ({ page }) => {
  const response = await page.goto(tenantUrl('no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  const body = await page.locator('body').innerText()
  for (const t of [HARBOUR, COASTAL, WESTSIDE]) expect(body).not.toContain(t.name)
  const response2 = await page.goto(`http://localhost:${PORT}/some/page`)
  expect(response2?.status()).toBe(404)
})

test('a path naming another tenant host stays on this tenant and ends in a 404', async ({ page }) => {
  const response = await page.goto(tenantUrl(HARBOUR.slug, `/${COASTAL.slug}.localhost`))
  expect(response?.status()).toBe(404)
  expect(await page.locator('body').innerText()).not.toContain(COASTAL.name)
})

test('the bare localhost host lists the demo tenants with links to their hosts', async ({ page }) => {
  await visit(page, `http://localhost:${PORT}/`)
  for (const t of [HARBOUR, COASTAL, WESTSIDE]) {
    await expect(page.getByRole('link', { name: t.name })).toHaveAttribute('href', tenantUrl(t.slug))
  }
})

test('a content page renders its blocks under the tenant layout, and a draft page is not public', async ({ page }) => {
  const response = await visit(page, tenantUrl(HARBOUR.slug, '/about-us'))
  expect(response?.status()).toBe(200)
  await expectPageStructure(page)
  await expect(page.getByTestId('tenant-name')).toHaveText(HARBOUR.name)
  const missing = await page.goto(tenantUrl(HARBOUR.slug, '/no-such-page'))
  expect(missing?.status()).toBe(404)
  // The seed's draft page exists in the admin but is not published.
  for (const path of ['/spring-sale', '/pages/spring-sale']) {
    const draft = await page.goto(tenantUrl(HARBOUR.slug, path))
    expect(draft?.status()).toBe(404)
    await expect(page.locator('body')).not.toContainText('Spring sale: coming soon')
  }
})

test('TEN-11 header menu and footer come from the tenant, with five social links (CMS-04, CMS-05, CMS-06)', async ({
  page,
}) => {
  await visit(page, tenantUrl(HARBOUR.slug))
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const label of ['Home', 'Finance', 'Trade In'])
    await expect(nav.getByText(label, { exact: true }).first()).toBeVisible()
  // the seeded 'Offers' item shows while the tenant has a live offer (harbour has), and leads to a page
  const offers = nav.getByRole('link', { name: 'Offers', exact: true })
  await expect(offers).toHaveAttribute('href', '/special-offers')
  expect((await tenantRequest(page, HARBOUR.slug, '/special-offers')).status()).toBe(200)
  const social = page.getByRole('list', { name: 'Social media' }).getByRole('link')
  await expect(social).toHaveCount(5)
  // Keyboard users can reach the menu: the skip link is the first focusable element and is visible on focus.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeVisible()
})
