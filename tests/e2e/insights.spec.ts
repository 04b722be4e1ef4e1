/**
 * Dealer insights end to end: a shopper's search that finds nothing on Harbour reaches the admin's Insights (through
 * the results page's report), which a Harbour marketer sees with the funnel and its charts at desktop and phone width;
 * a car's Shopper interest shows beside it in the admin. Counts only: no shopper is named anywhere.
 */
import { expect, test } from './fixtures'
import {
  adminLogin,
  adminUrl,
  axeCheck,
  dismissPromoPopups,
  expectNoSideScroll,
  reviewScreenshot,
  tenantUrl,
  visit,
} from './helpers'

test('a search that finds nothing reaches Insights; a marketer sees the funnel, charts and a car’s shopper interest', async ({
  newContext,
}) => {
  test.setTimeout(90_000)
  const word = `zq${Date.now().toString(36)}`
  const shopper = await newContext({ viewport: { width: 390, height: 844 } })
  await dismissPromoPopups(shopper)
  const page = await shopper.newPage()
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/insights/search') && r.status() === 204)
  await visit(page, tenantUrl('harbour', `/search?query=${word}`))
  await reported

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await newContext({ viewport })
    const admin = await context.newPage()
    await adminLogin(admin, 'marketing@demo.test')
    await expect(admin.locator('#nav-insights')).toHaveAttribute('href', '/admin/insights')
    await admin.goto(adminUrl('/admin/insights?days=7'))
    const view = admin.getByTestId('insights')
    await expect(view.getByLabel('Dealer site').locator('option')).toHaveText(['Harbour Auto Group'])
    await expect(view.getByLabel('Period')).toHaveValue('7')
    const funnel = admin.getByTestId('insights-funnel')
    await expect(funnel.locator('li')).toHaveCount(4)
    await expect(funnel.locator('li[data-step="searches"] .mkadm-insights__count')).not.toHaveText('0')
    // each step against the 7 days before
    await expect(funnel.locator('.mkadm-insights__trend')).toHaveCount(4)
    await expect(funnel.locator('li[data-step="searches"] .mkadm-insights__trend')).toHaveText(
      /^ — (up \d+(\.\d)?% on|down \d+(\.\d)?% on|the same as|none in) the 7 days before$/,
    )
    await expect(admin.getByTestId('insights-found-nothing')).toContainText(word)
    await expect(admin.getByRole('img', { name: /^Searches per day: / })).toBeVisible()
    await expect(view).not.toContainText('@')
    await axeCheck(admin, `insights ${viewport.width}`)
    await expectNoSideScroll(admin, viewport.width)
    await reviewScreenshot(admin, { path: `test-results/insights-${viewport.width}.png`, fullPage: true })
    if (viewport.width > 1000) {
      // a car's shopper interest, beside it in the admin
      const first = admin.getByTestId('insights-least-viewed').getByRole('link').first()
      await first.click()
      const panel = admin.getByTestId('vehicle-insights')
      await expect(panel).toContainText('Shopper interest')
      await expect(panel).toContainText('Watchers')
      await expect(panel).toContainText('Days in stock')
      await expect(panel).toContainText('Price changes')
      await expect(panel).toContainText(/Saved searches it matches\s*(\d+|Not on the site) \(\d+ alerted about it\)/)
      await reviewScreenshot(admin, { path: 'test-results/insights-vehicle-1366.png' })
    }
  }
})
