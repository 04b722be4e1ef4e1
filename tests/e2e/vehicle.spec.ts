import { expect, test } from './fixtures'
import { expectPageStructure, scrollToAndSettle, tenantRequest, tenantUrl, visit } from './helpers'
import { findCars, suppressPopups, IN_STOCK_USED, openCar } from './vehicleCars'

// The vehicle page (/cars/{slug}): what it shows, its gallery, sticky header, calculators, delivery estimate, sold
// and other-tenant cars, print and PDF, and templates. Its sections and the failures they survive are
// vehicle-sections.spec.ts's; the page at each screen size is vehicle-sizes.spec.ts's; the promotional popup over it
// is promo-popup.spec.ts's.

test('RTE-10 VDP-19 VDP-51 VDP-26 an in-stock car at /cars/{slug}: title, price, key information, JSON-LD Car with an AUD Offer, canonical and OpenGraph', async ({
  page,
}) => {
  const [car] = (await findCars(page, 'harbour', IN_STOCK_USED)).filter((h) => h.photos_count > 3 && !h.reserved)
  const response = await visit(page, tenantUrl('harbour', `/cars/${car!.slug}`))
  expect(response?.status()).toBe(200)
  await expectPageStructure(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car!.name)
  await expect(page).toHaveTitle(
    new RegExp(`^${car!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Harbour Auto Group$`),
  )
  await expect(page.getByTestId('vdp-price')).toContainText('$')
  await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Car Details' })).toBeVisible()

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(ld['@type']).toBe('Car')
  expect(ld.name).toBe(car!.name)
  expect(ld.offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'AUD',
    availability: 'https://schema.org/InStock',
  })
  expect(typeof ld.offers.price).toBe('number')
  expect(ld.mileageFromOdometer).toMatchObject({ unitCode: 'KMT' })
  expect(ld.itemCondition).toBe('https://schema.org/UsedCondition')
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/cars/${car!.slug}$`))
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http/)
})

test('VDP-04 VDP-05 VDP-06 VDP-07 gallery: next/previous, thumbnails, fullscreen with arrow keys and Escape', async ({
  page,
}) => {
  const [car] = (await findCars(page, 'harbour', IN_STOCK_USED)).filter((h) => h.photos_count > 3)
  await visit(page, tenantUrl('harbour', `/cars/${car!.slug}`))
  await suppressPopups(page)
  const gallery = page.getByRole('region', { name: `${car!.name} photos` })
  const count = gallery.locator('.vd-gallery__count')
  await expect(count).toHaveText(`1 / ${car!.photos_count}`)
  await expect(gallery.getByRole('button', { name: /^Show photo \d+ of/ })).toHaveCount(car!.photos_count)
  await gallery.getByRole('button', { name: 'Next photo' }).click()
  await expect(count).toHaveText(`2 / ${car!.photos_count}`)
  await gallery.getByRole('button', { name: 'Previous photo' }).click()
  await expect(count).toHaveText(`1 / ${car!.photos_count}`)

  await gallery.getByRole('button', { name: /View fullscreen/ }).click()
  const dialog = page.getByRole('dialog', { name: `${car!.name} photos` })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((el) => getComputedStyle(el.closest('[style*="z-index"]') ?? el).zIndex)).toBe('1400')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.vd-fullscreen__count')).toHaveText(`3 / ${car!.photos_count}`)
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.vd-fullscreen__count')).toHaveText(`2 / ${car!.photos_count}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('VDP-27 VDP-28 the sticky header appears after scrolling 500 px; VDP-36 VDP-37 VDP-38 VDP-39 LEAD-50 the phone is revealed on click and the reveal is recorded (event 25)', async ({
  page,
}) => {
  const car = await openCar(page, 'harbour', IN_STOCK_USED)
  await suppressPopups(page)
  const sticky = page.getByTestId('vdp-sticky-header')
  await expect(sticky).toHaveCount(0)
  await scrollToAndSettle(page, 300)
  await expect(sticky).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 700))
  await expect(sticky).toBeVisible()
  await expect(sticky).toContainText(car!.name)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(sticky).toHaveCount(0)

  const panel = page.getByRole('heading', { name: 'Call the dealer' }).locator('..')
  await expect(panel).toContainText(/Stock number/)
  const more = page.getByRole('link', { name: /See more from this dealer/ })
  await expect(more).toHaveAttribute('href', /^\/search\/[a-z0-9-]+$/)
  const reveal = page.getByTestId('vdp-phone-reveal')
  await expect(reveal).toContainText('XXXX')
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith(`/api/cars/${car!.slug}/reveal`) && r.request().method() === 'POST',
  )
  await reveal.click()
  expect([200, 201]).toContain((await recorded).status())
  const phone = page.getByTestId('vdp-phone')
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute('href', /^tel:0\d{9}$/)
  await expect(phone).toHaveText(/^Call 0\d \d{4} \d{4}$/)
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer?: { eventId?: number }[] }).dataLayer?.some((e) => e.eventId === 25),
    ),
  ).toBe(true)
})

