import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { PORT, axeCheck, tenantRequest, tenantUrl, visit } from './helpers'

/**
 * The lead pages: a location's contact page, the location select on /contact and /book-test-drive, the
 * finance form prefilled from the vehicle page's query, and the location link hidden on the contact page (RTE-28).
 * Harbour is a group with several locations; Westside is a second tenant with several yards.
 */

const password = process.env.DEMO_PASSWORD ?? 'demo'
const admin = (path: string) => `http://localhost:${PORT}${path}`

type SentLead = { category: string; fields: Record<string, unknown> }

async function fillCore(form: Locator, email: string, comments = 'Please call me about a car.') {
  await form.getByLabel('First name').fill('Jo')
  await form.getByLabel('Last name').fill('Citizen')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Mobile').fill('0412 345 678')
  await form.getByLabel('Postcode').fill('2150')
  const message = form.getByLabel('Comments')
  if (comments && (await message.count())) await message.fill(comments)
}

/** Submits the form and answers the body it sent and the stored lead id (read in the route: the page leaves at once). */
async function submit(page: Page, form: Locator): Promise<{ sent: SentLead; leadId: string }> {
  let sent: SentLead | null = null
  let answer: { status: number; body: string } | null = null
  await page.route('**/api/leads', async (route) => {
    sent = route.request().postDataJSON() as SentLead
    // Node cannot resolve *.localhost: send it to localhost with the tenant's Host header
    const url = new URL(route.request().url())
    const host = url.host
    url.hostname = 'localhost'
    const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } })
    answer = { status: response.status(), body: await response.text() }
    await route.fulfill({ response })
  })
  await form.getByRole('button', { name: 'Submit Form' }).click()
  await page.waitForURL('**/success**')
  await page.unroute('**/api/leads')
  const done = answer as { status: number; body: string } | null
  expect(done?.status, done?.body).toBe(201)
  return { sent: sent!, leadId: String((JSON.parse(done!.body) as { lead_id: string | number }).lead_id) }
}

/** The stored lead, read through the admin API as Harbour's marketing admin. */
async function storedLead(page: Page, id: string): Promise<{ fields: Record<string, unknown>; category: string }> {
  const login = await page.request.post(admin('/api/users/login'), { data: { email: 'marketing@demo.test', password } })
  expect(login.status(), await login.text()).toBe(200)
  const res = await page.request.get(admin(`/api/leads/${id}?depth=0`))
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { fields: Record<string, unknown>; category: string }
}

/** The location pages listed on a tenant's /contact-us, as { name, path }. */
async function locationPages(page: Page, tenant: string): Promise<{ name: string; path: string }[]> {
  await visit(page, tenantUrl(tenant, '/contact-us'))
  const cards = page.locator('.loc-carousel .loc-card')
  expect(await cards.count()).toBeGreaterThan(1)
  return cards.evaluateAll((els) =>
    els.map((card) => ({
      name: (card.querySelector('.loc-card__name')?.textContent ?? '').trim(),
      path: new URL(card.querySelector<HTMLAnchorElement>('a[href^="/contact-us/"]')!.href).pathname,
    })),
  )
}

/** A weekday about two weeks ahead (a Wednesday), as YYYY-MM-DD, so it has bookable slots and none are in the past. */
function futureWednesday(): string {
  const d = new Date(Date.now() + 14 * 86_400_000)
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7))
  return d.toISOString().slice(0, 10)
}

test('RTE-27 LEAD-34 a location page submits to /success and the lead is stored with that location', async ({
  page,
}) => {
  const [, second] = await locationPages(page, 'harbour')
  await visit(page, tenantUrl('harbour', second!.path))
  await expect(page.getByRole('heading', { level: 1, name: `Contact ${second!.name}` })).toBeVisible()
  await expect(page.getByRole('region', { name: `${second!.name} details` })).toBeVisible()
  const form = page.locator('#contact-form')
  // the page fixes the location: no select
  await expect(form.getByLabel('Location')).toHaveCount(0)
  await fillCore(form, `location-page-${Date.now().toString(36)}@example.com`)
  const { sent, leadId } = await submit(page, form)
  expect(sent.category).toBe('General Enquiry')
  expect(sent.fields.location).toBe(second!.name)
  const lead = await storedLead(page, leadId)
  expect(lead.fields.location).toBe(second!.name)
  expect(String(lead.fields.location_id)).toBe(String(sent.fields.location_id))
})

