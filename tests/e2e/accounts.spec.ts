/**
 * Shopper accounts (spec §2 sign-in and gated routes, §4 Watchlist, §6 user states, §8 watchlist messages): sign-in
 * and create-account, the gated garage, the watchlist button with its toasts, alert and spinner (and the save asked
 * for before signing in, carried out on return), the forgotten-password reset by email, sign out; confirming the email
 * from the outbox, changing the password, downloading my data and deleting the account. Two templates
 * (harbour: group, coastal-mazda: brand) at a 390 px phone and a 1366 px desktop, every page through `visit` (axe).
 * westside-used has the garage off: no account links, and /my-garage answers 404.
 */

import fs from 'node:fs'

import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, type NewContext, test } from './fixtures'
import { mailsTo } from './outbox'
import {
  axeCheck,
  DEMO_PASSWORD,
  dismissPromoPopups,
  expectPageStructure,
  PORT,
  reviewScreenshot,
  tenantRequest,
  tenantUrl,
  visit,
} from './helpers'

const RESET_LINK = '/reset-password?token='
const CONFIRM_LINK = '/verify-email?token='
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, limit: 390 },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, limit: 1366 },
] as const
/**
 * The account pages' behaviour does not depend on the tenant or the width; each flow runs on both tenants with
 * accounts, once at each size, crossed so that every tenant is seen at both (their widths are also reflow.spec's).
 */
const CROSSED = [
  ['harbour', SIZES[1]],
  ['coastal-mazda', SIZES[0]],
] as const
const CROSSED_BACK = [
  ['harbour', SIZES[0]],
  ['coastal-mazda', SIZES[1]],
] as const

type Hit = { id: string | number; slug: string; name: string; status: string }

async function cars(page: Page, tenant: string, status: 'in_stock' | 'sold'): Promise<Hit[]> {
  const res = await tenantRequest(page, tenant, `/api/search?hitsPerPage=20&refinementList[status][0]=${status}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { hits: Hit[] }).hits
}

/** A shopper's browser at this size (the worker's kept context: tests/e2e/fixtures.ts), given back when the test ends. */
async function newPage(newContext: NewContext, size: (typeof SIZES)[number] = SIZES[1]) {
  const context = await newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch })
  // the promo pop-up dismissed, as a returning shopper would have done
  await dismissPromoPopups(context)
  return { context, page: context.pages()[0] ?? (await context.newPage()) }
}

async function fits(page: Page, limit: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(limit)
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function signInWith(page: Page, email: string, password: string) {
  const form = page.getByTestId('sign-in-form')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

async function createAccount(page: Page, opts: { phone?: string } = {}) {
  const email = `shopper-${unique()}@example.com`
  await page.getByRole('button', { name: 'Create account' }).click()
  const form = page.getByTestId('register-form')
  await form.getByLabel('Name', { exact: true }).fill('Riley Buyer')
  await form.getByLabel('Email', { exact: true }).fill(email)
  if (opts.phone) await form.getByLabel(/Mobile or phone/).fill(opts.phone)
  await form.getByLabel('Password', { exact: true }).fill('a-long-password')
  await form.getByRole('button', { name: 'Create account' }).click()
  return email
}

/** A new account on a tenant, made through the API (not the page under test). */
async function apiAccount(request: APIRequestContext, tenant: string, opts: { phone?: string } = {}) {
  const email = `shopper-${unique()}@example.com`
  const password = 'a-long-password'
  const res = await request.post(`http://localhost:${PORT}/api/account/register`, {
    headers: { Host: `${tenant}.localhost:${PORT}` },
    data: { name: 'Riley Buyer', email, password, ...(opts.phone ? { phone: opts.phone } : {}) },
  })
  expect(res.status()).toBe(201)
  return { email, password }
}

