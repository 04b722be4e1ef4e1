import { inflateSync, constants } from 'node:zlib'

import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { tenantRequest, tenantUrl, visit } from './helpers'

/**
 * One repayment figure per car, the same everywhere: for a sample of cars on every demo tenant (its dearest cars and
 * the first of its default listing), the weekly figure with its rate and comparison rate, the price, the price label
 * and the tag read the same on the search card, the vehicle page (price block, sticky bar, the finance calculator's
 * first state after hydration), the print page and the PDF; and the weekly figure is the amortisation of the loan
 * the page says it assumes. Each car is read on a phone (390 px); its sticky bars at both widths (the bottom bar at
 * 390 px, the header at 1366 px: the same page, resized). Print and PDF do not depend on the screen.
 */

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

interface Figures {
  price: string | null
  label: string | null
  tag: string | null
  /** '$623 per week · 10.00% p.a. · 10.00% p.a. comparison rate', or null when no repayment shows. */
  quote: string | null
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim() || null

async function textOf(locator: Locator): Promise<string | null> {
  return (await locator.count()) > 0 ? clean(await locator.first().textContent()) : null
}

/** The disclosure's figures line under a RateDisclosure test id prefix, or null when none is drawn. */
async function quoteOf(scope: Page | Locator, testId: string): Promise<string | null> {
  const root = scope.getByTestId(testId)
  // a card in a list shows bare figures (repayment, rate, comparison rate marked †); the list states the example and
  // the warning once, right under it
  const cardFigures = testId === 'card-quote' ? scope.locator('.card__weekly b') : null
  if (cardFigures ? (await cardFigures.count()) === 0 : (await root.count()) === 0) return null
  const page = 'page' in scope ? scope.page() : scope
  let repayment: string | null, rate: string | null, comparison: string | null, warning: string | null
  if (cardFigures) {
    const figures = (await cardFigures.allTextContents()).map(clean)
    expect(figures, `${testId}: repayment, rate and comparison rate`).toHaveLength(3)
    repayment = figures[0] ?? null
    rate = figures[1] ?? null
    comparison = figures[2] ?? null
    expect(comparison, `${testId}: the comparison rate is marked for the list's note`).toMatch(/†$/)
    comparison = comparison!.slice(0, -1)
    warning = await textOf(page.getByTestId('credit-note').filter({ visible: true }).first())
    expect(warning).toMatch(/^† Comparison rate/)
  } else {
    repayment = await textOf(scope.getByTestId(`${testId}-repayment`))
    rate = await textOf(scope.getByTestId(`${testId}-rate`))
    comparison = await textOf(scope.getByTestId(`${testId}-comparison`))
    warning = await textOf(scope.getByTestId(`${testId}-warning`))
  }
  // never a figure without its rate, comparison rate, example and warning
  expect(rate, `${testId} shows the annual rate`).toMatch(/^\d+\.\d\d% p\.a\.$/)
  expect(comparison, `${testId} shows the comparison rate, labelled`).toMatch(/^\d+\.\d\d% p\.a\. comparison rate$/)
  expect(warning).toContain('Comparison rate based on a secured loan of $30,000 over 5 years.')
  expect(warning).toContain('WARNING: This comparison rate is true only for the example given')
  return [repayment, rate, comparison].filter(Boolean).join(' · ')
}

/** The amortised weekly repayment, as the page's stated assumptions give it (whole dollars). */
function handWeekly(basis: string, rateText: string): number {
  const m =
    /^Based on \$([\d,]+) over ([\d.]+) years?, (no deposit|\$([\d,]+) deposit)(?:, \$([\d,]+) fees included)?, \$([\d,]+) final payment(?:, plus \$[\d,.]+ monthly account fee)?\.$/.exec(
      basis,
    )
  expect(m, `the assumptions read as a loan: ${basis}`).not.toBeNull()
  const num = (s: string | undefined) => (s ? Number(s.replace(/,/g, '')) : 0)
  const amount = num(m![1])
  const years = Number(m![2])
  const deposit = num(m![4])
  const fees = num(m![5])
  const residual = num(m![6])
  const principal = amount - deposit + fees
  const r = Number(rateText.replace(/% p\.a\.$/, '')) / 100 / 52
  const n = Math.round(years * 52)
  const growth = Math.pow(1 + r, n)
  const weekly = r === 0 ? (principal - residual) / n : ((principal - residual / growth) * r) / (1 - 1 / growth)
  return Math.round(weekly)
}

/** The text a PDF draws (pdf-lib: hex strings shown with Tj inside Flate-compressed content streams). */
function pdfText(pdf: Buffer): string {
  const s = pdf.toString('latin1')
  const lines: string[] = []
  const start = /stream\r?\n/g
  for (let m = start.exec(s); m; m = start.exec(s)) {
    const from = m.index + m[0].length
    const to = s.indexOf('endstream', from)
    const raw = Buffer.from(s.slice(from, to), 'latin1')
    let content: string
    try {
      content = inflateSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1')
    } catch {
      content = raw.toString('latin1')
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(t[1]!, 'hex').toString('latin1'))
    for (const t of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(t[1]!)
  }
  return lines.join('\n')
}

async function cardFigures(card: Locator): Promise<Figures & { href: string; name: string }> {
  return {
    href: (await card.locator('a.card__link').getAttribute('href'))!,
    name: clean(await card.getByRole('heading').first().textContent())!,
    price: await textOf(card.locator('.card__price strong')),
    label: await textOf(card.locator('.card__price small')),
    tag: await textOf(card.locator('.card__tag')),
    quote: await quoteOf(card, 'card-quote'),
  }
}

async function sampleCards(page: Page, tenant: string) {
  const cards: Awaited<ReturnType<typeof cardFigures>>[] = []
  for (const [path, take] of [
    ['/search?sortBy=price:desc', 2],
    ['/search', 2],
  ] as const) {
    await visit(page, tenantUrl(tenant, path))
    const found = page.locator('article.card:not(.card--sold)')
    await expect(found.first()).toBeVisible()
    for (let i = 0; i < take && i < (await found.count()); i++) {
      const card = await cardFigures(found.nth(i))
      if (!cards.some((c) => c.href === card.href)) cards.push(card)
    }
  }
  return cards
}

for (const tenant of TENANTS) {
  test(`FIN-13 FIN-16 SRP-05 VDP-28 PRC-08 ${tenant}: one weekly figure, price, label and tag on card, page, both sticky bars, calculator, print and PDF`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const [phone, desktop] = VIEWPORTS
    await page.setViewportSize({ width: phone.width, height: phone.height })
    // the promotional popup must not cover what is read
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem
      Storage.prototype.getItem = function (key: string) {
        return key.startsWith('promo-popup-dismissed:') ? 'dismissed-by-test' : getItem.call(this, key)
      }
    })
    const cards = await sampleCards(page, tenant)
    expect(cards.length).toBeGreaterThanOrEqual(3)
    let quoted = 0
    for (const card of cards) {
      const slug = card.href.replace(/^.*\/cars\//, '').replace(/[?#].*$/, '')
      await visit(page, tenantUrl(tenant, card.href))
      await page.waitForLoadState('load')
      await page.waitForLoadState('networkidle')
      const block = page.getByTestId('vdp-price')
      const header: Figures = {
        price: await textOf(block.locator('.vdp-price__amount')),
        label: await textOf(block.locator('.vdp-price__type')),
        tag: await textOf(page.locator('.vdp-tag')),
        quote: await quoteOf(page, 'vdp-quote'),
      }
      const what = `${tenant} ${card.name}`
      expect({ price: header.price, label: header.label, quote: header.quote }, `${what}: card = page`).toEqual({
        price: card.price,
        label: card.label,
        quote: card.quote,
      })
      if (header.tag) expect(card.tag, `${what}: the card's tag`).toBe(header.tag)

      if (header.quote) {
        quoted++
        // the figure is the amortisation of the loan the page says it assumes
        const basis = (await textOf(page.getByTestId('vdp-quote-basis')))!
        const rate = (await textOf(page.getByTestId('vdp-quote-rate')))!
        const weekly = Number(header.quote.replace(/^\$([\d,]+) per week.*$/, '$1').replace(/,/g, ''))
        expect(handWeekly(basis, rate), `${what}: ${basis} at ${rate}`).toBe(weekly)
        // the assumed amount is the whole price, never a clamped one
        expect(basis).toContain(`Based on ${header.price} over`)

        // every car with a figure has the finance calculator, and it starts from exactly that quote
        const calculator = page.getByTestId('finance-calculator')
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
        await expect(calculator, `${what}: the calculator beside its figure`).toHaveCount(1)
        await calculator.scrollIntoViewIfNeeded()
        const first = clean(await calculator.getByTestId('finance-repayment').textContent())
        expect(first, `${what}: the calculator's first figure`).toBe(`$${weekly.toLocaleString('en-AU')}/wk per week`)
        expect(await calculator.getByLabel('Purchase price').first().inputValue()).toBe(header.price!.replace('$', ''))
        expect(await calculator.getByTestId('finance-short').count()).toBe(0)
        expect(await textOf(calculator.getByTestId('finance-rates-rate'))).toBe(rate)
        expect(await textOf(calculator.getByTestId('finance-rates-comparison'))).toBe(
          await textOf(page.getByTestId('vdp-quote-comparison')),
        )
        // the comparison rate is no less prominent than the repayment beside it
        const fontSize = (l: Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
        expect(await fontSize(calculator.getByTestId('finance-rates-comparison'))).toBeGreaterThanOrEqual(
          await fontSize(calculator.getByTestId('finance-repayment')),
        )
      }

      // the sticky bars: the bottom bar on a phone, the header on a wide screen
      await page.evaluate(() => window.scrollTo(0, 700))
      const bar = page.getByTestId('vdp-bottom-bar')
      await expect(bar).toBeVisible()
      expect(await textOf(bar.locator('.vd-bottom-bar__price')), `${what}: bottom bar price`).toBe(header.price)
      await page.setViewportSize({ width: desktop.width, height: desktop.height })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.evaluate(() => window.scrollTo(0, 700))
      const sticky = page.getByTestId('vdp-sticky-header')
      await expect(sticky).toBeVisible()
      expect(await textOf(sticky.locator('.vd-sticky-header__price strong')), `${what}: sticky price`).toBe(
        header.price,
      )
      expect(await textOf(sticky.locator('.vd-sticky-header__price-type'))).toBe(header.label)
      expect(await quoteOf(sticky, 'sticky-quote'), `${what}: sticky figure`).toBe(header.quote)
      await page.setViewportSize({ width: phone.width, height: phone.height })

      // print page
      await visit(page, tenantUrl(tenant, `/print?car_id=${slug}`))
      expect(
        {
          price: await textOf(page.getByTestId('print-price-amount')),
          label: await textOf(page.getByTestId('print-price-type')),
          tag: await textOf(page.getByTestId('print-tag')),
          quote: await quoteOf(page, 'print-quote'),
        },
        `${what}: print = page`,
      ).toEqual(header)

      // PDF
      const pdf = await tenantRequest(page, tenant, `/api/cars/${slug}/pdf`)
      expect(pdf.status()).toBe(200)
      const text = pdfText(await pdf.body())
      const lines = text.split('\n')
      // the price line: price and label, then '(was …)' for an offer
      const priceLine = `${header.price}${header.label ? ` ${header.label}` : ''}`
      expect(
        lines.filter((l) => l === priceLine || l.startsWith(`${priceLine} (was `)),
        `${what}: PDF price ${priceLine}`,
      ).toHaveLength(1)
      if (header.tag) expect(lines).toContain(header.tag)
      if (header.quote) {
        expect(lines, `${what}: PDF figure`).toContain(header.quote)
        expect(text.replace(/\n/g, ' ')).toContain('WARNING: This comparison rate is true only for the example given')
      } else {
        expect(text).not.toMatch(/per week/)
      }
    }
    expect(quoted, `${tenant}: some sampled cars carry a repayment`).toBeGreaterThan(0)
  })
}

test('VDP-27 VDP-29 the brand template at 1366 px never shows both sticky bars: the header gives way once the bottom bar opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const res = await tenantRequest(page, 'coastal-mazda', '/api/search?hitsPerPage=5&refinementList[status][0]=in_stock')
  const [car] = ((await res.json()) as { hits: { slug: string }[] }).hits
  await visit(page, tenantUrl('coastal-mazda', `/cars/${car!.slug}`))
  await page.waitForLoadState('load')
  const header = page.getByTestId('vdp-sticky-header')
  const bar = page.getByTestId('vdp-bottom-bar')
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toBeVisible()
  await expect(bar).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 1400))
  await expect(bar).toBeVisible()
  await expect(header).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toBeVisible()
  await expect(bar).toBeHidden()
})
