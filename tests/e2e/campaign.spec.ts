import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { DEMO_PASSWORD, PORT, adminUrl, expectPageStructure, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * Campaign pages: the sale template at /pages/{slug} (harbour and coastal-mazda), /pages/unsubscribe with
 * a signed link end to end (GET asks, POST unsubscribes, forged and other-tenant tokens answer 404 with a clear
 * message, the page is never served from the page cache) and the group-company links in Harbour's footer; on a phone, each page with axe (visit) and the no-overflow check.
 */
// The behaviour here is the same at every width: checked on a phone. Each page's width, and axe, at 390 and 1366 px
// are reflow.spec.ts's.
const SIZES = [{ name: 'phone', width: 390, height: 844, isMobile: true }] as const

const SALES = [
  {
    tenant: 'harbour',
    path: '/pages/summer-sale',
    title: 'Summer Drive-Away Sale',
    badge: 'Summer Sale',
    stock: 'Featured sale cars',
  },
  {
    tenant: 'coastal-mazda',
    path: '/pages/runout-sale',
    title: 'Mazda Runout Sale',
    badge: 'Runout Sale',
    stock: 'Runout cars in stock',
  },
] as const

const GROUP_LINKS = [
  ['cars', 'https://cars.harbourautogroup.com.au/'],
  ['rental', 'https://rental.harbourautogroup.com.au/'],
  ['tyres', 'https://tyres.harbourautogroup.com.au/'],
  ['finance-and-insurance', 'https://finance.harbourautogroup.com.au/'],
  ['4x4-outdoor', 'https://4x4.harbourautogroup.com.au/'],
] as const

async function expectNoOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width)
}

/** The signed link a mail to `email` from `tenant` carries, from the admin action (as the demo super admin). */
async function unsubscribeLink(page: Page, tenant: string, email: string): Promise<string> {
  const login = await page.request.post(adminUrl('/api/users/login'), {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const auth = { Authorization: `JWT ${(await login.json()).token}` }
  const tenants = await page.request.get(adminUrl(`/api/tenants?where[slug][equals]=${tenant}&depth=0`), {
    headers: auth,
  })
  const id = (await tenants.json()).docs[0].id
  const res = await page.request.get(
    adminUrl(`/api/marketing-opt-outs/unsubscribe-link?tenant=${id}&email=${encodeURIComponent(email)}`),
    { headers: auth },
  )
  expect(res.status()).toBe(200)
  const url = new URL((await res.json()).url)
  // the tenant's production domain when it has one, else {slug}.localhost (the demo's tenants have none)
  expect(url.pathname).toBe('/pages/unsubscribe')
  return `${url.pathname}${url.search}`
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    test('RTE-32 sale pages at /pages/{slug}: sale banner with the countdown, featured stock and terms', async ({
      page,
    }) => {
      for (const sale of SALES) {
        const response = await visit(page, tenantUrl(sale.tenant, sale.path))
        expect(response?.status()).toBe(200)
        await expectPageStructure(page)
        const hero = page.getByTestId('sale-hero')
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText(sale.title)
        await expect(hero.getByText(sale.badge, { exact: true })).toBeVisible()
        // seeded to end three weeks after the seed ran, at midnight at the dealer
        await expect(page.getByTestId('sale-countdown')).toContainText(/Ends in (20|21|22) days/)
        await expect(page.getByTestId('sale-countdown')).toContainText(/last day \w+day \d{1,2} \w+ \d{4}/)
        await expect(page.getByRole('heading', { level: 2, name: sale.stock })).toBeVisible()
        await expect(page.getByRole('main').locator('a[href^="/cars/"]').first()).toBeVisible()
        const terms = page.getByTestId('sale-terms')
        await expect(terms.getByRole('heading', { name: 'Sale terms and conditions' })).toBeVisible()
        await expectNoOverflow(page, size.width)
      }
    })

    test('RTE-32 /pages/unsubscribe: the signed link asks first, a POST unsubscribes, then it confirms', async ({
      page,
    }) => {
      const email = `e2e-${size.name}-${Date.now().toString(36)}@example.com`
      const link = await unsubscribeLink(page, 'harbour', email)
      const first = await visit(page, tenantUrl('harbour', link))
      expect(first?.status()).toBe(200)
      await expectPageStructure(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from marketing')
      await expect(page.getByTestId('unsubscribe-card')).toContainText(
        `Unsubscribe ${email} from Harbour Auto Group marketing emails?`,
      )
      await expectNoOverflow(page, size.width)
      // never shared through the page cache: the address is in the HTML
      const again = await tenantRequest(page, 'harbour', link)
      expect(again.status()).toBe(200)
      expect(['HIT', 'STALE']).not.toContain(again.headers()['x-page-cache'])
      // opening the link (a mail scanner does) changed nothing
      await page.reload()
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()

      const button = page.getByRole('button', { name: 'Unsubscribe' })
      const box = await button.boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)
      await Promise.all([page.waitForURL(/done=1/), button.click()])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed')
      await expect(page.getByTestId('unsubscribe-done')).toContainText(
        `${email} will no longer receive marketing emails from Harbour Auto Group.`,
      )
      await expectNoOverflow(page, size.width)
      // the same link later still says so (one row, no error)
      await visit(page, tenantUrl('harbour', link))
      await expect(page.getByTestId('unsubscribe-done')).toBeVisible()
    })

    test('RTE-32 a forged unsubscribe link, or another dealer’s, answers 404 with a clear message', async ({
      page,
    }) => {
      const link = await unsubscribeLink(page, 'harbour', `forged-${size.name}@example.com`)
      const token = new URL(link, 'http://x').searchParams.get('token')!
      const [v, body] = token.split('.')
      const forged = `/pages/unsubscribe?token=${v}.${body}.${'A'.repeat(43)}`
      for (const [tenant, path] of [
        ['harbour', forged],
        ['coastal-mazda', link],
      ] as const) {
        const response = await visit(page, tenantUrl(tenant, path))
        expect(response?.status()).toBe(404)
        await expectPageStructure(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link is not valid')
        await expect(page.getByTestId('unsubscribe-invalid')).toContainText('Nothing has been changed')
        await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
        await expectNoOverflow(page, size.width)
      }
      // a POST with the forged token stores nothing: back to the 404 message
      const post = await page.request.post(`http://localhost:${PORT}/api/marketing/unsubscribe`, {
        headers: { Host: `harbour.localhost:${PORT}` },
        form: { token: new URL(forged, 'http://x').searchParams.get('token')! },
        maxRedirects: 0,
      })
      expect(post.status()).toBe(303)
      expect(post.headers()['location']).not.toContain('done=1')
      // without a token the page explains how to unsubscribe
      await visit(page, tenantUrl('harbour', '/pages/unsubscribe'))
      await expect(page.getByTestId('unsubscribe-card')).toContainText('use the unsubscribe link')
    })

    test('RTE-34 group-company links in the footer from the tenant’s content (Harbour only)', async ({ page }) => {
      await visit(page, tenantUrl('harbour', '/'))
      const group = page.getByTestId('footer-group')
      await expect(group.getByRole('heading', { name: 'Our group' })).toBeVisible()
      for (const [kind, href] of GROUP_LINKS) {
        const link = group.locator(`a[data-group-company="${kind}"]`)
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
      await expectNoOverflow(page, size.width)
      for (const tenant of ['coastal-mazda', 'westside-used']) {
        await visit(page, tenantUrl(tenant, '/'))
        await expect(page.getByTestId('footer-group')).toHaveCount(0)
      }
    })
  })
}