for (const [tenant, size] of CROSSED) {
  test(`TEN-25 TEN-26 TEN-27 RTE-21 RTE-23 CMS-30 ${tenant} ${size.name}: /my-garage sends a visitor to sign-in and back; the demo shopper sees their watchlist; sign out`, async ({
    newContext,
  }) => {
    const { page } = await newPage(newContext, size)
    // TEN-26: a visitor is redirected to /sign-in?type=my-garage&redirect=/my-garage
    const answer = await visit(page, tenantUrl(tenant, '/my-garage'))
    expect(answer?.status()).toBe(200)
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage$/)
    await expectPageStructure(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your garage' })).toBeVisible()
    await fits(page, size.limit)
    await reviewScreenshot(page, { path: `test-results/accounts-${tenant}-${size.name}-sign-in.png`, fullPage: true })

    // a wrong password: the generic message, no hint which part was wrong
    await signInWith(page, `shopper@${tenant}.demo.test`, 'not-the-password')
    await expect(page.getByTestId('account-error')).toHaveText('Email or password is incorrect.')

    await signInWith(page, `shopper@${tenant}.demo.test`, DEMO_PASSWORD)
    await expect(page).toHaveURL(tenantUrl(tenant, '/my-garage'))
    await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible()
    await expect(page.getByTestId('garage-card')).not.toHaveCount(0)
    await visit(page, page.url())
    await expectPageStructure(page)
    await fits(page, size.limit)
    await reviewScreenshot(page, { path: `test-results/accounts-${tenant}-${size.name}-garage.png`, fullPage: true })

    // TEN-27: signed in, the gated route opens straight away (no redirect); the header says My garage
    const again = await page.goto(tenantUrl(tenant, '/my-garage'))
    expect(again?.request().redirectedFrom()).toBeNull()
    expect(again?.headers()['cache-control']).toMatch(/no-store/)
    expect(again?.headers()['x-page-cache']).toBe('BYPASS')
    await expect(page.getByTestId('header-account')).toContainText('My garage')

    await page.getByTestId('sign-out').click()
    await expect(page).toHaveURL(tenantUrl(tenant, '/'))
    await expect(page.getByTestId('header-account')).toContainText('Sign in')
    await page.goto(tenantUrl(tenant, '/my-garage'))
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
  })
}

test('SAVE-01 SAVE-03 SAVE-04 SAVE-05 SAVE-09 SAVE-11 ERR-07 RTE-38 TEN-18 harbour: a visitor saving a car signs up first and the car is saved on return (spinner, toast, View List)', async ({
  newContext,
}) => {
  const { page } = await newPage(newContext)
  const [car] = await cars(page, 'harbour', 'in_stock')
  await visit(page, tenantUrl('harbour', `/cars/${car!.slug}`))
  const button = page.getByTestId('watchlist-button')
  await expect(button).toHaveAttribute('data-account', 'known')
  // SAVE-01: anonymous → sign-in with type=watchlist and the car as the redirect
  await button.click()
  await expect(page).toHaveURL(
    new RegExp(`/sign-in\\?type=watchlist&redirect=%2Fcars%2F${car!.slug}&back=%2Fcars%2F${car!.slug}$`),
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to save cars to your watchlist' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/cars/${car!.slug}`)

  // SAVE-09: spinner and disabled while the call is in flight (held until the test lets it go). The save asked for
  // before signing up is made on the way back to the car, without a second click.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/watchlist/save-car', async (route) => {
    await held
    await route.continue()
  })
  const request = page.waitForRequest('**/api/watchlist/save-car')
  await createAccount(page, { phone: '0412 345 678' })
  await expect(page).toHaveURL(tenantUrl('harbour', `/cars/${car!.slug}`))
  const sent = await request
  // SAVE-04: { phone_number, car_id }; SAVE-03: pressed at once, before the answer
  expect(sent.postDataJSON()).toEqual({ phone_number: '0412345678', car_id: String(car!.id) })
  await expect(page.getByTestId('watchlist-button')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('watchlist-button')).toBeDisabled()
  await expect(page.getByTestId('watchlist-spinner')).toBeVisible()
  release()
  // SAVE-05, ERR-07
  const toast = page.getByTestId('watchlist-toast')
  await expect(toast).toContainText('Car Saved In Watchlist')
  await expect(toast).toContainText(`${car!.name} is now available in your watchlist`)
  await expect(page.getByTestId('watchlist-button')).toBeEnabled()
  await expect(page.getByTestId('watchlist-spinner')).toHaveCount(0)
  // SAVE-11, RTE-38: View List → the watchlist page
  await toast.getByRole('link', { name: 'View List' }).click()
  await expect(page).toHaveURL(tenantUrl('harbour', '/my-garage'))
  await expect(page.getByTestId('garage-card').filter({ hasText: car!.name })).toHaveCount(1)
})

