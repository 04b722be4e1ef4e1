import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminUrl, DEMO_PASSWORD, expectPageStructure, PORT, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * Budget search and the small blocks: /budget-search (the budget search block, the sales-this-month
 * counter, the payment-card strip), the tenant finance content beside the calculator on /finance, and the privacy,
 * warranty and trade-in copy — on the group (harbour) and brand (coastal-mazda) templates (the used template where a
 * figure is its own), on a phone, each page with axe (visit) and the no-overflow check.
 */
// The behaviour here is the same at every width: checked on a phone. Each page's width, and axe, at 390 and 1366 px
// are reflow.spec.ts's.
const SIZES = [{ name: 'phone', width: 390, height: 844, isMobile: true }] as const
const TENANTS = ['harbour', 'coastal-mazda'] as const

async function expectNoOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width)
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/**
 * The budget rule written out again (BUD-02, deliberate difference: counts interest): the loan the repayment services
 * at the tenant's default rate and term, P × (1 − (1 + r)^−n) / r, plus the deposit, rounded down. The demo tenants'
 * defaults: harbour the group template's 10% over 6 years, coastal-mazda 8.5% over 5 years, no establishment fee.
 * Coastal-mazda's $8 monthly account fee is paid beside the repayment (not in the budget) and is in its comparison
 * rate: $615.50 + $8 a month on the $30,000 / 5-year example, worth $30,000.82 at 9.05% and $29,993.81 at 9.06%
 * → 9.05%.
 */
