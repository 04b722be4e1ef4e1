import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { tenantRequest, tenantUrl, visit } from './helpers'

/**
 * The site chrome and the home page on a phone (390×844, isMobile) and a desktop (1366×900), on every
 * template: the phone menu drawer, the footer's locations, the home quick search and latest arrivals, the 404 page's
 * links, and no page wider than the device.
 */
const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const
const SIZES = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
] as const

async function expectFits(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(width)
}

// What these check is the same at every width: on a phone only (every route's width at both sizes is reflow.spec.ts's)
for (const size of SIZES.filter((s) => s.isMobile)) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: size.isMobile })

    for (const slug of TENANTS) {
      test(`RTE-01 ${slug}: home leads with a quick search and latest arrivals, fits the screen`, async ({ page }) => {
        await visit(page, tenantUrl(slug))
        await expectFits(page, size.width)
        const search = page.getByTestId('quick-search')
        await expect(search).toBeVisible()
        // Latest arrivals: real cards linking to vehicle pages; the row scrolls, the page does not.
        const row = page.getByTestId('latest-arrivals')
        const hrefs = await row.locator('a.card__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
        expect(hrefs.length).toBeGreaterThan(2)
        for (const href of hrefs) expect(href).toMatch(/^\/cars\/[^/]+$/)
        expect((await tenantRequest(page, slug, hrefs[0]!)).status()).toBe(200)
        // The quick search navigates to the search results for the chosen make.
        const make = await search.locator('#qs-make option').nth(1).getAttribute('value')
        expect(make).toBeTruthy()
        await search.locator('#qs-make').selectOption(make!)
        await search.getByRole('button', { name: 'Search cars' }).click()
        await page.waitForURL((url) => url.pathname.startsWith('/search'))
        const url = new URL(page.url())
        expect(decodeURIComponent(url.pathname + url.search).toLowerCase()).toContain(make!.toLowerCase())
        await expectFits(page, size.width)
      })

      test(`${slug}: the footer lists each location with its phone as a tel: link and today's hours`, async ({
        page,
      }) => {
        await visit(page, tenantUrl(slug, '/search'))
        await expectFits(page, size.width)
        const locations = page.locator('.footer-locations > li')
        expect(await locations.count()).toBeGreaterThan(0)
        const phones = page.locator('.footer-location__phone')
        expect(await phones.count()).toBeGreaterThan(0)
        for (const href of await phones.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
          expect(href).toMatch(/^tel:\+?\d{6,}$/)
        await expect(locations.first()).toContainText(/Open today|Closed today/)
      })

      test(`${slug}: the 404 page offers search, home and contact, each answering 200`, async ({ page }) => {
        const response = await visit(page, tenantUrl(slug, '/no-such-page-here'))
        expect(response?.status()).toBe(404)
        await expectFits(page, size.width)
        const links = page.getByTestId('not-found-links').getByRole('link')
        await expect(links).toHaveCount(3)
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
        expect(hrefs).toEqual(['/search', '/', '/contact-us'])
        for (const href of hrefs) expect((await tenantRequest(page, slug, href!)).status()).toBe(200)
      })
    }
  })
}