test("RTE-27 another tenant's location slug is a 404, on Westside as on Harbour", async ({ page }) => {
  const [westside] = await locationPages(page, 'westside-used')
  const [harbour] = await locationPages(page, 'harbour')
  expect((await tenantRequest(page, 'westside-used', westside!.path)).status()).toBe(200)
  expect((await tenantRequest(page, 'harbour', westside!.path)).status()).toBe(404)
  expect((await tenantRequest(page, 'westside-used', harbour!.path)).status()).toBe(404)
  expect((await tenantRequest(page, 'harbour', '/contact-us/no-such-location')).status()).toBe(404)
})

test("LEAD-16 /contact with several locations shows a required location select: 'Please choose a location.'", async ({
  page,
}) => {
  await visit(page, tenantUrl('westside-used', '/contact'))
  const form = page.locator('#contact-form')
  const select = form.getByLabel('Location')
  await expect(select).toBeVisible()
  const options = await select.locator('option').allTextContents()
  expect(options.length).toBeGreaterThan(2)
  expect(options).toContain('Westside Used Cars Rockingham')
  await fillCore(form, `contact-select-${Date.now().toString(36)}@example.com`)
  await form.getByRole('button', { name: 'Submit Form' }).click()
  await expect(form.getByText('Please fix the following errors:')).toBeVisible()
  await expect(form.locator('.lead-form__summary')).toBeFocused()
  await expect(form.getByText('Please choose a location.').first()).toBeVisible()
  await expect(select).toHaveAttribute('aria-invalid', 'true')
  await axeCheck(page, 'contact form showing its errors')
  await select.selectOption({ label: 'Westside Used Cars Rockingham' })
  await expect(form.getByText('Please choose a location.')).toHaveCount(0)
  const { sent } = await submit(page, form)
  expect(sent.fields.location).toBe('Westside Used Cars Rockingham')
  expect(sent.fields.location_id).toEqual(expect.any(String))
})

test('LEAD-11 LEAD-12 LEAD-16 /book-test-drive shows the slots of the chosen location and sends the chosen slot', async ({
  page,
}) => {
  await visit(page, tenantUrl('harbour', '/book-test-drive'))
  const form = page.locator('#test-drive-form')
  const select = form.getByLabel('Location')
  await expect(select).toBeVisible()
  await expect(form.getByText('Choose a location first.')).toBeVisible()
  const [, secondOption] = await select
    .locator('option')
    .evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })))
  const chosen = secondOption! // the first real location after the placeholder
  const date = futureWednesday()
  const asked = page.waitForRequest((r) => r.url().includes('/api/leads/availability'))
  await select.selectOption(chosen.value)
  await form.getByLabel('Date', { exact: true }).fill(date)
  const availability = new URL((await asked).url())
  expect(availability.searchParams.get('location')).toBe(chosen.value)
  expect(availability.searchParams.get('date')).toBe(date)
  // the times' own radios (the contact-method radios are there from the start)
  const slots = form.getByRole('group', { name: 'Time' }).getByRole('radio')
  await expect(slots.first()).toBeVisible()
  const slot = (await slots.nth(1).getAttribute('value'))!
  await form.getByRole('radio', { name: slot, exact: true }).check()
  await expect(form.getByRole('radio', { name: slot, exact: true })).toBeChecked()
  await axeCheck(page, 'test drive times shown')
  await fillCore(form, `test-drive-${Date.now().toString(36)}@example.com`, '')
  const { sent, leadId } = await submit(page, form)
  expect(sent.category).toBe('Test Drive')
  expect(sent.fields['Test Drive Booking Date']).toBe(`${date}T${slot}`)
  expect(sent.fields.location_id).toBe(chosen.value)
  expect(sent.fields.location).toBe(chosen.label)
  const lead = await storedLead(page, leadId)
  expect(lead.fields['Test Drive Booking Date']).toBe(`${date}T${slot}`)
})