test('SAVE-06 SAVE-07 ERR-08 SAVE-08 ERR-06 coastal-mazda: removal is optimistic with the Car Removed toast; a failed call alerts its message and undoes the change', async ({
  newContext,
}) => {
  const { page } = await newPage(newContext, SIZES[0])
  const [car] = await cars(page, 'coastal-mazda', 'in_stock')
  await visit(
    page,
    tenantUrl('coastal-mazda', `/sign-in?type=watchlist&redirect=${encodeURIComponent(`/cars/${car!.slug}`)}`),
  )
  await createAccount(page, { phone: '0298765432' })
  await expect(page).toHaveURL(tenantUrl('coastal-mazda', `/cars/${car!.slug}`))
  const button = page.getByTestId('watchlist-button')
  // hydrated and told who is looking: a toggle, not yet pressed
  await expect(button).toHaveAttribute('data-account', 'known')
  await button.click()
  await expect(page.getByTestId('watchlist-toast')).toContainText('Car Saved In Watchlist')
  await expect(button).toHaveAttribute('aria-pressed', 'true')

  // SAVE-08, ERR-06: the server says no → window.alert(message), the button goes back
  await page.route('**/api/watchlist/remove-car', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Watchlist is down' }),
    }),
  )
  const alerts: { type: string; message: string }[] = []
  page.once('dialog', (d) => {
    alerts.push({ type: d.type(), message: d.message() })
    void d.dismiss()
  })
  await button.click()
  await expect.poll(() => alerts).toEqual([{ type: 'alert', message: 'Watchlist is down' }])
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(button).toBeEnabled()
  await page.unroute('**/api/watchlist/remove-car')

  // SAVE-06, SAVE-07, ERR-08
  await button.click()
  await expect(page.getByTestId('watchlist-toast')).toContainText('Car Removed')
  await expect(page.getByTestId('watchlist-toast')).toContainText(`${car!.name} is no longer in your watchlist`)
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await fits(page, 390)
  await reviewScreenshot(page, { path: 'test-results/accounts-coastal-mazda-phone-toast.png' })
})