/** The footer is skipped by the first layout pass (firstPaint.css) and keeps an upper bound of its height. */
for (const size of [...SIZES, { name: 'tablet', width: 820, height: 1180, isMobile: true }]) {
  test.describe(`the footer at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: size.isMobile })
    for (const slug of TENANTS) {
      test(`${slug}: the footer waits out the first layout, keeping at least its own height, and passes axe`, async ({
        page,
      }) => {
        // visit() runs axe at load, the footer not yet drawn (content-visibility: auto)
        await visit(page, tenantUrl(slug))
        const footer = page.locator('.site-footer')
        const drawn = () =>
          footer.evaluate((el) =>
            el.querySelector('.site-footer__note')!.checkVisibility({ contentVisibilityAuto: true }),
          )
        expect(await drawn()).toBe(false)
        const kept = await footer.evaluate((el) => el.getBoundingClientRect().height)
        await footer.scrollIntoViewIfNeeded()
        await expect.poll(drawn).toBe(true)
        const height = await footer.evaluate((el) => el.getBoundingClientRect().height)
        // the bound (src/domain/footerHeight.ts) covers the footer, and is not wildly above it
        expect(height).toBeLessThanOrEqual(kept)
        expect(kept).toBeLessThanOrEqual(height * 1.8)
        await expectFits(page, size.width)
      })
    }
  })
}

for (const size of SIZES.filter((s) => s.isMobile)) {
  test.describe(`the 404 page's stock card at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: size.isMobile })

    test('names the stock the site lists: a used-only dealer says used cars, never new or demo (and so does the search page description)', async ({
      page,
    }) => {
      const expected = { harbour: 'New, demo and used cars', 'westside-used': 'Used cars' } as const
      for (const [slug, note] of Object.entries(expected)) {
        for (const path of ['/no-such-page-here', '/cars/no-such-car-anywhere']) {
          const response = await visit(page, tenantUrl(slug, path))
          expect(response?.status()).toBe(404)
          const search = page.getByTestId('not-found-links').getByRole('link', { name: /Search our stock/ })
          await expect(search).toContainText(note)
          if (slug === 'westside-used') await expect(page.getByTestId('not-found-links')).not.toContainText(/new|demo/i)
          await expectFits(page, size.width)
        }
        // the search page's description names the same stock
        await visit(page, tenantUrl(slug, '/search'))
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          new RegExp(`: browse our ${note.toLowerCase()}\\.$`),
        )
      }
    })
  })
}

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const slug of TENANTS)
    test(`${slug}: a missing page and a missing car answer 404 with the page drawn by the server (header, links, footer), at their own address`, async ({
      page,
    }) => {
      // Next sends a page's notFound() as an empty document the browser draws (vercel/next.js#62228); the edge answers
      // with the tenant's 404 page rendered as a page (server/pageCache/keys.mjs clientDrawn404)
      for (const path of ['/no-such-page-here', '/cars/no-such-car-anywhere']) {
        const response = await page.goto(tenantUrl(slug, path))
        expect(response?.status(), path).toBe(404)
        expect(new URL(page.url()).pathname).toBe(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        const hrefs = await page
          .getByTestId('not-found-links')
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
        expect(hrefs).toEqual(['/search', '/', '/contact-us'])
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
      }
      // a route with its own not-found keeps its words: an offer that has ended
      expect((await page.goto(tenantUrl(slug, '/offers/not-an-id')))?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer has ended')
      // the internal page itself is no page of the site
      expect((await page.goto(tenantUrl(slug, '/page-not-found')))?.status()).toBe(404)
    })
})

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const slug of TENANTS) {
    test(`${slug}: the Menu button opens a drawer; focus stays inside; Escape and Close return focus`, async ({
      page,
    }) => {
      await visit(page, tenantUrl(slug, '/search'))
      const header = page.getByRole('banner')
      const box = await header.boundingBox()
      expect(box!.height).toBeLessThanOrEqual(72)
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()
      const menu = page.getByTestId('menu-button')
      const drawer = page.getByTestId('menu-drawer')
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect(drawer).toBeHidden()
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      await expect(drawer).toBeVisible()
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
      // Sub-menus expand as an accordion; every link is reachable.
      const groups = drawer.locator('details')
      for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('summary').click()
      const links = drawer.getByRole('link')
      expect(await links.count()).toBeGreaterThan(3)
      // the last one too: the drawer scrolls to it (a drawer cut off at the screen's foot would leave it unreachable)
      await links.last().scrollIntoViewIfNeeded()
      await expect(links.last()).toBeInViewport()
      // Focus is trapped: tabbing past the last control comes back into the drawer.
      const stops = await drawer.evaluate(
        (el) => el.querySelectorAll('a[href], button, summary, input, select, textarea, [tabindex]').length,
      )
      for (let i = 0; i < stops + 4; i++) {
        await page.keyboard.press('Tab')
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(menu).toBeFocused()
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      // The close button closes it too.
      await menu.click()
      await drawer.getByRole('button', { name: 'Close menu' }).click()
      await expect(drawer).toBeHidden()
      await expect(menu).toBeFocused()
      // A link in the drawer leads somewhere real.
      await menu.click()
      const href = await drawer.getByRole('link').first().getAttribute('href')
      expect((await tenantRequest(page, slug, href!)).status()).toBe(200)
    })
  }
})