test('RTE-15 LEAD-34 LEAD-60 the finance enquiry opened from a Hyundai Penrith car keeps the car and that dealership, to the lead and /success’s phone', async ({
  page,
}) => {
  // a Harbour car sold by Harbour Hyundai Penrith (the group's primary location is Toyota Parramatta's)
  const found = await tenantRequest(page, 'harbour', '/api/search?hitsPerPage=1&refinementList[make][0]=Hyundai')
  const [car] = ((await found.json()) as { hits: { id: string | number; slug: string }[] }).hits
  expect(car).toBeDefined()
  const query = `preferredDealership=harbour-hyundai-penrith&vehiclePriceBudget=45990&car_id=${car!.id}&car_type=used&vin=JTMABC12345678901`
  await visit(page, tenantUrl('harbour', `/finance?${query}#finance-form`))
  const form = page.locator('#finance-form')
  await fillCore(form, `finance-${Date.now().toString(36)}@example.com`, 'Pre-approval please.')
  const { sent, leadId } = await submit(page, form)
  expect(sent.category).toBe('Finance Enquiry')
  expect(sent.fields).toMatchObject({
    preferredDealership: 'harbour-hyundai-penrith',
    vehiclePriceBudget: '45990',
    car_id: String(car!.id),
    car_type: 'used',
    vin: 'JTMABC12345678901',
  })
  expect(new URL(page.url()).searchParams.get('dealership')).toBe('harbour-hyundai-penrith')
  // Harbour Hyundai Penrith's phone, not Toyota Parramatta's
  await expect(page.locator('.lead-success').getByRole('link', { name: '02 4721 3300' })).toBeVisible()
  const lead = (await storedLead(page, leadId)) as unknown as { vehicle: number; car: { make: string } }
  expect(String(lead.vehicle)).toBe(String(car!.id))
  expect(lead.car.make).toBe('Hyundai')
})

test('RTE-28 the location link is hidden on the contact page itself and shown elsewhere', async ({ page }) => {
  const footerContact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact us', exact: true })
  const footerLocations = page.getByRole('contentinfo').getByRole('link', { name: 'Locations', exact: true })
  for (const path of ['/', '/careers', '/book-test-drive']) {
    await visit(page, tenantUrl('harbour', path))
    await expect(footerContact).toBeVisible()
    await expect(footerLocations).toBeVisible()
  }
  const [first] = await locationPages(page, 'harbour')
  for (const path of ['/contact', '/contact-us', first!.path]) {
    await visit(page, tenantUrl('harbour', path))
    await expect(footerContact).toBeHidden()
    await expect(footerLocations).toBeHidden()
    // every location link on the page (header menu and footer) is hidden; the page's own locations list is not
    const shown = await page
      .locator('[data-location-link]')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length)
    expect(shown).toBe(0)
    expect(await page.locator('[data-location-link]').count()).toBeGreaterThan(0)
  }
  await visit(page, tenantUrl('westside-used', '/contact-us'))
  await expect(footerContact).toBeHidden()
})

