/**
 * The buy-online journey (spec §2 /checkout-journey?car_id={slug}; RTE-12, TEN-20, TEN-28): westside-used sells online
 * with the test payment provider and gates checkout (the template's default), harbour does not sell online. Each
 * width (390 px phone, 1366 px desktop) takes its own new shopper through the journey, with a declined card before
 * the deposit is paid.
 */
import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { axeCheck, PORT, reviewScreenshot, tenantRequest, tenantUrl, visit } from './helpers'

const SELLER = 'westside-used'
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const

type Hit = { slug: string; name: string }

async function inStock(page: Page, tenant: string): Promise<Hit[]> {
  const res = await tenantRequest(page, tenant, '/api/search?hitsPerPage=20&refinementList[status][0]=in_stock')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { hits: Hit[] }).hits
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A new shopper account on the tenant, signed out again: the journey's sign-in is the page's own. */
async function newShopper(page: Page, tenant: string) {
  const email = `buyer-${unique()}@example.com`
  const password = 'correct horse battery'
  const res = await page.request.post(`http://localhost:${PORT}/api/account/register`, {
    headers: { Host: `${tenant}.localhost:${PORT}` },
    data: { name: 'Bea Buyer', email, password },
  })
  expect(res.status()).toBe(201)
  await page.context().clearCookies()
  return { email, password }
}

async function continueTo(page: Page, heading: string, button = 'Continue') {
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused()
  await expect(page.locator('[aria-current="step"]')).toContainText(heading)
}

/** The first in-stock car of the seller whose journey opens (not reserved, not test-drive only, priced). */
async function openableCar(page: Page, skip = 0): Promise<Hit> {
  const hits = await inStock(page, SELLER)
  let seen = 0
  for (const hit of hits) {
    const res = await page.request.get(`http://localhost:${PORT}/checkout-journey?car_id=${hit.slug}`, {
      headers: { Host: `${SELLER}.localhost:${PORT}` },
      maxRedirects: 0,
    })
    // gated and open: the sign-in redirect; closed cars answer their reason with 200
    if (res.status() === 307 || res.status() === 303 || res.status() === 302) {
      if (seen++ === skip) return hit
    }
  }
  throw new Error('no in-stock car of the seller can be bought online')
}

