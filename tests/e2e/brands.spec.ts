import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectPageStructure, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * Brands: the group brands page (/brands), a brand's overview (/{brand}/overview) and the explore-model
 * page (/{model-slug}) on the group (harbour) and brand (coastal-mazda) templates, on a phone, each
 * with axe (visit) and the no-overflow check; unknown and other tenants' brands and models answer 404.
 */
// The behaviour here is the same at every width: checked on a phone. Each page's width, and axe, at 390 and 1366 px
// are reflow.spec.ts's.
const SIZES = [{ name: 'phone', width: 390, height: 844, isMobile: true }] as const

async function expectNoOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width)
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as unknown
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
  })
}

/** Every link and button on the page's main content is at least 44 px tall (touch targets). */
async function expectTouchTargets(page: Page, selector: string) {
  const small = await page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 40), h: el.getBoundingClientRect().height }))
        .filter((r) => r.h > 0 && r.h < 44),
    )
  expect(small, 'touch targets under 44 px').toEqual([])
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    test('RTE-31 CMS-01 CMS-02 CMS-03 /brands on a group site: stats banner, car, motorcycle, truck and group brands with logos, banners, descriptions, each to its overview', async ({
      page,
    }) => {
      const res = await visit(page, tenantUrl('harbour', '/brands'))
      expect(res?.status()).toBe(200)
      await expectPageStructure(page)
      // CMS-03 (as changed): the stats banner's Locations and Brands are counted from the site's own data
      const stats = page.locator('[data-block="statsBanner"]')
      await expect(stats).toBeVisible()
      // (group businesses are not counted as brands)
      const brandsStat = stats.getByTestId('stat').filter({ hasText: 'Brands' })
      const cards = page.getByTestId('brand-card')
      const vehicleBrands = await page
        .locator('[data-category]:not([data-category="group"]) [data-testid="brand-card"]')
        .count()
      await expect(brandsStat.locator('dd')).toHaveText(String(vehicleBrands))
      for (const heading of ['Car brands', 'Motorcycle brands', 'Truck brands', 'Group brands'])
        await expect(page.getByRole('heading', { name: new RegExp(`^${heading}`) })).toBeVisible()
      // CMS-02: every card has a logo, a banner, a description and leads to its overview
      const count = await cards.count()
      expect(count).toBeGreaterThanOrEqual(10)
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i)
        await expect(card.locator('.brand-logo img')).toHaveAttribute('alt', /logo$/)
        await expect(card.locator('img.brand-card__img')).toHaveCount(1)
        await expect(card.locator('.brand-card__desc')).not.toBeEmpty()
        await expect(card.getByRole('link')).toHaveAttribute('href', /^\/[a-z0-9-]+\/overview$/)
      }
      // logos load (locally drawn wordmarks)
      const broken = await page
        .locator('.brand-logo img')
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length)
      expect(broken).toBe(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/brands$/)
      await expectNoOverflow(page, size.width)
      // the card is one link: a click anywhere opens the brand
      await cards
        .filter({ hasText: 'Toyota' })
        .first()
        .click({ position: { x: 24, y: 24 } })
      await expect(page).toHaveURL(/\/toyota\/overview$/)
    })

    test('RTE-31 CMS-01 /brands on a single-brand site shows its one brand; a site without brands has no brands page (404)', async ({
      page,
    }) => {
      await visit(page, tenantUrl('coastal-mazda', '/brands'))
      await expectPageStructure(page)
      await expect(page.getByTestId('brand-card')).toHaveCount(1)
      await expect(page.getByTestId('brand-card').getByRole('link')).toHaveAttribute('href', '/mazda/overview')
      await expectNoOverflow(page, size.width)
      expect((await tenantRequest(page, 'westside-used', '/brands')).status()).toBe(404)
    })

    test('RTE-26 CMS-02 /{brand}/overview: banner, logo, description, models in stock with counts and from prices, offers, locations, enquiry; Brand JSON-LD', async ({
      page,
    }) => {
      for (const [tenant, slug, title] of [
        ['harbour', 'toyota', 'Toyota'],
        ['coastal-mazda', 'mazda', 'Mazda'],
      ] as const) {
        const res = await visit(page, tenantUrl(tenant, `/${slug}/overview`))
        expect(res?.status()).toBe(200)
        await expectPageStructure(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.locator('.brand-hero .brand-logo img')).toBeVisible()
        await expect(page.locator('.brand-hero__desc')).not.toBeEmpty()
        const models = page.getByTestId('model-card')
        expect(await models.count()).toBeGreaterThan(0)
        await expect(models.first()).toContainText(/\d+ cars? in stock/)
        await expect(models.first().locator('.model-card__price')).toHaveText(/^From \$\d{1,3}(,\d{3})*$/)
        await expect(models.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/${slug}-[a-z0-9-]+$`))
        await expect(page.getByTestId('brand-stock-link')).toHaveAttribute('href', `/search/${slug}`)
        await expect(page.locator('.brand-locations .loc-card').first()).toBeVisible()
        await expect(page.locator('#enquire form')).toBeVisible()
        const ld = await jsonLd(page)
        const brand = ld.find((d) => d['@type'] === 'Brand')
        expect(brand).toMatchObject({ name: title, url: expect.stringMatching(new RegExp(`/${slug}/overview$`)) })
        expect(ld.find((d) => d['@type'] === 'ItemList')).toBeTruthy()
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${slug}/overview$`))
        await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)
        await expectTouchTargets(page, '.brand-page .button, .brand-section__all')
        await expectNoOverflow(page, size.width)
      }
    })

    test('RTE-26 /{model-slug}: model hero, price range, body type, variants in stock, cars, enquiry; Product JSON-LD', async ({
      page,
    }) => {
      for (const [tenant, brand] of [
        ['harbour', 'toyota'],
        ['coastal-mazda', 'mazda'],
      ] as const) {
        await page.goto(tenantUrl(tenant, `/${brand}/overview`))
        const href = await page.getByTestId('model-card').first().getByRole('link').getAttribute('href')
        expect(href).toBeTruthy()
        const res = await visit(page, tenantUrl(tenant, href!))
        expect(res?.status()).toBe(200)
        await expectPageStructure(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${brand}`, 'i'))
        const facts = page.getByTestId('model-facts')
        await expect(facts).toContainText('Price range')
        await expect(facts).toContainText('Body type')
        await expect(page.getByTestId('model-variants').locator('li').first()).toBeVisible()
        await expect(page.locator('.model-stock .vehicle-card, .model-stock article').first()).toBeVisible()
        await expect(page.getByTestId('model-stock-link')).toHaveAttribute('href', new RegExp(`^/search/${brand}/`))
        await expect(page.locator('#enquire form')).toBeVisible()
        const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product')
        expect(product).toMatchObject({
          brand: { '@type': 'Brand' },
          offers: { '@type': 'AggregateOffer', priceCurrency: 'AUD' },
        })
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`))
        await expectTouchTargets(page, '.brand-page .button, .brand-section__all')
        await expectNoOverflow(page, size.width)
      }
    })
  })
}