test('LEAD-11: /book-test-drive asks which car (the tenant’s in-stock cars), starts on the car it came from, and sends it', async ({
  page,
}) => {
  const res = await tenantRequest(page, 'harbour', '/api/search?hitsPerPage=3&refinementList[status][0]=in_stock')
  const [car] = ((await res.json()) as { hits: { id: string; slug: string; make: string; model: string }[] }).hits
  await visit(page, tenantUrl('harbour', `/book-test-drive?car=${car!.slug}`))
  const form = page.locator('#test-drive-form')
  const picker = form.getByLabel('Which car would you like to drive?')
  await expect(picker).toHaveValue(String(car!.id))
  expect(await picker.locator('option').count()).toBeGreaterThan(3)
  await expect(picker.locator('option:checked')).toContainText(`${car!.make} ${car!.model}`)
  // without a car in the URL it starts on 'Not sure yet'
  await visit(page, tenantUrl('harbour', '/book-test-drive'))
  await expect(form.getByLabel('Which car would you like to drive?')).toHaveValue('')
  await form.getByLabel('Which car would you like to drive?').selectOption(String(car!.id))
  const place = form.getByLabel('Location')
  if (await place.count()) await place.selectOption({ index: 1 })
  await form.getByLabel('Date', { exact: true }).fill(futureWednesday())
  const slots = form.getByRole('group', { name: 'Time' }).getByRole('radio')
  await slots.first().check()
  await fillCore(form, `picker-${Date.now().toString(36)}@example.com`, '')
  const { sent, leadId } = await submit(page, form)
  expect((sent as SentLead & { car_id?: string }).car_id).toBe(String(car!.id))
  expect(sent.fields['Vehicle Make']).toBe(car!.make)
  expect(page.url()).toContain(`type=test-drive&car=${car!.slug}`)
  await expect(page.getByText('We have received your test drive request.')).toBeVisible()
  const lead = await storedLead(page, leadId)
  expect(lead.fields['Vehicle Model']).toBe(car!.model)
})

test('RTE-30: /service asks the rego, the vehicle and a preferred date, stored in the lead', async ({ page }) => {
  await visit(page, tenantUrl('harbour', '/service'))
  const form = page.locator('#service-form')
  await form.getByLabel('Registration (rego)').fill('ABC123')
  await form.getByLabel('Make').fill('Mazda')
  await form.getByLabel('Model').fill('CX-5')
  await form.getByLabel('Year').fill('2019')
  await form.getByLabel('Preferred date').fill(futureWednesday())
  await fillCore(form, `service-${Date.now().toString(36)}@example.com`, '')
  const message = form.getByLabel('What does your car need?')
  await message.fill('Logbook service at 60,000 km')
  const locationSelect = form.getByLabel('Location')
  if (await locationSelect.count()) await locationSelect.selectOption({ index: 1 })
  await axeCheck(page, 'service form filled')
  const { sent, leadId } = await submit(page, form)
  expect(sent.category).toBe('Service Enquiry')
  const lead = await storedLead(page, leadId)
  expect(lead.fields).toMatchObject({
    rego: 'ABC123',
    make: 'Mazda',
    model: 'CX-5',
    year: '2019',
    'Preferred Service Date': futureWednesday(),
  })
})

test('LEAD-63: /careers has no offers subscription box; the contact form’s consent box starts unticked (LEAD-21, deliberately opt-in)', async ({
  page,
}) => {
  const consent = 'Yes, I would like to subscribe to receive latest offers & product updates.'
  await visit(page, tenantUrl('harbour', '/careers'))
  await expect(page.locator('#careers-form')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: consent })).toHaveCount(0)
  await visit(page, tenantUrl('harbour', '/contact-us'))
  await expect(page.getByRole('checkbox', { name: consent })).not.toBeChecked()
})

test('FIN-27 ERR-18: the finance calculator says when it clamped a term or rate, next to the field', async ({
  page,
}) => {
  await visit(page, tenantUrl('harbour', '/'))
  const calc = page.getByTestId('finance-calculator').first()
  await calc.scrollIntoViewIfNeeded()
  const term = calc.getByRole('textbox', { name: 'Loan term' })
  await term.fill('40')
  const termHelp = calc.getByText(/^Cannot be less than \d+(\.\d+)? years? or more than \d+(\.\d+)? years$/)
  await expect(termHelp).toBeVisible()
  const helpId = await termHelp.getAttribute('id')
  await expect(term).toHaveAttribute('aria-describedby', helpId!)
  await expect(term).toHaveAttribute('aria-invalid', 'true')
  await term.fill('5')
  await expect(termHelp).toBeHidden()
  const rate = calc.getByRole('textbox', { name: 'Interest rate' })
  await rate.fill('99')
  await expect(calc.getByText(/^Cannot be less than [\d.]+% or more than [\d.]+%$/)).toBeVisible()
  await axeCheck(page, 'calculator showing its limits')
})
