import fs from 'node:fs'

import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { parseCsvRows } from '../helpers/csv'
import { adminSignIn, adminUrl, PORT } from './helpers'

/**
 * The Leads admin: the marketing admin of Harbour (tenant A) filters the Leads list by status and
 * exports it as CSV; the file holds A's lead and not Westside's (tenant B). Leads are sent as unfinished
 * multi-step leads (status 'in progress'), which the delivery worker leaves alone, so the status is stable.
 * Payload's own admin screens are not audited with axe (see tests/e2e/admin.spec.ts).
 */

async function sendLead(page: Page, tenant: string, email: string): Promise<string> {
  const res = await page.request.post(adminUrl('/api/leads'), {
    headers: { Host: `${tenant}.localhost:${PORT}` },
    data: {
      category: 'General Enquiry',
      isLastStep: false,
      fields: {
        name: 'Export',
        last_name: 'Tester',
        email,
        phone: '0400 000 000',
        postcode: '3000',
        message: 'Please call me, after 5pm',
        terms_conditions: true,
      },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { lead_id: string }).lead_id
}

test('LEAD-05 TEN-02 a tenant admin filters leads by status and exports CSV with only their tenant’s leads', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const emailA = `export-a-${stamp}@example.com`
  const emailB = `export-b-${stamp}@example.com`
  await sendLead(page, 'harbour', emailA)
  await sendLead(page, 'westside-used', emailB)

  await adminSignIn(page, 'marketing@demo.test')
  await page.goto(adminUrl('/admin/collections/leads'))
  await expect(page.getByRole('cell', { name: emailA }).first()).toBeVisible()

  // filter by status through the list's own filter controls
  await page
    .getByRole('button', { name: /filters/i })
    .first()
    .click()
  const condition = page.locator('.condition').first()
  const addFilter = page.getByRole('button', { name: /add filter/i }).first()
  // a click while the admin's list is still hydrating adds nothing ("No filters set"): click until a condition shows
  await expect(async () => {
    if ((await condition.count()) === 0) await addFilter.click()
    await expect(condition).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await condition.locator('.condition__field').click()
  // the enquiry type (category), status and date (created) are all offered as filters
  for (const name of ['Created', 'Enquiry type', 'Status']) {
    await expect(page.getByRole('option', { name, exact: true }).first()).toBeAttached()
  }
  // options are clicked, not typed and entered: on a busy machine Enter could land before the typed text had narrowed
  // the list, leaving the condition on its first field (Title) with the value typed into it
  await page.getByRole('option', { name: 'Status', exact: true }).first().click()
  await expect(condition.locator('.condition__field')).toContainText('Status')
  await condition.locator('.condition__value').click()
  await page
    .getByRole('option', { name: /^In progress/ })
    .first()
    .click()
  await expect(page).toHaveURL(/where/)
  await expect(page).toHaveURL(/in_progress/)
  await expect(page.getByRole('cell', { name: emailA }).first()).toBeVisible()
  const badges = page.locator('[data-lead-status]')
  await expect(badges.first()).toBeVisible()
  expect(new Set(await badges.evaluateAll((els) => els.map((el) => el.getAttribute('data-lead-status'))))).toEqual(
    new Set(['in_progress']),
  )

  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  await expect(exportLink).toHaveAttribute('href', /\/api\/leads\/export-csv\?.*in_progress/)
  const downloading = page.waitForEvent('download')
  await exportLink.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '')
  const [header, ...rows] = parseCsvRows(csv)
  expect(header!.slice(0, 3)).toEqual(['id', 'created', 'status'])
  const emailColumn = header!.indexOf('email')
  expect(rows.map((r) => r[emailColumn])).toContain(emailA)
  expect(csv).toContain(emailA)
  expect(csv).toContain('"Please call me, after 5pm"')
  expect(csv).not.toContain(emailB)
  // the status filter is honoured: every exported row is in progress
  expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['in_progress']))

  // the export link itself refuses anonymous callers
  const anonymous = await request.get(adminUrl('/api/leads/export-csv'))
  expect(anonymous.status()).toBe(401)
})