test.describe('focus after a client-side page change', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test("a link's page change focuses the new page's heading (never <body>), Back too; a search filter keeps its focus", async ({
    page,
  }) => {
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement
        return el ? `${el.tagName.toLowerCase()}${el.closest('main') ? ' in main' : ''}: ${el.textContent?.trim()}` : ''
      })
    await visit(page, tenantUrl('harbour', '/contact-us'))
    const listHeading = await page.locator('main h1').textContent()
    // a location card's View Location is a client-side link (no new document)
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    const view = page
      .locator('main')
      .getByRole('link', { name: /^View Location/ })
      .first()
    await view.focus()
    await view.press('Enter')
    await expect(page).toHaveURL(/\/contact-us\/[^/]+$/)
    const heading = page.locator('main h1')
    await expect(heading).toBeFocused()
    expect(await focused()).toBe(`h1 in main: ${(await heading.textContent())?.trim()}`)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    // Next's route announcer, a live region, reads the new title
    await expect(page.locator('next-route-announcer')).toHaveCount(1)
    await page.goBack()
    await expect(page.locator('main h1')).toHaveText(listHeading!)
    await expect(page.locator('main h1')).toBeFocused()

    // a search filter rewrites the address in place: focus stays on the box the shopper ticked
    await visit(page, tenantUrl('harbour', '/search'))
    const make = page
      .getByRole('complementary', { name: 'Filters' })
      .locator('[data-facet="make"] input[type="checkbox"]')
      .first()
    await make.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\/search\/[a-z-]+/)
    await expect(make).toBeChecked()
    await expect(make).toBeFocused()
  })
})

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const slug of TENANTS) {
    test(`${slug}: dropdowns stay on screen`, async ({ page }) => {
      await visit(page, tenantUrl(slug, '/search'))
      await expect(page.getByTestId('menu-button')).toBeHidden()
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      const dropdowns = nav.locator('details')
      for (let i = 0; i < (await dropdowns.count()); i++) {
        const d = dropdowns.nth(i)
        await d.locator('summary').click()
        const sub = d.locator('.site-nav__submenu')
        const b = await sub.boundingBox()
        expect(b!.x).toBeGreaterThanOrEqual(0)
        expect(b!.x + b!.width).toBeLessThanOrEqual(1366)
        await d.locator('summary').click()
      }
      await expectFits(page, 1366)
    })
  }
})

test('CMS-03 (deliberately changed) Harbour: the stats banner counts the locations the footer lists', async ({
  page,
}) => {
  await visit(page, tenantUrl('harbour'))
  const footerCount = await page.locator('.footer-locations > li').count()
  const stat = page.getByTestId('stat').filter({ hasText: 'Locations' })
  await expect(stat.locator('dd')).toHaveText(String(footerCount))
  await expect(page.locator('[data-block="statsBanner"]')).not.toContainText('50+')
})

test.describe('a group footer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test("Harbour's nine locations: one compact row each (name over today's hours, phone beside), no disclosure", async ({
    page,
  }) => {
    // no per-row disclosure (hours and address): the address, the week's hours and directions are on the location
    // page the name links to; today's hours show in the row itself.
    await visit(page, tenantUrl('harbour', '/search'))
    const locations = page.locator('.footer-locations > li')
    const count = await locations.count()
    expect(count).toBeGreaterThan(3)
    for (const loc of await locations.all()) {
      const name = loc.locator('.footer-location__name')
      await expect(name).toBeVisible()
      await expect(name).toHaveAttribute('href', /^\/contact-us\/[a-z0-9-]+$/)
      await expect(loc.locator('.footer-location__phone')).toBeVisible()
      await expect(loc.locator('.footer-location__hours')).toBeVisible()
      await expect(loc.locator('.footer-location__hours')).toHaveText(/Open today|Closed today/)
      // one row: name and hours beside the phone, each a 44 px target
      const box = (await loc.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(64)
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect((await loc.locator('.footer-location__phone').boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    await expect(page.getByTestId('footer-location-more')).toHaveCount(0)
    // the whole locations list is short: well under two screens for nine locations
    const list = (await page.locator('.footer-locations').boundingBox())!
    expect(list.height).toBeLessThan(9 * 64)
    await expectFits(page, 390)
  })

  test('a tenant with few locations keeps every location open (no disclosure)', async ({ page }) => {
    await visit(page, tenantUrl('coastal-mazda', '/search'))
    expect(await page.locator('.footer-locations > li').count()).toBeLessThanOrEqual(3)
    await expect(page.getByTestId('footer-location-more')).toHaveCount(0)
    await expect(page.locator('.footer-locations > li').first().locator('.footer-location__hours')).toBeVisible()
  })
})