test('SAVE-02 TEN-16 a signed-in shopper without a phone is sent to sign-in to add one, then back to the car, saved — kept while the server cannot say who is looking', async ({
  newContext,
}) => {
  const { page } = await newPage(newContext)
  const [car] = await cars(page, 'harbour', 'in_stock')
  await visit(page, tenantUrl('harbour', '/sign-in'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await createAccount(page)
  await expect(page).toHaveURL(tenantUrl('harbour', '/my-garage'))
  // the shopper clicks before the car page has their list, which comes back while the page is on its way to sign-in:
  // the save the click keeps for after sign-in is not this page's to take up (and drop: no phone yet)
  let leaving: () => void = () => {}
  const left = new Promise<void>((resolve) => (leaving = resolve))
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/sign-in') leaving()
  })
  await page.route(
    '**/api/watchlist/cars',
    async (route) => {
      await left
      await route.continue().catch(() => undefined) // the page may be gone by then
    },
    { times: 1 },
  )
  await visit(page, tenantUrl('harbour', `/cars/${car!.slug}`))
  await expect(page.getByTestId('watchlist-button')).toHaveAttribute('data-account', 'known')
  await page.getByTestId('watchlist-button').click()
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
  const kept = await page.evaluate(() => sessionStorage.getItem('dp:watchlist-intent'))
  expect(kept, 'the save kept for after sign-in').toContain(`"carId":"${car!.id}"`)
  const form = page.getByTestId('phone-form')
  await expect(form).toBeVisible()
  await form.getByLabel('Mobile or phone').fill('12')
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form.getByText(/valid Australian phone number/)).toBeVisible()
  await form.getByLabel('Mobile or phone').fill('0412 345 678')
  // back on the car the server is too busy to say who is looking, every time the page asks (the first try and two
  // retries): the save asked for is neither made nor forgotten. Only the car page's asks are counted, so the
  // route is lifted after its last one (an ask from the page before it must not let the car page's third through)
  let busyAnswers = 0
  await page.route('**/api/account/me', (route) => {
    if (/\/cars\//.test(route.request().headers()['referer'] ?? '')) busyAnswers++
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' })
  })
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(tenantUrl('harbour', `/cars/${car!.slug}`))
  await expect.poll(() => busyAnswers, { timeout: 15_000 }).toBe(3)
  await expect(page.getByTestId('watchlist-button')).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('watchlist-toast')).toHaveCount(0)
  // the server answers again: the save asked for before adding the phone is made on this visit
  await page.unroute('**/api/account/me')
  // what the page held and heard around the reload, to name in a failure: the save it keeps for later, the account
  // and watchlist answers (who is looking, in full), any alert
  // (src/domain/accounts/watchlist.ts WATCHLIST_INTENT_KEY)
  const intent = await page.evaluate(() => sessionStorage.getItem('dp:watchlist-intent'))
  const heard: string[] = [`kept before the reload: ${intent ?? 'nothing'}`]
  page.on('response', async (r) => {
    const { pathname } = new URL(r.url())
    if (!/^\/api\/(account\/me|watchlist\/)/.test(pathname)) return
    const body = pathname === '/api/account/me' ? ` ${await r.text().catch(() => '?')}` : ''
    heard.push(`${r.request().method()} ${pathname} ${r.status()}${body}`)
  })
  page.on('dialog', (dialog) => {
    heard.push(`alert: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.reload()
  // three round trips after the reload (who is looking, their list, the save) before the toast: room for a busy machine
  await expect(page.getByTestId('watchlist-toast'))
    .toContainText('Car Saved In Watchlist', { timeout: 20_000 })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nafter the reload: ${heard.join('; ') || 'no account or watchlist answer'}`)
    })
  await expect(page.getByTestId('watchlist-button')).toHaveAttribute('aria-pressed', 'true')
})

