/**
 * Email previews in the admin: a marketer of one tenant sees every email its shoppers can get (made by the site's own
 * functions from the tenant's cars and brand), at desktop and phone width with the text part; only their own tenant
 * is offered, and asking for another tenant shows their own.
 */
import { expect, test } from './fixtures'
import { adminLogin, adminUrl, axeCheck, expectNoSideScroll, reviewScreenshot } from './helpers'

test('a marketer previews every shopper email of their own tenant, desktop and phone, with its text part', async ({
  newContext,
}) => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await newContext({ viewport })
    const page = await context.newPage()
    await adminLogin(page, 'marketing@demo.test')
    // the admin's menu links to it
    await expect(page.locator('#nav-email-previews')).toHaveAttribute('href', '/admin/email-previews')
    await page.goto(adminUrl('/admin/email-previews'))
    const view = page.getByTestId('email-previews')
    await expect(view).toBeVisible()
    // only their own tenant is offered
    await expect(view.getByLabel('Dealer site').locator('option')).toHaveText(['Harbour Auto Group'])
    await expect(page.getByTestId('email-preview-subject')).toHaveText(
      /new cars for "Used SUVs under \$50,000" at Harbour Auto Group$/,
    )
    await view.getByRole('link', { name: 'Watched cars: a price drop' }).click()
    await expect(page.getByTestId('email-preview-subject')).toHaveText(
      'A car you watch dropped in price at Harbour Auto Group',
    )
    await expect(page.getByTestId('email-preview-text')).toContainText('(sample drop)')
    await expect(page.getByTestId('email-preview-text')).toContainText('was $')
    const desktop = page.frameLocator('iframe[title="Watched cars: a price drop: desktop"]')
    await expect(desktop.getByRole('heading', { level: 1 })).toHaveText(
      'A car you watch dropped in price at Harbour Auto Group',
    )
    await expect(desktop.getByRole('link', { name: 'Cars you watch' })).toHaveAttribute('href', /\/my-garage$/)
    await view.getByRole('link', { name: 'Reset your password' }).click()
    await expect(page.getByTestId('email-preview-subject')).toHaveText('Reset your Harbour Auto Group password')
    await expect(
      page
        .frameLocator('iframe[title="Reset your password: phone"]')
        .getByRole('link', { name: 'Choose a new password here' }),
    ).toBeVisible()
    await axeCheck(page, `email previews ${viewport.width}`)
    await expectNoSideScroll(page, viewport.width)
    await reviewScreenshot(page, {
      path: `test-results/email-previews-${viewport.width}.png`,
      fullPage: viewport.width > 1000,
    })
    // another tenant's id shows their own tenant instead
    await page.goto(adminUrl('/admin/email-previews?tenant=999999&template=verify'))
    await expect(page.getByTestId('email-preview-subject')).toHaveText('Confirm your email for Harbour Auto Group')
  }
})
