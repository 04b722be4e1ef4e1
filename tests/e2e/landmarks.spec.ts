import { expect, test } from '@playwright/test'

import { expectLandmarksClean, tenantUrl, visit } from './helpers'

/**
 * Landmarks a screen reader lists: one main on every page (the layout's), and no two landmarks of one role without
 * names that tell them apart (axe landmark-unique), on the home, contact and thank-you pages of two tenants, at phone
 * and desktop sizes.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
] as const
const TENANTS = ['harbour', 'coastal-mazda'] as const
const PAGES = ['/', '/contact-us', '/success', '/success?type=enquiry'] as const

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    for (const tenant of TENANTS)
      test(`${tenant}: home, contact and thank-you pages have one main and uniquely named landmarks`, async ({
        page,
      }) => {
        for (const path of PAGES) {
          await visit(page, tenantUrl(tenant, path))
          await expect(page.getByRole('main'), `${tenant} ${path}`).toHaveCount(1)
          await expect(page.locator('main')).toHaveCount(1)
          await expectLandmarksClean(page)
        }
      })
  })
}