test('SAVE-10 a sold car shows no watchlist button to a shopper who has not saved it', async ({ newContext }) => {
  const { page } = await newPage(newContext)
  const [sold] = await cars(page, 'harbour', 'sold')
  await visit(page, tenantUrl('harbour', '/sign-in'))
  await signInWith(page, 'shopper@harbour.demo.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(tenantUrl('harbour', '/my-garage'))
  const me = page.waitForResponse('**/api/watchlist/cars')
  await page.goto(tenantUrl('harbour', `/cars/${sold!.slug}`))
  await me
  await expect(page.getByTestId('vdp-sold')).toBeVisible()
  await expect(page.getByTestId('watchlist-button')).toHaveCount(0)
})

test('RTE-21 RTE-22 the sign-in page refuses an open redirect and treats an unknown type as a plain sign-in', async ({
  newContext,
}) => {
  const { page } = await newPage(newContext)
  await visit(
    page,
    tenantUrl('harbour', '/sign-in?type=superuser&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example'),
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0)
  await signInWith(page, 'shopper@harbour.demo.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(tenantUrl('harbour', '/my-garage'))
})

test('TEN-16 accounts are per tenant, and the garage-off tenant shows no account link', async ({ newContext }) => {
  const { page } = await newPage(newContext)
  await visit(page, tenantUrl('coastal-mazda', '/sign-in'))
  await signInWith(page, 'shopper@harbour.demo.test', DEMO_PASSWORD)
  await expect(page.getByTestId('account-error')).toHaveText('Email or password is incorrect.')
  await expect(page.getByTestId('header-account')).toContainText('Sign in')
  await visit(page, tenantUrl('westside-used', '/'))
  await expect(page.getByTestId('header-account')).toHaveCount(0)
  expect(await page.locator('a[href^="/sign-in"], a[href="/my-garage"]').count()).toBe(0)
})

for (const [tenant, size] of CROSSED_BACK) {
  test(`SAVE-01 SAVE-05 ERR-07 ${tenant} ${size.name}: signing in from the watchlist button brings the shopper back to the car with it saved, once`, async ({
    newContext,
    request,
  }) => {
    const account = await apiAccount(request, tenant, { phone: '0412345678' })
    const { page } = await newPage(newContext, size)
    const hits = await cars(page, tenant, 'in_stock')
    const car = hits[size.name === 'phone' ? 1 : 2] ?? hits[0]!
    await visit(page, tenantUrl(tenant, `/cars/${car.slug}`))
    await expect(page.getByTestId('watchlist-button')).toHaveAttribute('data-account', 'known')
    await page.getByTestId('watchlist-button').click()
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=/)
    const saves: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/watchlist/save-car')) saves.push(r.url())
    })
    await signInWith(page, account.email, account.password)
    await expect(page).toHaveURL(tenantUrl(tenant, `/cars/${car.slug}`))
    const toast = page.getByTestId('watchlist-toast')
    await expect(toast).toContainText('Car Saved In Watchlist')
    await expect(toast).toContainText(`${car.name} is now available in your watchlist`)
    await expect(page.getByTestId('watchlist-button')).toHaveAttribute('aria-pressed', 'true')
    await fits(page, size.limit)

    // a reload does not save again, and does not take the car off
    await page.reload()
    await expect(page.getByTestId('watchlist-button')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('watchlist-toast')).toHaveCount(0)
    expect(saves).toHaveLength(1)

    // the garage lists it
    await visit(page, tenantUrl(tenant, '/my-garage'))
    await expect(page.getByTestId('garage-card').filter({ hasText: car.name })).toHaveCount(1)
  })

  test(`${tenant} ${size.name}: a forgotten password is reset by the emailed link, which signs the shopper in and works once`, async ({
    newContext,
    request,
  }) => {
    const account = await apiAccount(request, tenant)
    const { page } = await newPage(newContext, size)
    await visit(page, tenantUrl(tenant, '/sign-in'))
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(tenantUrl(tenant, '/forgot-password'))
    await visit(page, page.url())
    await expectPageStructure(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    await fits(page, size.limit)
    await reviewScreenshot(page, { path: `test-results/accounts-${tenant}-${size.name}-forgot.png`, fullPage: true })

    const form = page.getByTestId('forgot-password-form')
    await form.getByLabel('Email').fill(account.email)
    await form.getByRole('button', { name: 'Send reset link' }).click()
    const sent = page.getByTestId('forgot-password-sent')
    await expect(sent).toContainText('If an account uses that email, we have sent it a link')
    await fits(page, size.limit)
    await reviewScreenshot(page, {
      path: `test-results/accounts-${tenant}-${size.name}-forgot-sent.png`,
      fullPage: true,
    })

    // the email, in the outbox, links to this tenant's reset page
    await expect.poll(() => mailsTo(account.email, RESET_LINK).length, { timeout: 10_000 }).toBe(1)
    const mail = mailsTo(account.email, RESET_LINK)[0]!
    expect(mail).toMatch(/^Subject: Reset your .+ password$/m)
    const link = new RegExp(`${tenantUrl(tenant, '/reset-password')}\\?token=[A-Za-z0-9_-]{43}`).exec(mail)?.[0]
    expect(link).toBeDefined()

    await visit(page, link!)
    await expectPageStructure(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await fits(page, size.limit)
    await reviewScreenshot(page, { path: `test-results/accounts-${tenant}-${size.name}-reset.png`, fullPage: true })
    const reset = page.getByTestId('reset-password-form')
    await reset.getByLabel('New password').fill('short')
    await reset.getByRole('button', { name: 'Save password and sign in' }).click()
    await expect(reset.getByText('Please choose a password of at least 8 characters.')).toBeVisible()
    await reset.getByLabel('New password').fill('a-brand-new-password')
    await reset.getByRole('button', { name: 'Save password and sign in' }).click()

    // signed in, in the garage
    await expect(page).toHaveURL(tenantUrl(tenant, '/my-garage'))
    await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible()

    // the link works once: again, it says so and offers a new one
    await visit(page, link!)
    await expect(page.getByTestId('reset-link-dead')).toContainText('expired or has already been used')
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0)
    await fits(page, size.limit)
    await reviewScreenshot(page, {
      path: `test-results/accounts-${tenant}-${size.name}-reset-dead.png`,
      fullPage: true,
    })
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page).toHaveURL(tenantUrl(tenant, '/forgot-password'))
  })
}

