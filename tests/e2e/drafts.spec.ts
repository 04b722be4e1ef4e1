import { expect, test } from './fixtures'
import { PORT, adminLogin, adminUrl } from './helpers'

/**
 * Drafts (collections/shared/drafts.ts): a marketer saves an offer as a draft in the admin and shoppers do
 * not see it; Publish puts it on /special-offers within seconds (the publish expires the tenant's cache tag and purges
 * its pages from the edge page cache). The scheduled publish itself runs in the int tests (tests/int/drafts.test.ts).
 */
test('OFF-01 drafts: a draft offer saved in the admin is not on the site; publishing it shows it within 5 s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const name = `Draft sale ${Date.now().toString(36)}`
  // a shopper: no admin cookie (page.request carries it, and a signed-in request bypasses the page cache)
  const shopper = async (path: string) => {
    const res = await request.get(`http://localhost:${PORT}${path}`, { headers: { Host: `harbour.localhost:${PORT}` } })
    return { cache: res.headers()['x-page-cache'], text: await res.text() }
  }
  // the page is in the edge cache before the draft is saved: saving a draft must not put it there either
  await shopper('/special-offers')

  await adminLogin(page, 'marketing@demo.test')
  await page.goto(adminUrl('/admin/collections/offers/create'))
  await page.getByLabel('Name', { exact: false }).first().fill(name)
  await page.getByLabel('Description', { exact: false }).first().fill('Drive away with a draft deal.')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await page.waitForURL(/\/admin\/collections\/offers\/\d+/)
  const id = Number(/offers\/(\d+)/.exec(page.url())![1])
  try {
    const saved = await page.request.get(adminUrl(`/api/offers/${id}?depth=0&draft=true`))
    expect(((await saved.json()) as { _status: string })._status).toBe('draft')
    // the draft is not on the site: neither the list nor its own page
    expect((await shopper('/special-offers')).text).not.toContain(name)
    expect(
      (
        await request.get(`http://localhost:${PORT}/offers/${id}`, { headers: { Host: `harbour.localhost:${PORT}` } })
      ).status(),
    ).toBe(404)

    await page.getByRole('button', { name: /^Publish( changes)?$/ }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    const published = Date.now()
    await expect
      .poll(async () => (await shopper('/special-offers')).text.includes(name), {
        message: '/special-offers shows the published offer',
        timeout: 5_000,
        intervals: [250, 500, 500, 1000],
      })
      .toBe(true)
    expect(Date.now() - published).toBeLessThan(5_000)
  } finally {
    await page.request.delete(adminUrl(`/api/offers/${id}`))
  }
})
