import { expect, test, type Page } from '@playwright/test'

import { tenantUrl, visit } from './helpers'

/**
 * Issue 13 (Lighthouse mobile ≥ 95: "ship less client JS"): what a page loads before the shopper does anything.
 * The home page carries no zod (the lead form's validation, ~50 KB gzip); the enquiry form further down it loads
 * its code when the shopper comes near it, and still works (remembered details fill it).
 */

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const

/** zod v4 names every schema class with a string ('$ZodType', '$ZodString', …) that survives minification. */
const ZOD_SIGNATURE = /\$Zod(Type|String|Object)\b/

async function scriptBodies(page: Page, url: string): Promise<{ url: string; body: string }[]> {
  const responses: Promise<{ url: string; body: string }>[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok())
      responses.push(res.text().then((body) => ({ url: res.url(), body })))
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  return Promise.all(responses)
}

for (const tenant of TENANTS) {
  test(`issue 13 the ${tenant} home page loads no zod and no lead form code until the shopper nears the form`, async ({
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

test('LEAD-24 issue 13 the home page enquiry form loads near the viewport and remembered details fill it', async ({
  page,
}) => {
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