test('a reset link from one tenant does not work on another', async ({ newContext, request }) => {
  const account = await apiAccount(request, 'harbour')
  const asked = await request.post(`http://localhost:${PORT}/api/account/forgot-password`, {
    headers: { Host: `harbour.localhost:${PORT}` },
    data: { email: account.email },
  })
  expect(asked.status()).toBe(200)
  await expect.poll(() => mailsTo(account.email, RESET_LINK).length, { timeout: 10_000 }).toBe(1)
  const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mailsTo(account.email, RESET_LINK)[0]!)![1]!
  const { page } = await newPage(newContext)
  await visit(page, tenantUrl('coastal-mazda', `/reset-password?token=${token}`))
  await expect(page.getByTestId('reset-link-dead')).toBeVisible()
  await axeCheck(page, 'reset link for another site')
  await visit(page, tenantUrl('harbour', `/reset-password?token=${token}`))
  await expect(page.getByTestId('reset-password-form')).toBeVisible()
})

test('TEN-25 /my-garage answers 404 on the tenant whose garage is off, signed in or not', async ({
  newContext,
  request,
}) => {
  const { page } = await newPage(newContext)
  const answer = await page.goto(tenantUrl('westside-used', '/my-garage'))
  expect(answer?.status()).toBe(404)
  await expect(page).toHaveURL(tenantUrl('westside-used', '/my-garage'))
  // a shopper of that tenant signed in: still 404, and sign-in goes home rather than to the garage
  const account = await apiAccount(request, 'westside-used')
  await visit(page, tenantUrl('westside-used', '/sign-in'))
  await signInWith(page, account.email, account.password)
  await expect(page).toHaveURL(tenantUrl('westside-used', '/'))
  expect(await page.locator('a[href="/my-garage"]').count()).toBe(0)
  expect((await page.goto(tenantUrl('westside-used', '/my-garage')))?.status()).toBe(404)
})