test('FIN-19 FIN-27 FIN-32 LEAD-51 the finance calculator recomputes as inputs change and clamps out-of-range amounts; its first use pushes event 26 once', async ({
  page,
}) => {
  // the calculator loads after the page: its placeholder says it is coming
  await openCar(page, 'harbour', 'refinementList[status][0]=in_stock&range[price]=15000:60000', 'vdp-tools--finance')
  await suppressPopups(page)
  const calc = page.getByTestId('finance-calculator')
  const repayment = calc.getByTestId('finance-repayment')
  await expect(repayment).toContainText('$')
  const before = await repayment.textContent()

  const term = calc.getByRole('textbox', { name: 'Loan term' })
  await term.fill('2')
  await term.blur()
  await expect(repayment).not.toHaveText(before ?? '')

  const amount = calc.getByRole('textbox', { name: 'Purchase price' })
  await amount.fill('5000000')
  await amount.blur()
  await expect(calc.getByText(/^Cannot be less than \$1,000 or more than \$100,000$/)).toBeVisible()
  await expect(amount).toHaveValue(/100,000/)

  await amount.fill('500')
  await amount.blur()
  await expect(amount).toHaveValue(/1,000/)
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { dataLayer?: { eventId?: number }[] }).dataLayer?.filter((e) => e.eventId === 26).length,
    ),
  ).toBe(1)
})

test('DEL-01 DEL-02 DEL-03 DEL-04 delivery estimate: a covered postcode, an invalid one, an empty one and an uncovered one', async ({
  page,
}) => {
  await openCar(page, 'harbour', IN_STOCK_USED)
  await suppressPopups(page)
  const delivery = page.getByTestId('delivery-calculator')
  const postcode = delivery.getByLabel('Postcode')
  const answer = delivery.getByTestId('delivery-answer')
  const estimate = delivery.getByRole('button', { name: /estimate/i })

  await estimate.click()
  await expect(answer).toHaveText('Please enter a postcode.')
  await postcode.fill('20a0')
  await estimate.click()
  await expect(answer).toHaveText('Invalid postcode. Please enter a 4-digit number.')
  await postcode.fill('2000')
  await estimate.click()
  await expect(answer).toContainText('$250')
  await expect(answer).toContainText('Sydney Metro')
  await postcode.fill('6000')
  await estimate.click()
  await expect(answer).toHaveText(
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  )
})

test('VDP-53 VDP-54 a sold car shows the sold message and Find Me Something Similar, with no price and no action buttons', async ({
  page,
}) => {
  const [sold] = await findCars(page, 'harbour', 'refinementList[status][0]=sold')
  const response = await visit(page, tenantUrl('harbour', `/cars/${sold!.slug}`))
  expect(response?.status()).toBe(200)
  const notice = page.getByTestId('vdp-sold')
  await expect(notice).toContainText(/Unfortunately this (car|motorcycle) recently sold\./)
  await expect(notice).toContainText('Like this and want something similar?')
  await expect(notice.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
  await expect(page.getByTestId('vdp-price')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Reserve/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Enquire Now|Message Now/ })).toHaveCount(0)
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  // no price shown, so no Offer (an Offer without a price is invalid): the structured data names the car only
  expect(ld.name).toBe(sold!.name)
  expect(ld.offers).toBeUndefined()
})