for (const size of SIZES) {
  test.describe(`buy online (${size.name})`, () => {
    test.use({ viewport: size.viewport })

    test(`RTE-12 TEN-20 TEN-28 a gated visitor signs in, comes back to the car's journey, and goes through to the summary with a reload in the middle (${size.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const shopper = await newShopper(page, SELLER)
      // cars from the middle of the list: the deposit holds the car until the test gives it back at the end
      const car = await openableCar(page, size.name === 'phone' ? 9 : 10)
      const journey = `/checkout-journey?car_id=${car.slug}`

      // TEN-28: the car is known, so the visitor goes to sign-in with the journey (and its car) as the redirect
      await page.goto(tenantUrl(SELLER, journey))
      await expect(page).toHaveURL(tenantUrl(SELLER, `/sign-in?type=checkout&redirect=${encodeURIComponent(journey)}`))
      const form = page.getByTestId('sign-in-form')
      await form.getByLabel('Email', { exact: true }).fill(shopper.email)
      await form.getByLabel('Password').fill(shopper.password)
      await form.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(tenantUrl(SELLER, journey))

      // 1. the car and its one total
      await expect(page.locator('[aria-current="step"]')).toContainText('Your car')
      await expect(page.getByTestId('cj-total')).toContainText(/\$\d{1,3}(,\d{3})*/)
      await axeCheck(page, `journey car step ${size.name}`)
      await continueTo(page, 'Trade-in', 'Start buying this car')

      // 2. a trade-in by registration
      await page.getByLabel('Yes, I have a car to trade in').check()
      await page.getByLabel('Registration', { exact: true }).fill('1ABC234')
      await page.getByLabel('Registration state').selectOption('WA')
      await continueTo(page, 'Payment method')

      // 3. finance, with the finance team's call
      await page.getByLabel('Finance through the dealer').check()
      await page.getByLabel("Have the dealer's finance team contact me").check()
      await axeCheck(page, `journey payment step ${size.name}`)
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/checkout-journey') && r.status() === 200)
      await continueTo(page, 'Delivery or pick-up')
      await saved

      // a reload resumes the same step, with the answers so far
      await page.reload()
      await expect(page.locator('[aria-current="step"]')).toContainText('Delivery or pick-up')
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Payment method' })).toBeFocused()
      await expect(page.getByLabel('Finance through the dealer')).toBeChecked()
      await expect(page.getByLabel("Have the dealer's finance team contact me")).toBeChecked()
      await continueTo(page, 'Delivery or pick-up')

      // 4. pick up; 5. details (a bad email and a five-digit postcode first: LEAD-19, the lead forms' rule)
      await page.getByLabel(/^Pick up from/).check()
      await continueTo(page, 'Your details')
      // the signed-in shopper's name and email are filled in
      await expect(page.getByLabel('First name')).toHaveValue('Bea')
      await expect(page.getByLabel('Last name')).toHaveValue('Buyer')
      await expect(page.getByLabel('Email')).toHaveValue(shopper.email)
      await page.getByLabel('First name').fill('Bea')
      await page.getByLabel('Last name').fill('Buyer')
      await page.getByLabel('Email').fill('not-an-email')
      await page.getByLabel('Mobile').fill('0412 345 678')
      const postcode = page.getByLabel('Your postcode')
      await postcode.pressSequentially('12345')
      await page.getByLabel("Driver's licence number").fill('1234567')
      await page.getByLabel('Licence state').selectOption('WA')
      await page.getByRole('button', { name: 'Continue' }).click()
      const email = page.getByLabel('Email')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address, e.g. name@example.com.')
      await expect(postcode).toHaveValue('12345')
      await expect(postcode).toHaveAttribute('aria-invalid', 'true')
      await expect(postcode).toHaveAccessibleDescription('Invalid postcode. Please enter a 4-digit number.')
      await email.fill(shopper.email)
      await postcode.fill('6100')
      await continueTo(page, 'Deposit')

      // 6. the deposit on the test processor's page: a declined card, then another on the same page (the car is
      // held), then back to the journey
      await expect(page.getByTestId('payment-brands').getByRole('img')).toHaveCount(5)
      await page.getByRole('button', { name: /^Pay the \$[\d,]+ deposit$/ }).click()
      await expect(page).toHaveURL(/\/online-payment\?ref=R-[A-Z0-9]{10}&secret=[^&]+&return=/)
      const card = page.getByTestId('test-card-form')
      const payWith = async (number: string) => {
        await card.getByLabel('Name on card').fill('Bea Buyer')
        await card.getByLabel('Card number').fill(number)
        await card.getByLabel('Expiry (MM/YY)').fill('12/39')
        await card.getByLabel('Security code (CVC)').fill('123')
        await card.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ }).click()
      }
      await payWith('4000 0000 0000 0002')
      const declined = page.getByTestId('payment-error')
      await expect(declined).toHaveText('Your card was declined. Please try another card.', { timeout: 30_000 })
      await expect(declined).toBeFocused()
      await payWith('4242 4242 4242 4242')
      const reserved = page.getByRole('heading', { level: 1, name: 'Your car is reserved' })
      await expect(reserved).toBeVisible({ timeout: 30_000 })
      await expect(reserved).toBeFocused()
      // My garage is off here: no link to it
      await expect(page.getByRole('link', { name: /My garage/ })).toHaveCount(0)
      // back on the journey at its summary, the deposit paid and the car held
      await page.getByTestId('continue-journey').click()
      await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible()
      await expect(page.getByTestId('cj-summary-deposit')).toContainText(
        /Deposit paid: car held \(reference R-[A-Z0-9]{10}\)/,
      )

      // 7. the summary: every choice and the total, then the order
      await expect(page.getByTestId('cj-summary-trade-in')).toContainText('1ABC234 (WA)')
      await expect(page.getByTestId('cj-summary-payment')).toContainText('the finance team will contact you')
      // a repayment only with its rate and comparison rate
      await expect(page.getByTestId('cj-summary-payment').locator('dd')).toHaveText(
        /^Finance: \$[\d,]+ per week at \d+\.\d\d% p\.a\. \(comparison rate \d+\.\d\d% p\.a\., based on a secured loan of \$30,000 over 5 years\)/,
      )
      await expect(page.getByTestId('cj-summary-delivery')).toContainText('Pick up from')
      await expect(page.getByTestId('cj-summary-details')).toContainText('licence 1234567 (WA)')
      await axeCheck(page, `journey summary ${size.name}`)
      await reviewScreenshot(page, { path: `test-results/buy-online-summary-${size.name}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Send to the dealer' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Your order has been sent' })).toBeFocused()

      // opened again: the sent order, read-only
      await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: 'Your order has been sent' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Send to the dealer' })).toHaveCount(0)

      // the car goes back on sale (other tests use the seller's stock): the shopper cancels the deposit
      const reference = /R-[A-Z0-9]{10}/.exec((await page.getByTestId('cj-summary-deposit').textContent()) ?? '')![0]
      const cancelled = await page.evaluate(
        (ref) =>
          fetch(`/api/reserve/${ref}/cancel`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }).then((r) => r.status),
        reference,
      )
      expect(cancelled).toBe(200)
    })

    test(`a car that cannot be bought online says why and links back to the car (${size.name})`, async ({ page }) => {
      // harbour does not sell online: the reason, before any sign-in, and the way back
      const [car] = await inStock(page, 'harbour')
      const res = await visit(page, tenantUrl('harbour', `/checkout-journey?car_id=${car!.slug}`))
      expect(res?.status()).toBe(200)
      await expect(page.getByTestId('cj-unavailable-reason')).toHaveText(
        'This dealer does not sell cars online. Contact the dealer about this car.',
      )
      await expect(page.getByRole('link', { name: 'Back to the car' })).toHaveAttribute('href', `/cars/${car!.slug}`)
      await reviewScreenshot(page, { path: `test-results/buy-online-unavailable-${size.name}.png`, fullPage: true })
      // no car named, or one the tenant does not have: the 404 page
      expect((await page.goto(tenantUrl(SELLER, '/checkout-journey')))?.status()).toBe(404)
      expect((await page.goto(tenantUrl(SELLER, '/checkout-journey?car_id=no-such-car')))?.status()).toBe(404)
    })
  })
}