const FINANCE = {
  harbour: { rate: 10, years: 6, shown: 'Based on 10.00% p.a. over 6 years, comparison rate 10.00% p.a.' },
  'coastal-mazda': {
    rate: 8.5,
    years: 5,
    shown: 'Based on 8.50% p.a. over 5 years plus $8 monthly account fee, comparison rate 9.05% p.a.',
  },
} as const
function expectedBudget(tenant: keyof typeof FINANCE, perYear: 12 | 52, repayment: number, deposit: number): number {
  const { rate, years } = FINANCE[tenant]
  const r = rate / 100 / perYear
  return Math.floor((repayment * (1 - Math.pow(1 + r, -years * perYear))) / r + deposit)
}
const money = (n: number) => `$${n.toLocaleString('en-AU')}`

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    test('BUD-01 BUD-02 BUD-03 BUD-04 BUD-07 BUD-16 (deliberate difference: counts interest at the tenant rate and term) the budget search: pickers, repayment and deposit, the assumption shown', async ({
      page,
    }) => {
      for (const tenant of TENANTS) {
        const res = await visit(page, tenantUrl(tenant, '/budget-search'))
        expect(res?.status(), `${tenant} /budget-search`).toBe(200)
        await expectPageStructure(page)
        await expectNoOverflow(page, size.width)
        const form = page.getByTestId('budget-form')
        const pickers = form.getByRole('group', { name: 'Body type' }).getByRole('radio')
        expect(await pickers.count(), `${tenant} body types`).toBeGreaterThan(1)
        await expect(pickers.first()).toBeChecked()
        const repayment = form.getByLabel('Monthly repayment')
        const deposit = form.getByLabel('Deposit')
        // BUD-16: number fields with min, max and step
        for (const field of [repayment, deposit]) {
          await expect(field).toHaveAttribute('type', 'number')
          await expect(field).toHaveAttribute('min', '0')
          await expect(field).toHaveAttribute('max', '1000000')
          await expect(field).toHaveAttribute('step', /^\d+$/)
        }
        // BUD-03 BUD-04 BUD-02: $600 a month and $2,000 down at the tenant's rate and term (harbour: $34,387, where
        // the spec's 600 × 60 + 2000 said $38,000)
        await expect(repayment).toHaveValue('600')
        await expect(deposit).toHaveValue('2000')
        await expect(page.getByTestId('budget-total')).toHaveText(money(expectedBudget(tenant, 12, 600, 2000)))
        if (tenant === 'harbour') await expect(page.getByTestId('budget-total')).toHaveText('$34,387')
        await expect(form).toContainText(`over ${FINANCE[tenant].years} years`)
        // the assumption, with its comparison rate, beside the figure
        await expect(page.getByTestId('budget-assumption')).toHaveText(FINANCE[tenant].shown)
        await expect(page.getByTestId('budget-assumption')).toBeVisible()
        // weekly
        await form.getByRole('radio', { name: 'Weekly' }).check()
        const weekly = form.getByLabel('Weekly repayment')
        await expect(weekly).toHaveValue('200')
        await expect(page.getByTestId('budget-total')).toHaveText(money(expectedBudget(tenant, 52, 200, 2000)))
        await weekly.fill('250')
        await expect(page.getByTestId('budget-total')).toHaveText(money(expectedBudget(tenant, 52, 250, 2000)))
        await expect(form.getByRole('button', { name: /within budget/ })).toBeEnabled()
      }
    })

    test('BUD-11 BUD-12 BUD-13 BUD-14 BUD-15 ERR-16 clamped inputs, NaN as 0, and a budget below the cheapest car', async ({
      page,
    }) => {
      for (const tenant of TENANTS) {
        await visit(page, tenantUrl(tenant, '/budget-search'))
        const form = page.getByTestId('budget-form')
        const repayment = form.getByLabel('Monthly repayment')
        const deposit = form.getByLabel('Deposit')
        // BUD-11: clamped to 1,000,000 when the field is left
        await repayment.fill('5000000')
        await deposit.focus()
        await expect(repayment).toHaveValue('1000000')
        // BUD-12: an empty (NaN) repayment counts as 0: the budget is the deposit alone
        await repayment.fill('')
        await deposit.fill('500')
        await expect(page.getByTestId('budget-total')).toHaveText('$500')
        // BUD-13..15 ERR-16: $500 is below every car (all are above $1,000)
        const button = form.getByRole('button', { name: /within budget/ })
        await expect(button).toBeDisabled()
        await expect(repayment).toHaveAttribute('aria-invalid', 'true')
        await expect(deposit).toHaveAttribute('aria-invalid', 'true')
        const status = page.getByTestId('budget-status')
        await expect(status).toContainText('0 Vehicles Found')
        await expect(status).toContainText('No vehicles found for this budget')
        // a body type: its own name in the messages
        const second = form.getByRole('group', { name: 'Body type' }).getByRole('radio').nth(1)
        const label = (await second.locator('xpath=..').textContent())?.trim() ?? ''
        await second.check()
        await expect(status).toContainText(/^0 .+ Found/)
        await expect(status).toContainText(/No .+ found for this budget/)
        expect((await status.textContent())?.toLowerCase()).toContain(label.toLowerCase().slice(0, 3))
        await expectNoOverflow(page, size.width)
        // back within budget: valid again
        await deposit.fill('200000')
        await expect(button).toBeEnabled()
        await expect(repayment).not.toHaveAttribute('aria-invalid', 'true')
        await expect(status).toHaveText('')
      }
    })

    test('BUD-05 BUD-06 the results button lands on /search filtered by body type and price above 1000 up to the budget', async ({
      page,
    }) => {
      for (const tenant of TENANTS) {
        await visit(page, tenantUrl(tenant, '/budget-search'))
        const form = page.getByTestId('budget-form')
        const second = form.getByRole('group', { name: 'Body type' }).getByRole('radio').nth(1)
        await second.check()
        await form.getByLabel('Deposit').fill('50000')
        const budget = expectedBudget(tenant, 12, 600, 50_000)
        await expect(page.getByTestId('budget-total')).toHaveText(money(budget))
        await form.getByRole('button', { name: /within budget/ }).click()
        await expect(page).toHaveURL(new RegExp(`/search/[a-z0-9-]+\\?range%5Bprice%5D=1001%3A${budget}$`))
        await expect(page.getByTestId('result-count')).toBeVisible()
        expect(dollars(await page.getByTestId('result-count').textContent())).toBeGreaterThan(0)
        // the heading names the budget as a shopper says it: no "from $1,001"
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          new RegExp(` under \\$${budget.toLocaleString('en-AU')}$`),
        )
        await expectNoOverflow(page, size.width)
      }
    })
  })
}