for (const [tenant, size] of CROSSED_BACK) {
  test(`${tenant} ${size.name}: sign up → confirm the email from the outbox → change the password (the other device signed out) → download my data → delete the account`, async ({
    newContext,
  }) => {
    const { page } = await newPage(newContext, size)
    await visit(page, tenantUrl(tenant, '/sign-in?type=my-garage&redirect=%2Fmy-garage'))
    const email = await createAccount(page)
    await expect(page).toHaveURL(tenantUrl(tenant, '/my-garage'))
    await expect(page.getByTestId('email-unconfirmed')).toContainText('Your email is not confirmed yet')

    // the confirmation email, in the outbox, links to this tenant's page; the page only looks until its button
    await expect.poll(() => mailsTo(email, CONFIRM_LINK).length, { timeout: 10_000 }).toBe(1)
    const mail = mailsTo(email, CONFIRM_LINK)[0]!
    expect(mail).toMatch(/^Subject: Confirm your email for .+$/m)
    const link = new RegExp(`${tenantUrl(tenant, '/verify-email')}\\?token=[A-Za-z0-9_-]{43}`).exec(mail)?.[0]
    expect(link).toBeDefined()
    await visit(page, link!)
    await expectPageStructure(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible()
    await fits(page, size.limit)
    await page.getByRole('button', { name: 'Confirm my email' }).click()
    await expect(page.getByTestId('email-confirmed')).toHaveText('Thanks, your email is confirmed.')
    await reviewScreenshot(page, { path: `test-results/accounts-${tenant}-${size.name}-confirmed.png`, fullPage: true })
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(tenantUrl(tenant, '/my-garage'))
    await expect(page.getByTestId('email-unconfirmed')).toHaveCount(0)

    // another device signed in to the same account
    const other = await newPage(newContext)
    await visit(other.page, tenantUrl(tenant, '/sign-in?type=my-garage&redirect=%2Fmy-garage'))
    await signInWith(other.page, email, 'a-long-password')
    await expect(other.page).toHaveURL(tenantUrl(tenant, '/my-garage'))

    // change the password: a wrong current one is refused beside its field; the right one signs the other device out
    await page.locator('summary', { hasText: 'Change password' }).click()
    const change = page.getByTestId('change-password-form')
    await change.getByLabel('Current password').fill('not-my-password')
    await change.getByLabel('New password').fill('an-even-longer-password')
    await change.getByRole('button', { name: 'Change password' }).click()
    await expect(change.getByText('Your current password is not right.').first()).toBeVisible()
    await change.getByLabel('Current password').fill('a-long-password')
    await change.getByLabel('New password').fill('an-even-longer-password')
    await change.getByRole('button', { name: 'Change password' }).click()
    await expect(change.getByRole('status')).toHaveText('Password changed. You are signed out on every other device.')
    await page.locator('summary', { hasText: 'Delete my account' }).click()
    await axeCheck(page, 'garage with its sign-in and privacy settings open')
    await fits(page, size.limit)
    await reviewScreenshot(page, { path: `test-results/accounts-${tenant}-${size.name}-privacy.png`, fullPage: true })
    await other.page.goto(tenantUrl(tenant, '/my-garage'))
    await expect(other.page).toHaveURL(/\/sign-in\?type=my-garage/)

    // download my data: a JSON file of the account
    await page.locator('summary', { hasText: 'Download my data' }).click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-my-data').click()])
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string } }
    expect(data.account.email).toBe(email)
    expect(data.account).toMatchObject({ name: 'Riley Buyer', email_confirmed_at: expect.any(String) })

    // delete the account: the typed word is asked for; then the home page, and the account no longer signs in
    const remove = page.getByTestId('delete-account-form')
    await remove.getByLabel('Current password').fill('an-even-longer-password')
    await remove.getByLabel('Type DELETE to confirm').fill('no')
    await remove.getByRole('button', { name: 'Delete my account' }).click()
    await expect(remove.getByText('Please type DELETE to confirm.').first()).toBeVisible()
    await remove.getByLabel('Type DELETE to confirm').fill('DELETE')
    await remove.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(tenantUrl(tenant, '/'))
    await visit(page, tenantUrl(tenant, '/sign-in'))
    await signInWith(page, email, 'an-even-longer-password')
    await expect(page.getByTestId('account-error')).toHaveText('Email or password is incorrect.')
  })
}