test('LEAD a dead-lettered lead shows its failed attempts (each at the dealership’s local time) and badge, and Retry delivery puts it back in the outbox', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const id = await sendLead(page, 'harbour', `retry-${stamp}@example.com`)
  await adminSignIn(page, 'marketing@demo.test')
  // make it a dead letter as the worker would after its last failure
  const failedAt = new Date().toISOString()
  const patched = await page.request.patch(adminUrl(`/api/leads/${id}`), {
    data: {
      status: 'dead_letter',
      attempts: 6,
      delivery_attempts: [
        { at: failedAt, destination: 'webhook https://crm.example', status: 'failed', error: 'webhook answered 500' },
      ],
    },
  })
  expect(patched.status(), await patched.text()).toBe(200)

  await page.goto(adminUrl(`/admin/collections/leads/${id}`))
  await expect(page.locator('[data-lead-status="dead_letter"]').first()).toBeVisible()
  // the attempts log, in the Delivery section: Payload remembers a section's collapsed state per user, so open it when
  // its toggle says it is collapsed now (a blind click on one that was open, or on a toggle not yet hydrated, would
  // leave it shut) and scroll to it; the innermost collapsible whose header is "Delivery" is the section itself
  // its time in the dealership's zone (Harbour: Sydney, the default), worked out here independently of the app's
  // formatter: '25 Nov 2026, 1:09 pm AEDT' for a failure at 02:09 UTC
  const sydney = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(new Date(failedAt))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>
  const zoneName = /^(AEDT|GMT\+11)$/.test(sydney.timeZoneName ?? '') ? 'AEDT' : 'AEST'
  const when = `${sydney.day} ${sydney.month} ${sydney.year}, ${sydney.hour}:${sydney.minute}\\s?${sydney.dayPeriod?.toLowerCase()} ${zoneName}`
  const attempt = page.getByText(
    new RegExp(`^Attempt 1 · failed · ${when} · webhook https://crm\\.example · webhook answered 500$`),
  )
  const toggle = page
    .locator('.collapsible', { has: page.locator('.collapsible__header-wrap', { hasText: /^Delivery$/ }) })
    .last()
    .locator('.collapsible__toggle')
    .first()
  await expect(async () => {
    // the admin renders a section's fields only once they come near the viewport
    await toggle.scrollIntoViewIfNeeded()
    if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed')) await toggle.click()
    await expect(attempt).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // the button reloads the document once the lead is back in the outbox: wait for that reload, so no navigation is
  // still under way when the next test takes over the browser
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Retry delivery' }).click()
  await reloaded
  await expect(page.getByRole('button', { name: 'Retry delivery' })).toHaveCount(0)
  await expect(page.locator('[data-lead-status="dead_letter"]')).toHaveCount(0)
  await page.waitForLoadState('load')

  const after = (await (await page.request.get(adminUrl(`/api/leads/${id}?depth=0`))).json()) as {
    status: string
    attempts: number
  }
  expect(['pending', 'delivering', 'delivered']).toContain(after.status)
  expect(after.attempts).toBeLessThanOrEqual(1)
})

test('a lead’s page reads in words: the message, the car linked to its admin page, the trade-in and the finance wish, with no JSON editor', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const cars = await page.request.get(adminUrl('/api/vehicles?depth=0&limit=1&sort=id'), {
    headers: { Host: `harbour.localhost:${PORT}` },
  })
  const car = ((await cars.json()) as { docs: { id: number; stock_number?: string }[] }).docs[0]!
  const sent = await page.request.post(adminUrl('/api/leads'), {
    headers: { Host: `harbour.localhost:${PORT}` },
    data: {
      category: 'General Enquiry',
      car_id: car.id,
      isLastStep: false,
      fields: {
        name: 'Jane',
        last_name: `Citizen${stamp}`,
        email: `summary-${stamp}@example.com`,
        phone: '0400 000 000',
        postcode: '2000',
        message: 'Is it still available this weekend?',
        terms_conditions: true,
        'do-you-have-a-trade-in': 'Yes',
        make: 'Mazda',
        model: '3',
        year: 2016,
        kms: '82000',
        finance: 'Yes',
        vehiclePriceBudget: 45990,
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const id = ((await sent.json()) as { lead_id: string }).lead_id

  await adminSignIn(page, 'marketing@demo.test')
  await page.goto(adminUrl(`/admin/collections/leads/${id}`))
  const summary = page.getByTestId('lead-summary')
  await expect(summary.getByTestId('lead-asked')).toContainText('Is it still available this weekend?')
  await expect(summary.getByTestId('lead-who')).toContainText(`Citizen${stamp}`)
  await expect(summary.getByTestId('lead-car').getByRole('link', { name: 'Open in admin' })).toHaveAttribute(
    'href',
    `/admin/collections/vehicles/${car.id}`,
  )
  await expect(summary.getByTestId('lead-car').getByRole('link', { name: 'View on the site' })).toHaveAttribute(
    'href',
    /^http:\/\/harbour\.localhost:\d+\/cars\/[^/]+$/,
  )
  await expect(summary.getByTestId('lead-trade-in')).toContainText('82,000 km')
  await expect(summary.getByTestId('lead-trade-in')).toContainText('Mazda')
  await expect(summary.getByTestId('lead-finance')).toContainText('$45,990')
  await expect(summary.getByTestId('lead-when')).toContainText(/AE[DS]T \(Sydney time\)/)
  // the form's fields further down, labelled, never in a JSON editor
  await expect(page.locator('.ldadm-json[data-field="fields"]')).toContainText('Preferred contact')
  await expect(page.locator('.json-field, .monaco-editor')).toHaveCount(0)
})