test('BUD-05 BUD-06 BUD-11 BUD-12 without JavaScript the form posts to /api/budget-search, which redirects to the results', async ({
  page,
}) => {
  const redirect = async (query: string) => {
    const res = await page.request.get(`http://localhost:${PORT}/api/budget-search?${query}`, {
      headers: { Host: `harbour.localhost:${PORT}` },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(303)
    return res.headers()['location'] ?? ''
  }
  // weekly $200 at harbour's 10% over 6 years services 46,890.69; + 2,000 = 48,890 (BUD-02, deliberate difference:
  // counts interest), SUVs priced above 1000
  const weekly = await redirect('body=SUV&frequency=weekly&repayment=200&deposit=2000')
  expect(weekly).toBe('/search/suv?range%5Bprice%5D=1001%3A48890')
  expect(expectedBudget('harbour', 52, 200, 2000)).toBe(48_890)
  const res = await visit(page, tenantUrl('harbour', weekly))
  expect(res?.status()).toBe(200)
  expect(dollars(await page.getByTestId('result-count').textContent())).toBeGreaterThan(0)
  // NaN and negatives are 0, so the budget is 0 and the 100,000 fallback applies; 'All' (no body) is plain /search
  expect(await redirect('body=&frequency=x&repayment=abc&deposit=-5')).toBe('/search?range%5Bprice%5D=1001%3A100000')
})

test('BUD-08 quick options run $5,000 to $70,000 and link into the search, whose heading says the same', async ({
  page,
}) => {
  await visit(page, tenantUrl('harbour', '/budget-search'))
  const quick = page.getByRole('navigation', { name: 'Browse by price' }).getByRole('link')
  await expect(quick.first()).toHaveText('Under $5,000')
  await expect(quick.last()).toHaveText('Under $70,000')
  await expect(quick.first()).toHaveAttribute('href', '/search?range%5Bprice%5D=1001%3A5000')
  await quick.nth(4).click()
  await page.waitForURL(/range%5Bprice%5D=1001%3A30000|range\[price\]=1001:30000/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars under $30,000')
  await expect(page).toHaveTitle(/^Cars under \$30,000 \| /)
})

test('CMS-15 CMS-16 CMS-18 (deliberately differs: the month’s real sales in the tenant’s time zone, not a figure from the clock) the counter shows what the stock says and counts a car sold in the admin; CMS-17 the page asks again each 150 s', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  const sold = async () =>
    ((await (await tenantRequest(page, 'harbour', '/api/sales-counter')).json()) as { sold: number }).sold
  const admin = await playwright.request.newContext()
  const login = await admin.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const hits = (
    (await (await tenantRequest(page, 'harbour', '/api/search?hitsPerPage=5')).json()) as {
      hits: { id: string; status: string }[]
    }
  ).hits
  const car = hits.find((h) => h.status === 'in_stock')!
  const before = await sold()
  const patch = (data: object) => admin.patch(adminUrl(`/api/vehicles/${car.id}`), { headers: auth, data })
  try {
    expect((await patch({ status: 'sold', sold: true, sold_date_timestamp: new Date().toISOString() })).status()).toBe(
      200,
    )
    await expect.poll(sold, { timeout: 10_000 }).toBe(before + 1)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    // the counter asks once as it loads: the figure after 150 s must come from the next ask, not that one
    const onLoad = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sales-counter')
    await visit(page, tenantUrl('harbour', '/budget-search'))
    await onLoad
    const count = page.getByTestId('sales-count')
    await expect(count).toHaveText((before + 1).toLocaleString('en-AU'))
    await expect(page.getByRole('region', { name: /trust us/ })).toContainText('vehicles sold this month')
    // the next answer, 150 s on, is shown (counted up to; at once with reduced motion)
    await page.route('**/api/sales-counter', (route) => route.fulfill({ json: { sold: before + 7, shown: true } }))
    await page.clock.runFor(150_000)
    await expect(count).toHaveText((before + 7).toLocaleString('en-AU'))
  } finally {
    await patch({ status: 'in_stock', sold: false, sold_date_timestamp: null })
    await admin.dispose()
  }
})

test('CMS-14 the payment-card strip shows Mastercard, Visa, Maestro, Google Pay and Apple Pay', async ({ page }) => {
  for (const tenant of TENANTS) {
    for (const path of ['/budget-search', '/finance']) {
      await visit(page, tenantUrl(tenant, path))
      const strip = page.getByTestId('payment-brands').first()
      await expect(strip.getByRole('img')).toHaveCount(5)
      for (const name of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
        await expect(strip.getByRole('img', { name, exact: true })).toBeVisible()
    }
  }
})

for (const size of SIZES) {
  test.describe(`finance content ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    test('FIN-36 FIN-37 FIN-38 FIN-39 FIN-40 FIN-41 finance content beside the calculator on /finance', async ({
      page,
    }) => {
      // the brand: a fixed-fee offer's inclusions ($912.25 keeps its cents: a fee), 6.29% / 8.19%, 10.0% / 30.0%
      await visit(page, tenantUrl('coastal-mazda', '/finance'))
      await expectNoOverflow(page, size.width)
      const fees = page.getByTestId('fee-inclusions')
      for (const [label, amount] of [
        ['Establishment fee', '$395'],
        ['Security registration fee', '$6'],
        ['Monthly account fee', '$8'],
        ['Dealer agency fee', '$912.25'],
      ] as const)
        await expect(fees.locator('div', { hasText: label })).toContainText(amount)
      const brandSmallPrint = page.getByTestId('finance-disclaimers')
      await expect(brandSmallPrint).toContainText(
        '6.29% p.a., comparison rate 8.19% p.a., over a 5-year term with no deposit',
      )
      await expect(brandSmallPrint).toContainText('10.0% deposit and a 30.0% final payment')
      // the group (angle): the comparison-rate range and the $30,000 5-year secured example
      await visit(page, tenantUrl('harbour', '/finance'))
      await expectNoOverflow(page, size.width)
      await expect(page.getByTestId('comparison-range')).toHaveText('8.38% – 19.42% p.a.')
      await expect(page.getByTestId('finance-disclaimers')).toContainText('5-year secured consumer loan of $30,000')
      // the used template: a 5-year-term example
      await visit(page, tenantUrl('westside-used', '/finance'))
      await expect(page.getByTestId('finance-disclaimers')).toContainText('5-year term')
    })
  })
}

test('CMS-26 CMS-27 CMS-28 the privacy policy: acknowledgement within 7 days, resolution within 30, complaints aim 14', async ({
  page,
}) => {
  for (const tenant of [...TENANTS, 'westside-used']) {
    await visit(page, tenantUrl(tenant, '/privacy-policy'))
    const main = page.getByRole('main')
    await expect(main).toContainText('acknowledge your request within 7 days')
    await expect(main).toContainText('resolve it within 30 days')
    await expect(main).toContainText('We aim to resolve complaints within 14 days')
  }
})

test('CMS-29 the trade-in page names an independent valuation provider', async ({ page }) => {
  for (const tenant of TENANTS) {
    await visit(page, tenantUrl(tenant, '/trade-in'))
    await expect(page.getByRole('main')).toContainText(/AutoGrade Valuations, an independent valuation provider/)
  }
})
