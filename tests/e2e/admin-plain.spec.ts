import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { formatZonedDate } from '../../collections/shared/admin/dates'
import { adminLogin, adminSignIn, adminUrl, PORT, tenantRequest } from './helpers'

/**
 * The admin in words a dealer's marketer reads (Payload admin, Chromium): the Leads list names the car and leaves an
 * empty cell quiet, a lead's time is the dealership's own clock (Harbour: Sydney; Coastal Mazda: Brisbane), documents
 * have no developer's "API" tab, the page builder adds sections, and the account picture is drawn locally.
 * Payload's own admin screens are not audited with axe (see tests/e2e/admin.spec.ts).
 */

type Car = { slug: string; year: number; make: string; model: string }

async function firstCar(page: Page, tenant: string): Promise<Car> {
  const res = await tenantRequest(page, tenant, '/api/search?hitsPerPage=1&refinementList[status][0]=in_stock')
  const [hit] = ((await res.json()) as { hits: Car[] }).hits
  return hit!
}

/** A car enquiry on the tenant's site, without a subcategory; its id. */
async function sendCarLead(page: Page, tenant: string, email: string, car: Car): Promise<string> {
  const res = await page.request.post(adminUrl('/api/leads'), {
    headers: { Host: `${tenant}.localhost:${PORT}`, 'Idempotency-Key': `plain-${email}` },
    data: {
      category: 'Used Car Enquiry',
      isLastStep: false,
      car_id: car.slug,
      fields: {
        name: 'Plain',
        last_name: 'Words',
        email,
        phone: '0400 000 000',
        postcode: '2000',
        message: 'Is it still available?',
      },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { lead_id: string }).lead_id
}

async function leadJson(page: Page, id: string): Promise<unknown> {
  const res = await page.request.get(adminUrl(`/api/leads/${id}?depth=0`))
  expect(res.status()).toBe(200)
  return res.json()
}

async function createdAt(page: Page, id: string): Promise<string> {
  return ((await leadJson(page, id)) as { createdAt: string }).createdAt
}

test("the Leads list reads as words: the car's title, a quiet empty cell and the lead's time in the dealership's time zone", async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const car = await firstCar(page, 'harbour')
  const email = `plain-${stamp}@example.com`
  const id = await sendCarLead(page, 'harbour', email, car)

  await adminSignIn(page, 'marketing@demo.test')
  await page.goto(adminUrl(`/admin/collections/leads?where[email][equals]=${encodeURIComponent(email)}`))
  const row = page.locator('tbody tr', { hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`${car.year} ${car.make} ${car.model}`)
  // Payload's relationship cell reads '<No Dealership>' until it has asked for the related document (just after it
  // is drawn): the list is read once its cells have settled
  const list = page.locator('main, .collection-list').first()
  await expect(list).not.toContainText(/<No [A-Z]/)
  await expect(list).not.toContainText('[object Object]')

  // Harbour trades in Sydney: its lead's time is Sydney's, named as such (AEDT in summer, AEST in winter)
  const sydney = formatZonedDate(await createdAt(page, id), 'Australia/Sydney')
  expect(sydney).toMatch(/ AE[DS]T$/)
  await expect(row.locator('time[data-lead-time-zone="Australia/Sydney"]')).toHaveText(sydney)

  // … on the lead's own page too, and the page has no developer's "API" tab
  await row.locator('time').click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${id}`))
  await expect(page.locator('[data-field="createdAt"] time')).toHaveText(sydney)
  await expect(page.locator('.doc-tabs')).toBeVisible()
  await expect(page.locator('.doc-tab', { hasText: /^\s*API\s*$/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^API$/ })).toHaveCount(0)
})

test("a Brisbane dealership's lead reads in Brisbane time (no daylight saving): created and last updated, for its group admin; other lists read as words", async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const car = await firstCar(page, 'coastal-mazda')
  const email = `plain-bne-${stamp}@example.com`
  const id = await sendCarLead(page, 'coastal-mazda', email, car)
  await adminSignIn(page, 'group@demo.test')
  const brisbane = formatZonedDate(await createdAt(page, id), 'Australia/Brisbane')
  expect(brisbane).toMatch(/ AEST$/)
  await page.goto(adminUrl(`/admin/collections/leads/${id}`))
  await expect(page.locator('[data-field="createdAt"] time')).toHaveText(brisbane)
  // every time on the lead's page is Brisbane's: Last updated too, and the header's browser-clock times are not shown
  const updated = formatZonedDate(((await leadJson(page, id)) as { updatedAt: string }).updatedAt, 'Australia/Brisbane')
  await expect(page.locator('[data-field="updatedAt"] time')).toHaveText(updated)
  await expect(page.locator('.doc-controls__value-wrap').filter({ visible: true })).toHaveCount(0)

  // other lists read as words too: a tick box is Yes / No, an empty relationship a dash
  await page.goto(adminUrl('/admin/collections/lead-destinations'))
  const destinations = page.locator('tbody tr').first()
  await expect(destinations).toContainText(/\b(Yes|No)\b/)
  // read once the relationship cells have settled (see above)
  await expect(page.locator('main, .collection-list').first()).not.toContainText(/<No [A-Z]|\btrue\b|\bfalse\b/)
})

test('the page builder adds a "section", and the account picture is drawn locally (no gravatar request)', async ({
  page,
}) => {
  const remote: string[] = []
  page.on('request', (request) => {
    if (/gravatar\.com/i.test(request.url())) remote.push(request.url())
  })
  await adminLogin(page, 'marketing@demo.test')
  const account = page.locator('a[href$="/admin/account"]').first()
  await expect(account).toBeVisible()
  // Payload's default picture is an inline SVG; an <img> there would have to load
  const images = account.locator('img')
  for (let i = 0; i < (await images.count()); i++)
    expect(await images.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await expect(account.locator('svg, img').first()).toBeVisible()

  await page.goto(adminUrl('/admin/collections/pages/create'))
  await expect(page.getByRole('button', { name: /add section/i }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /add layout/i })).toHaveCount(0)
  expect(remote).toEqual([])
})