test("TEN-01 a car is found only on its own tenant's host; another tenant's slug is a 404", async ({ page }) => {
  const [coastal] = await findCars(page, 'coastal-mazda', 'refinementList[status][0]=in_stock')
  expect((await tenantRequest(page, 'coastal-mazda', `/cars/${coastal!.slug}`)).status()).toBe(200)
  expect((await tenantRequest(page, 'harbour', `/cars/${coastal!.slug}`)).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', `/api/cars/${coastal!.slug}/similar`)).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', `/api/cars/${coastal!.slug}/pdf`)).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', `/api/cars/not%20a%20slug/similar`)).status()).toBe(400)
})

test('VDP-67 VDP-68 the print page and the PDF: /print?car_id= renders the sheet; the PDF downloads as {slug}.pdf', async ({
  page,
}) => {
  const car = await openCar(page, 'westside-used', 'refinementList[status][0]=in_stock')
  const print = page.getByRole('link', { name: /Print/ })
  await expect(print).toHaveAttribute('href', `/print?car_id=${car!.slug}`)
  await expect(print).toHaveAttribute('target', '_blank')

  await visit(page, tenantUrl('westside-used', `/print?car_id=${car!.slug}`))
  await expect(page.getByTestId('print-sheet').getByRole('heading', { level: 1 })).toHaveText(car!.name)

  const pdf = await tenantRequest(page, 'westside-used', `/api/cars/${car!.slug}/pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${car!.slug}.pdf"`)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /Download PDF/ }).click()
  expect((await download).suggestedFilename()).toBe(`${car!.slug}.pdf`)
})

test('VDP-34 SIM-01 SIM-02 the used-car template uses sections and the similar cars load (at most 6, never the car itself)', async ({
  page,
}) => {
  const car = await openCar(page, 'westside-used', 'refinementList[status][0]=in_stock')
  await expect(page.getByTestId('vdp')).toHaveAttribute('data-layout', 'sections')
  await expect(page.getByRole('heading', { name: 'Our Comments' })).toBeVisible()
  await expect(page.getByRole('tablist')).toHaveCount(0)
  const similar = page.getByTestId('similar-vehicles')
  await similar.scrollIntoViewIfNeeded()
  await expect(similar.getByRole('heading', { name: 'Similar Cars In-Stock' })).toBeVisible()
  await expect(similar.locator('article.card').first()).toBeVisible()
  const links = await similar
    .locator('article.card')
    .locator('a.card__link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(links.length).toBeGreaterThan(0)
  expect(links.length).toBeLessThanOrEqual(6)
  expect(links).not.toContain(`/cars/${car!.slug}`)
})

test('VDP-29 VDP-32 the brand template: information tabs, and the sticky bottom bar opens past 900 px', async ({
  page,
}) => {
  await openCar(page, 'coastal-mazda', 'refinementList[status][0]=in_stock&refinementList[car_type][0]=new')
  const tabs = page.getByRole('tablist', { name: 'Vehicle information' })
  await expect(tabs.getByRole('tab', { name: 'Dealer Comments' })).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: 'Why Buy From Us?' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Why Buy From Us?' })).toBeVisible()

  const bar = page.getByTestId('vdp-bottom-bar')
  await scrollToAndSettle(page, 600)
  await expect(bar).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect(bar).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-vd-bottom-bar', 'open')
  // One primary action beside Call (Get Finance stays in the sidebar and the sticky header).
  await expect(bar.getByTestId('vdp-bar-action')).toHaveCount(1)
  await expect(bar.getByTestId('vdp-bar-call')).toHaveAttribute('href', /^tel:0\d{9}$/)
})
