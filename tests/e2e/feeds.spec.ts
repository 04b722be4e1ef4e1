import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminSignIn, adminUrl, tenantRequest } from './helpers'

/**
 * Inventory feeds out (docs/feeds.md): both feeds of a tenant over HTTP on its own host. Without the
 * tenant's token (or with another tenant's) the answer is 401 and says nothing more; with it, XML with cars in it,
 * never kept in the edge page cache. The token comes from the admin's feed endpoint (group admins and up), which the
 * Feeds tab of the tenant shows.
 */
const FEEDS = ['/api/feeds/google-vehicle-ads.xml', '/api/feeds/meta-catalogue.xml'] as const

async function tenantId(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(adminUrl(`/api/tenants?where[slug][equals]=${slug}&depth=0&limit=1`))
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { docs: { id: number }[] }
  return body.docs[0]!.id
}

async function feedToken(
  page: Page,
  slug: string,
): Promise<{ id: number; token: string; urls: Record<string, string> }> {
  const id = await tenantId(page, slug)
  const res = await page.request.get(adminUrl(`/api/tenants/${id}/feeds`))
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { urls: Record<string, string> }
  const token = new URL(body.urls.google!).searchParams.get('token')!
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return { id, token, urls: body.urls }
}

test('feeds answer 401 without the tenant’s token, and say nothing more', async ({ page }) => {
  for (const path of FEEDS) {
    for (const suffix of ['', '?token=', '?token=not-the-token-of-this-site-0123456789abcdef']) {
      const res = await tenantRequest(page, 'harbour', `${path}${suffix}`)
      expect(res.status(), `${path}${suffix}`).toBe(401)
      expect(await res.text()).toBe('Unauthorised')
      expect(res.headers()['cache-control']).toContain('no-store')
    }
  }
})

test('both feeds over HTTP with the token: Google RSS and Meta listings, never page-cached; another tenant’s token is refused', async ({
  page,
}) => {
  await adminSignIn(page, 'super@demo.test')
  const harbour = await feedToken(page, 'harbour')
  const coastal = await feedToken(page, 'coastal-mazda')
  expect(coastal.token).not.toBe(harbour.token)
  expect(harbour.urls.google).toMatch(/\/api\/feeds\/google-vehicle-ads\.xml\?token=/)

  const google = await tenantRequest(page, 'harbour', `${FEEDS[0]}?token=${harbour.token}`)
  expect(google.status()).toBe(200)
  expect(google.headers()['content-type']).toContain('application/xml')
  expect(google.headers()['x-page-cache']).toBe('BYPASS')
  expect(google.headers()['cache-control']).toContain('no-store')
  const generated = google.headers()['x-feed-generated']
  console.log(`harbour google feed: ${google.headers()['x-feed-items']} items, ${generated}`)
  expect(Number(google.headers()['x-feed-items'])).toBeGreaterThan(0)
  const rss = await google.text()
  expect(rss).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')
  expect(rss).toMatch(/<g:price>\d+\.\d{2} AUD<\/g:price>/)
  expect(rss).toMatch(/<g:mileage>\d+ km<\/g:mileage>/)
  // links are on the tenant's origin (its first production domain when it has one, as the demo harbour does)
  const link = /<g:link>https?:\/\/[^/<]+(\/cars\/[^<]+)<\/g:link>/.exec(rss)
  expect(link).not.toBeNull()
  expect(rss).not.toContain('coastal-mazda')
  // a car in the feed has a live page on the tenant's host
  expect((await tenantRequest(page, 'harbour', link![1]!)).status()).toBe(200)

  const meta = await tenantRequest(page, 'harbour', `${FEEDS[1]}?token=${harbour.token}`)
  expect(meta.status()).toBe(200)
  console.log(`harbour meta feed: ${meta.headers()['x-feed-items']} items, ${meta.headers()['x-feed-generated']}`)
  const listings = await meta.text()
  expect(listings).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<listings>/)
  expect(listings).toMatch(/<mileage>\s*<value>\d+<\/value>\s*<unit>KM<\/unit>/)
  expect(listings).toMatch(/<state_of_vehicle>(NEW|USED|CPO)<\/state_of_vehicle>/)

  // the token is the tenant's own: harbour's does not open coastal's feed, nor coastal's harbour's
  expect((await tenantRequest(page, 'coastal-mazda', `${FEEDS[0]}?token=${harbour.token}`)).status()).toBe(401)
  expect((await tenantRequest(page, 'harbour', `${FEEDS[1]}?token=${coastal.token}`)).status()).toBe(401)
  const coastalFeed = await tenantRequest(page, 'coastal-mazda', `${FEEDS[1]}?token=${coastal.token}`)
  expect(coastalFeed.status()).toBe(200)
  expect(await coastalFeed.text()).not.toContain('harbour.localhost')

  // a second fetch is the kept copy (same ETag → 304)
  const etag = google.headers()['etag']!
  const again = await page.request.get(adminUrl(`${FEEDS[0]}?token=${harbour.token}`), {
    headers: { Host: `harbour.localhost:${new URL(adminUrl('/')).port}`, 'If-None-Match': etag },
  })
  expect(again.status()).toBe(304)
})

test('the tenant’s Feeds tab shows both addresses and when they were generated', async ({ page }) => {
  await adminSignIn(page, 'group@demo.test')
  const { id, urls } = await feedToken(page, 'harbour')
  await page.goto(adminUrl(`/admin/collections/tenants/${id}`))
  await page
    .getByRole('tab', { name: 'Feeds' })
    .or(page.getByRole('button', { name: 'Feeds' }))
    .first()
    .click()
  await expect(page.getByLabel('Google Vehicle Ads feed address')).toHaveValue(urls.google!)
  await expect(page.getByLabel('Meta automotive catalogue feed address')).toHaveValue(urls.meta!)
  await expect(page.getByRole('button', { name: 'Rotate token' })).toBeVisible()
  // the cars in stock each feed leaves out, with why in words and a link to the car
  const leftOut = page.getByRole('region', { name: 'Cars in stock left out of the feeds' })
  await expect(leftOut.getByText(/cars in stock are not in the Google Vehicle Ads feed/)).toBeVisible()
  const bikes = 'Motorcycles are not accepted by Google Vehicle Ads'
  // counted by reason over every page, then each car with a link to it
  await expect(leftOut.getByRole('list', { name: 'Cars left out by reason' })).toContainText(/\d+ cars: Motorcycles/)
  const bike = leftOut.getByRole('listitem').filter({ hasText: bikes, has: page.getByRole('link') })
  await expect(bike.first().getByRole('link')).toHaveAttribute('href', /^\/admin\/collections\/vehicles\/\d+$/)
  await leftOut.getByRole('button', { name: 'Meta automotive catalogue' }).click()
  await expect(leftOut.getByText(/not in the Meta automotive catalogue feed/)).toBeVisible()
})