test('RTE-26 unknown or another tenant’s brands and models answer 404; a CMS page keeps its address', async ({
  page,
}) => {
  // another tenant's brand (harbour sells Kawasaki; coastal-mazda does not), an unknown brand
  expect((await tenantRequest(page, 'coastal-mazda', '/kawasaki/overview')).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', '/no-such-brand/overview')).status()).toBe(404)
  expect((await tenantRequest(page, 'westside-used', '/toyota/overview')).status()).toBe(404)
  // an unknown model slug, and a model coastal-mazda does not stock
  expect((await tenantRequest(page, 'harbour', '/toyota-no-such-model')).status()).toBe(404)
  await page.goto(tenantUrl('harbour', '/kawasaki/overview'))
  const bike = await page.getByTestId('model-card').first().getByRole('link').getAttribute('href')
  expect(bike).toMatch(/^\/kawasaki-/)
  expect((await tenantRequest(page, 'harbour', bike!)).status()).toBe(200)
  expect((await tenantRequest(page, 'coastal-mazda', bike!)).status()).toBe(404)
  // a published CMS page still wins its slug
  expect((await tenantRequest(page, 'harbour', '/about-us')).status()).toBe(200)
})

for (const size of SIZES) {
  test(`CMS-01 ${size.name}: the home page's Brands block is a strip of logo chips to each overview and "All brands" to /brands (the cards stay on /brands)`, async ({
    newContext,
  }) => {
    const context = await newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
    })
    const page = await context.newPage()
    await visit(page, tenantUrl('harbour', '/'))
    const block = page.locator('[data-block="brandsGrid"]')
    await expect(block).toHaveAttribute('data-display', 'strip')
    await block.scrollIntoViewIfNeeded()
    await expect(block.getByRole('heading', { name: 'Our brands' })).toBeVisible()
    // no directory cards, banners or descriptions on the home page
    await expect(block.getByTestId('brand-card')).toHaveCount(0)
    const chips = block.locator('.brand-chip')
    expect(await chips.count()).toBeGreaterThanOrEqual(6)
    for (const chip of await chips.all()) {
      await expect(chip).toHaveAttribute('href', /^\/[a-z0-9-]+\/overview$/)
      await expect(chip.locator('.brand-chip__name')).not.toBeEmpty()
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    // the logos load (locally drawn wordmarks)
    await expect
      .poll(() =>
        block
          .locator('.brand-chip img')
          .evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0)),
      )
      .toBe(true)
    await expect(block.getByTestId('brand-strip-all')).toHaveAttribute('href', '/brands')
    await expectNoOverflow(page, size.width)
    await chips.filter({ hasText: 'Toyota' }).first().click()
    await expect(page).toHaveURL(/\/toyota\/overview$/)
    // the brands page keeps the directory (cards with banners and descriptions)
    await visit(page, tenantUrl('harbour', '/brands'))
    await expect(page.locator('[data-block="brandsGrid"]')).toHaveAttribute('data-display', 'directory')
    expect(await page.getByTestId('brand-card').count()).toBeGreaterThanOrEqual(10)
  })
}

test('RTE-26 RTE-31 no dead ends: every link on the brands, overview and explore pages answers (no 404)', async ({
  page,
}) => {
  test.setTimeout(180_000)
  for (const [tenant, brand] of [
    ['harbour', 'toyota'],
    ['coastal-mazda', 'mazda'],
  ] as const) {
    await page.goto(tenantUrl(tenant, `/${brand}/overview`))
    const model = await page.getByTestId('model-card').first().getByRole('link').getAttribute('href')
    const hrefs = new Set<string>()
    for (const path of ['/brands', `/${brand}/overview`, model!]) {
      await page.goto(tenantUrl(tenant, path))
      for (const href of await page
        .locator('main a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        hrefs.add(href.split('#')[0]!)
    }
    hrefs.delete('')
    expect(hrefs.size).toBeGreaterThan(5)
    for (const href of hrefs) {
      const res = await tenantRequest(page, tenant, href)
      expect(res.status(), `${tenant} ${href}`).toBeLessThan(400)
    }
  }
})
