import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { reviewScreenshot, tenantUrl, visit } from './helpers'

/**
 * Credit advertising on the site (National Credit Code ss 160–164, ASIC RG 178): on the home page, /special-offers,
 * a finance offer's page and stock search results of two tenants, every promo tile, offer card, offer page and announcement that states a
 * rate shows its comparison rate, the example it is based on and the comparison-rate warning right next to it, the
 * comparison rate in type no smaller than any rate stated around it — at phone and desktop widths.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1366, height: 900, isMobile: false },
] as const
const TENANTS = ['harbour', 'westside-used'] as const

/** The places content advertises in: each must carry its own disclosure when its words state a rate. */
const ADVERTS =
  '[data-testid="promo-tile"], [data-testid="search-promo"], [data-testid="offer-card"], .offer-page__main, ' +
  '[data-testid="announcement"], [data-testid="brand-offer"]'
/** A credit rate in words: '8.99% p.a.', '5.49% comparison rate', 'from 6.49%'. */
const RATE_SOURCE = String.raw`\d{1,2}(?:\.\d{1,2})?\s?%\s*(?:p\.?\s?a|per annum|comparison|interest|finance|rate)|(?:from|at)\s+\d{1,2}(?:\.\d{1,2})?\s?%`

type Measure = {
  statesRate: boolean
  disclosures: number
  rateFont: number
  comparisonFont: number
  /** the largest font of an element outside the disclosure whose own text states a rate (0: none) */
  textRateFont: number
  /** vertical gap from the figures to the warning, px */
  warningGap: number
}

/** What an advert says and how its disclosure is set, read in the page. */
function measure(advert: Locator): Promise<Measure> {
  return advert.evaluate((el, source) => {
    const rate = new RegExp(source, 'i')
    const clone = el.cloneNode(true) as HTMLElement
    clone.querySelectorAll('.rate-disclosure').forEach((d) => d.remove())
    const disclosures = el.querySelectorAll('[data-testid="rate-disclosure"]')
    const font = (node: Element | null) => (node ? parseFloat(getComputedStyle(node).fontSize) : 0)
    let textRateFont = 0
    for (const node of el.querySelectorAll('h1, h2, h3, p, span, strong, a, summary')) {
      if (node.closest('.rate-disclosure')) continue
      const own = [...node.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? '')
      if (rate.test(own.join(' '))) textRateFont = Math.max(textRateFont, font(node))
    }
    const figures = el.querySelector('[data-testid="rate-disclosure"] .rate-disclosure__figures')
    const warning = el.querySelector('[data-testid="rate-disclosure-warning"]')
    const gap =
      figures && warning ? warning.getBoundingClientRect().top - figures.getBoundingClientRect().bottom : Infinity
    return {
      statesRate: rate.test(clone.textContent ?? ''),
      disclosures: disclosures.length,
      rateFont: font(el.querySelector('[data-testid="rate-disclosure-rate"]')),
      comparisonFont: font(el.querySelector('[data-testid="rate-disclosure-comparison"]')),
      textRateFont,
      warningGap: gap,
    }
  }, RATE_SOURCE)
}

/**
 * Every advert on the page that states a rate (in its words or its structured fields) shows one complete, visible
 * disclosure; returns how many adverts showed one.
 */
async function expectDisclosedRates(page: Page, where: string): Promise<number> {
  const adverts = page.locator(ADVERTS)
  let disclosed = 0
  for (let i = 0; i < (await adverts.count()); i++) {
    const advert = adverts.nth(i)
    if (!(await advert.isVisible())) continue
    const m = await measure(advert)
    const label = `${where}: advert ${i + 1} (“${((await advert.innerText()) || '').slice(0, 60)}”)`
    if (m.statesRate) expect(m.disclosures, `${label} states a rate without its disclosure`).toBe(1)
    if (m.disclosures === 0) continue
    disclosed++
    const disclosure = advert.getByTestId('rate-disclosure')
    await disclosure.scrollIntoViewIfNeeded()
    await expect(disclosure.getByTestId('rate-disclosure-rate'), label).toHaveText(/^\d+\.\d\d% p\.a\.$/)
    await expect(disclosure.getByTestId('rate-disclosure-comparison'), label).toHaveText(
      /^\d+\.\d\d% p\.a\. comparison rate$/,
    )
    const warning = disclosure.getByTestId('rate-disclosure-warning')
    await expect(warning, label).toBeVisible()
    await expect(warning, label).toContainText(
      /Comparison rate based on an? (secured|unsecured) loan of \$[\d,]+ over \d+ years?\./,
    )
    await expect(warning, label).toContainText('WARNING: This comparison rate is true only for the example given')
    expect(m.comparisonFont, `${label}: comparison rate smaller than the rate`).toBeGreaterThanOrEqual(m.rateFont)
    expect(m.comparisonFont, `${label}: comparison rate smaller than a rate in the text`).toBeGreaterThanOrEqual(
      m.textRateFont,
    )
    expect(m.warningGap, `${label}: warning not right under the rates`).toBeLessThan(24)
  }
  return disclosed
}

async function expectNoOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width)
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile })

    for (const tenant of TENANTS) {
      test(`${tenant}: every rate on the home page, /special-offers and a finance offer's page shows its comparison rate, example and warning next to it`, async ({
        page,
      }, testInfo) => {
        await visit(page, tenantUrl(tenant, '/'))
        // below-the-fold blocks render as the shopper scrolls: bring the promo tiles in
        const tiles = page.locator('[data-block="promoTiles"]')
        await tiles.scrollIntoViewIfNeeded()
        expect(await expectDisclosedRates(page, `${tenant} home`)).toBeGreaterThan(0)
        await expectNoOverflow(page, size.width)
        await reviewScreenshot(
          tiles
            .getByTestId('promo-tile')
            .filter({ has: page.getByTestId('rate-disclosure') })
            .first(),
          { path: testInfo.outputPath(`${tenant}-home-tile-${size.width}.png`) },
        )

        await visit(page, tenantUrl(tenant, '/special-offers'))
        expect(await expectDisclosedRates(page, `${tenant} /special-offers`)).toBeGreaterThan(0)
        await expectNoOverflow(page, size.width)
        const financeCard = page
          .getByTestId('offer-card')
          .filter({ has: page.getByTestId('rate-disclosure') })
          .first()
        await reviewScreenshot(financeCard, { path: testInfo.outputPath(`${tenant}-offer-card-${size.width}.png`) })

        const href = await financeCard.locator('.offer-card__title a').getAttribute('href')
        await visit(page, tenantUrl(tenant, href!))
        expect(await expectDisclosedRates(page, `${tenant} ${href}`)).toBe(1)
        await expectNoOverflow(page, size.width)
        await reviewScreenshot(page.locator('.offer-page__main'), {
          path: testInfo.outputPath(`${tenant}-offer-page-${size.width}.png`),
        })
      })

      test(`${tenant}: a promo tile in search results shows its comparison rate, example and warning next to its rate`, async ({
        page,
      }, testInfo) => {
        // the finance tile sits at grid position 5 of the car types it advertises
        await visit(page, tenantUrl(tenant, tenant === 'harbour' ? '/search/new-cars' : '/search/used-cars'))
        const tile = page.getByTestId('search-promo').filter({ has: page.getByTestId('rate-disclosure') })
        await expect(tile.first()).toBeVisible()
        expect(await expectDisclosedRates(page, `${tenant} search results`)).toBeGreaterThan(0)
        await expectNoOverflow(page, size.width)
        await reviewScreenshot(tile.first(), { path: testInfo.outputPath(`${tenant}-search-tile-${size.width}.png`) })
      })
    }
  })
}
