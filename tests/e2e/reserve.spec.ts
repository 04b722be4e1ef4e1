/**
 * Reserve online in Chromium (spec §9 Reservation; RES-01..07, RTE-11, TEN-20): a shopper reserves a car with the
 * built-in test processor's success card, gets the confirmation page and email, the car shows Reserved to everyone
 * else at once (search card, vehicle page, no Reserve button), the shopper cancels from My garage and the car is
 * back on sale; a declined card shows the processor's words and another card on the same page reserves the car. Two
 * tenants ($200 default deposit and a $500 one), phone and desktop, every page through axe.
 */
import { type BrowserContext, type Page } from '@playwright/test'

import { expect, type NewContext, test } from './fixtures'
import { mailsTo } from './outbox'
import { axeCheck, dismissPromoPopups, tenantRequest, tenantUrl, visit } from './helpers'

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const

type Hit = {
  slug: string
  stocknum: string
  tag: string | null
  reserved: boolean
  status: string
  price: number | null
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function shopperContext(newContext: NewContext, tenant: string, size: keyof typeof SIZES) {
  const context = await newContext(SIZES[size])
  await dismissPromoPopups(context)
  const email = `reserver-${unique()}@example.com`
  const page = await context.newPage()
  // a new account, made from the site's own origin (the session cookie lands in this browser)
  await page.goto(tenantUrl(tenant, '/sign-in'))
  const status = await page.evaluate(
    async (body) => {
      const r = await fetch('/api/account/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return r.status
    },
    { name: 'Robin Reserver', email, password: 'a-long-password', phone: '0412 345 678' },
  )
  expect(status).toBe(201)
  return { context, page, email }
}

/** An in-stock car of the tenant that nobody holds and that shows a price (RES-01: only such a car can be reserved),
 * from the middle of the list (other specs use the first ones). */
async function freeCar(page: Page, tenant: string, offset: number): Promise<Hit> {
  const res = await tenantRequest(page, tenant, `/api/search?hitsPerPage=40&refinementList[status][0]=in_stock`)
  const hits = ((await res.json()) as { hits: Hit[] }).hits.filter(
    (h) => !h.reserved && (h.tag ?? '').toLowerCase() !== 'test drive only' && (h.price ?? 0) > 10,
  )
  return hits[offset % hits.length]!
}

async function reservedInSearch(page: Page, tenant: string, car: Hit): Promise<boolean> {
  const res = await tenantRequest(page, tenant, `/api/search?hitsPerPage=5&query=${encodeURIComponent(car.stocknum)}`)
  const hit = ((await res.json()) as { hits: Hit[] }).hits.find((h) => h.slug === car.slug)
  return hit?.reserved === true
}

async function payWith(page: Page, number: string) {
  const form = page.getByTestId('test-card-form')
  await form.getByLabel('Name on card').fill('Robin Reserver')
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry (MM/YY)').fill('12/39')
  await form.getByLabel('Security code (CVC)').fill('123')
  await form.getByRole('button', { name: /^Pay \$\d+ deposit$/ }).click()
}

async function startReservation(page: Page, tenant: string, car: Hit, deposit: string) {
  await visit(page, tenantUrl(tenant, `/cars/${car.slug}`))
  const reserve = page
    .getByRole('main')
    .getByRole('link', { name: `Reserve for ${deposit}` })
    .first()
  await expect(reserve).toHaveAttribute('href', `/cars/${car.slug}/checkout`)
  await visit(page, tenantUrl(tenant, `/cars/${car.slug}/checkout`))
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve this car' })).toBeVisible()
  await expect(page.getByTestId('reserve-terms')).toContainText('We hold the car for you for 48 hours.')
  await expect(page.getByTestId('reserve-terms')).toContainText('100% refundable')
  await expect(page.getByTestId('payment-brands').getByRole('img')).toHaveCount(5)
  // the form starts with the account's details
  await expect(page.getByLabel('Email')).not.toHaveValue('')
  await page.getByRole('button', { name: `Reserve for ${deposit}` }).click()
  await expect(page).toHaveURL(/\/online-payment\?ref=R-[A-Z0-9]{10}&secret=/)
  await axeCheck(page, 'the deposit payment page')
}

async function anonymousPage(newContext: NewContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(SIZES.desktop)
  return { context, page: await context.newPage() }
}

for (const { tenant, deposit, size, offset } of [
  { tenant: 'harbour', deposit: '$200', size: 'desktop', offset: 17 },
  { tenant: 'coastal-mazda', deposit: '$500', size: 'phone', offset: 11 },
] as const) {
  test(`RES-01 RES-04 RES-05 RES-06 RTE-11 ${tenant} ${size}: reserve with the success card, the car shows Reserved to everyone else, cancel from My garage and it is back on sale`, async ({
    newContext,
  }) => {
    test.setTimeout(120_000)
    const { page, email } = await shopperContext(newContext, tenant, size)
    const car = await freeCar(page, tenant, offset)
    await startReservation(page, tenant, car, deposit)
    await payWith(page, '4242 4242 4242 4242')
    await expect(page.getByRole('heading', { level: 1, name: 'Your car is reserved' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('reservation-headline')).toContainText(/is held for you until \d{1,2} \w{3} \d{4}/)
    await axeCheck(page, 'the reservation confirmation')
    const reference = (await page.getByTestId('reservation-reference').textContent())!.trim()
    // the confirmation email: the hold's end, the terms, the cancel link
    await expect.poll(() => mailsTo(email).some((m) => m.includes(reference)), { timeout: 15_000 }).toBe(true)
    const mail = mailsTo(email).find((m) => m.includes(reference))!
    expect(mail).toContain(`Your ${deposit} deposit is held on your card`)
    expect(mail).toMatch(new RegExp(`/reservations/${reference}\\?token=`))

    // everyone else: Reserved in search and on the car's page, with no Reserve button
    const other = await anonymousPage(newContext)
    await expect.poll(() => reservedInSearch(other.page, tenant, car), { timeout: 15_000 }).toBe(true)
    await expect
      .poll(
        async () => {
          await other.page.goto(tenantUrl(tenant, `/cars/${car.slug}`))
          return other.page
            .getByRole('main')
            .getByRole('link', { name: /^Reserve/ })
            .count()
        },
        { timeout: 15_000 },
      )
      .toBe(0)
    await expect(other.page.getByText('Reserved', { exact: true }).first()).toBeVisible()
    // its holder's reserve page says so and leads to My garage
    await visit(page, tenantUrl(tenant, `/cars/${car.slug}/checkout`))
    await expect(page.getByTestId('reserve-problem')).toContainText(
      `You have reserved this car (reference ${reference}).`,
    )

    // the shopper cancels from My garage: refunded in full, back on sale
    await visit(page, tenantUrl(tenant, '/my-garage'))
    const mine = page.getByTestId('garage-reservations').getByTestId('reservation').filter({ hasText: reference })
    await expect(mine).toHaveAttribute('data-status', 'held')
    await mine.getByTestId('reservation-cancel').click()
    await mine.getByTestId('reservation-cancel-confirm').click()
    await expect(
      page.getByTestId('garage-reservations').getByTestId('reservation').filter({ hasText: reference }),
    ).toHaveAttribute('data-status', 'refunded', { timeout: 15_000 })
    await expect(page.getByTestId('garage-reservations')).toContainText('has been returned in full')
    await expect.poll(() => reservedInSearch(other.page, tenant, car), { timeout: 15_000 }).toBe(false)
    await expect
      .poll(
        async () => {
          await other.page.goto(tenantUrl(tenant, `/cars/${car.slug}`))
          return other.page
            .getByRole('main')
            .getByRole('link', { name: `Reserve for ${deposit}` })
            .count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
  })
}

test('RES-06 a declined card: the processor’s words, focused; another card on the same page reserves the car', async ({
  newContext,
}) => {
  test.setTimeout(90_000)
  const { page } = await shopperContext(newContext, 'harbour', 'phone')
  const car = await freeCar(page, 'harbour', 23)
  await startReservation(page, 'harbour', car, '$200')
  await payWith(page, '4000 0000 0000 0002')
  const declined = page.getByTestId('payment-error')
  await expect(declined).toHaveText('Your card was declined. Please try another card.', { timeout: 30_000 })
  await expect(declined).toBeFocused()
  await axeCheck(page, 'a declined card')
  expect(await reservedInSearch(page, 'harbour', car)).toBe(false)
  // the same page, another card: the car is reserved, and the result heading has focus
  await payWith(page, '4242 4242 4242 4242')
  const reserved = page.getByRole('heading', { level: 1, name: 'Your car is reserved' })
  await expect(reserved).toBeVisible({ timeout: 30_000 })
  await expect(reserved).toBeFocused()
  await expect.poll(() => reservedInSearch(page, 'harbour', car), { timeout: 15_000 }).toBe(true)
  // the car goes back on sale (other tests use this stock): cancelled from the same page
  const mine = page.getByTestId('reservation')
  await mine.getByTestId('reservation-cancel').click()
  await mine.getByTestId('reservation-cancel-confirm').click()
  await expect(page.getByTestId('reservation')).toHaveAttribute('data-status', 'refunded', { timeout: 15_000 })
})

test('TEN-20 a visitor is sent to sign in before reserving, and comes back to the car’s reserve page', async ({
  newContext,
}) => {
  const { page } = await anonymousPage(newContext)
  const car = await freeCar(page, 'harbour', 29)
  await visit(page, tenantUrl('harbour', `/cars/${car.slug}/checkout`))
  await expect(page).toHaveURL(
    new RegExp(`/sign-in\\?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/checkout`)}$`),
  )
})
