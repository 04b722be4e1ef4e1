import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { axeCheck, tenantUrl } from './helpers'
import { findCars, IN_STOCK_USED, harbourPopupLinksTo } from './vehicleCars'

// The promotional popup (VDP-47..50) over a vehicle page: when it shows, how often, what it never covers, and a popup
// whose button leads nowhere. Its tests mostly wait (a controlled clock, the admin edits around them) and use little
// CPU: in a file of their own they run beside another worker's tests, not alone at the end of the run.

test.describe('the promotional popup (VDP-47..50)', () => {
  // Harbour's demo popup links to /special-offers. These tests point it at another live page first (and back
  // afterwards), then drive its timers with a controlled clock.
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await harbourPopupLinksTo(page, '/service')
    await page.close()
  })
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await harbourPopupLinksTo(page, '/special-offers')
    await page.close()
  })

  const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Runout sale now on' })

  /** The page loaded again and the shopper engaging for 30 s: the popup does not come back. */
  async function reloadAndEngage(page: Page): Promise<void> {
    await page.reload()
    await page.mouse.wheel(0, 300)
    await page.clock.runFor(30_000)
    await expect(popupOf(page)).toHaveCount(0)
  }

  /** An in-stock car's page on Harbour, its timers on a controlled clock installed before the page loads. */
  async function openCarOnClock(page: Page): Promise<void> {
    const [car] = await findCars(page, 'harbour', IN_STOCK_USED)
    await page.clock.install()
    await page.goto(tenantUrl('harbour', `/cars/${car!.slug}`))
    await page.waitForLoadState('load')
  }

  test('VDP-47 VDP-48 VDP-50 it shows once the shopper engages; dismissed, it never shows again', async ({ page }) => {
    await openCarOnClock(page)
    const popup = popupOf(page)
    await page.mouse.wheel(0, 300)
    await page.clock.runFor(2_000)
    await expect(popup).toBeVisible()
    await axeCheck(page, 'promo popup open')
    const box = (await popup.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(600)
    expect(box.height).toBeLessThanOrEqual(0.8 * page.viewportSize()!.height + 1)
    await expect(popup.getByRole('link', { name: 'View offers' })).toHaveAttribute('href', '/service')
    await popup.getByRole('button', { name: /close/i }).click()
    await expect(popup).toBeHidden()
    // Its 6 s timer was cancelled when it opened: closing it is final on this page…
    await page.clock.runFor(10_000)
    await page.mouse.wheel(0, 300)
    await page.clock.runFor(10_000)
    await expect(popup).toBeHidden()
    // …and on the next visit (a new session): the dismissal is remembered in localStorage.
    await page.evaluate(() => window.sessionStorage.clear())
    await reloadAndEngage(page)
  })

  test('at most once per visit, even when it was never dismissed', async ({ page }) => {
    await openCarOnClock(page)
    const popup = popupOf(page)
    await page.clock.runFor(7_000)
    await expect(popup).toBeVisible()
    // The shopper leaves without closing it (a new page load in the same tab, same session).
    await reloadAndEngage(page)
  })

  test('never over an open enquiry dialog; it waits, then gives up for this visit', async ({ page }) => {
    await openCarOnClock(page)
    const popup = popupOf(page)
    await page.getByTestId('vdp-actions').getByRole('button', { name: 'Enquire Now', exact: true }).click()
    const enquiry = page.getByRole('dialog', { name: 'Enquire About This Vehicle' })
    await expect(enquiry).toBeVisible()
    // Time passes for the page's timers and its network alike: the popup's code loads when the page is idle (a timer
    // on the fake clock, then a real fetch), so a 37 s jump in one go would pass before it had even mounted.
    const wait = async (ms: number) => {
      for (let left = ms; left > 0; left -= 1_000) {
        await page.clock.runFor(Math.min(1_000, left))
        await page.waitForTimeout(25)
      }
    }
    await wait(7_000)
    await expect(popup).toBeHidden()
    await wait(30_000)
    await expect(popup).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(enquiry).toBeHidden()
    await wait(30_000)
    await expect(popup).toBeHidden()
  })

  test('never while a form field has focus; it opens once the shopper has left the field', async ({ page }) => {
    await openCarOnClock(page)
    const popup = popupOf(page)
    const field = page.locator('.vdp-tools input').first()
    await field.scrollIntoViewIfNeeded()
    await field.focus()
    await page.clock.runFor(7_000)
    await expect(popup).toBeHidden()
    await field.blur()
    await page.clock.runFor(2_000)
    await expect(popup).toBeVisible()
  })

  test('a popup whose button leads to a page that does not exist is not shown', async ({ page }) => {
    await harbourPopupLinksTo(page, '/my-garage')
    try {
      await openCarOnClock(page)
      await page.mouse.wheel(0, 300)
      await page.clock.runFor(30_000)
      await expect(popupOf(page)).toHaveCount(0)
    } finally {
      await harbourPopupLinksTo(page, '/service')
    }
  })
})