test('favourites and recently viewed: kept in the account from My garage on a phone, then shown and kept in step on a desktop; signing out takes them off the phone', async ({
  newContext,
  request,
}) => {
  test.setTimeout(90_000)
  const { email, password } = await apiAccount(request, 'harbour')
  // a phone: a favourite and a car viewed before signing in
  const phone = await newPage(newContext, SIZES[0])
  const [car] = await cars(phone.page, 'harbour', 'in_stock')
  await visit(phone.page, tenantUrl('harbour', `/cars/${car!.slug}`))
  await expect(phone.page.locator('.vdp')).toBeVisible()
  await phone.page
    .getByRole('button', { name: `Save ${car!.name}`, exact: true })
    .first()
    .click()
  await expect(phone.page.getByRole('button', { name: `Remove ${car!.name} from favourites` }).first()).toBeVisible()
  await visit(phone.page, tenantUrl('harbour', '/sign-in?redirect=%2Fmy-garage'))
  await signInWith(phone.page, email, password)
  await expect(phone.page).toHaveURL(tenantUrl('harbour', '/my-garage'))
  await expect(phone.page.getByTestId('garage-favourites')).toContainText(car!.name)
  const offer = phone.page.getByTestId('keep-lists')
  await expect(offer).toContainText('This browser has 1 favourite and 1 recently viewed car your account does not.')
  await axeCheck(phone.page, 'garage with the offer to keep this browser’s cars')
  await fits(phone.page, 390)
  await reviewScreenshot(phone.page, { path: 'test-results/accounts-keep-lists-phone.png', fullPage: true })
  await offer.getByRole('button', { name: 'Keep them in my account' }).click()
  await expect(offer.getByRole('status')).toHaveText('Kept in your account: they show wherever you sign in.')

  // a desktop: the same account shows them; a change there reaches the phone
  const desktop = await newPage(newContext, SIZES[1])
  await visit(desktop.page, tenantUrl('harbour', '/sign-in?redirect=%2Fmy-garage'))
  await signInWith(desktop.page, email, password)
  await expect(desktop.page).toHaveURL(tenantUrl('harbour', '/my-garage'))
  await expect(desktop.page.getByTestId('garage-favourites')).toContainText(car!.name)
  await expect(desktop.page.getByTestId('keep-lists').getByRole('button')).toHaveCount(0)
  // the desktop takes the car off its favourites on the car's page: the account follows
  const saved = desktop.page.waitForResponse(
    (r) => r.url().endsWith('/api/account/saved-cars') && r.request().method() === 'POST',
  )
  await visit(desktop.page, tenantUrl('harbour', `/cars/${car!.slug}`))
  await desktop.page
    .getByRole('button', { name: `Remove ${car!.name} from favourites` })
    .first()
    .click()
  expect((await saved).status()).toBe(200)
  await visit(phone.page, tenantUrl('harbour', '/my-garage'))
  await expect(phone.page.getByTestId('garage-favourites')).toHaveCount(0)
  await expect(phone.page.getByText('No favourites yet.')).toBeVisible()

  // signing out on the phone (a shared device): the lists leave it with the shopper and come back at sign-in
  const kept = desktop.page.waitForResponse(
    (r) => r.url().endsWith('/api/account/saved-cars') && r.request().method() === 'POST',
  )
  await desktop.page
    .getByRole('button', { name: `Save ${car!.name}`, exact: true })
    .first()
    .click()
  expect((await kept).status()).toBe(200)
  await visit(phone.page, tenantUrl('harbour', '/my-garage'))
  await expect(phone.page.getByTestId('garage-favourites')).toContainText(car!.name)
  await phone.page.getByTestId('sign-out').click()
  await expect(phone.page).toHaveURL(tenantUrl('harbour', '/'))
  const stored = () =>
    phone.page.evaluate(() => [localStorage.getItem('saved:favourites'), localStorage.getItem('saved:viewed')])
  for (const list of await stored()) expect(JSON.parse(list ?? '[]')).toEqual([])
  await visit(phone.page, tenantUrl('harbour', '/sign-in?redirect=%2Fmy-garage'))
  await signInWith(phone.page, email, password)
  await expect(phone.page).toHaveURL(tenantUrl('harbour', '/my-garage'))
  await expect(phone.page.getByTestId('garage-favourites')).toContainText(car!.name)
})
