import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { schemaOrgErrors } from '../helpers/schemaOrg'
import { DEMO_PASSWORD, PORT, tenantRequest } from './helpers'

/**
 * The JSON-LD each page type serves, as a crawler fetches it (no browser), on every demo tenant: every object passes
 * the schema.org vocabulary check (tests/helpers/schemaOrg.ts) and says what the page says — a vehicle typed by its
 * item type, an Offer only with the shown price, Reserved for a reserved car, a BreadcrumbList equal to the visible
 * breadcrumbs, the dealer and its locations on the home page.
 */
const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const
const SCHEMA = 'https://schema.org/'

type Ld = Record<string, unknown>
interface Hit {
  id: string
  slug: string
  name: string
  status: string
  item_type: string
  reserved: boolean
  price: number | null
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()

/** The page's HTML and its JSON-LD objects; every object valid against the schema.org vocabulary. */
async function fetchLd(page: Page, tenant: string, path: string): Promise<{ html: string; ld: Ld[] }> {
  const res = await tenantRequest(page, tenant, path)
  expect(res.status(), `${tenant} ${path}`).toBe(200)
  const html = await res.text()
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Ld | Ld[]
    return Array.isArray(data) ? data : [data]
  })
  expect(ld.length, `${tenant} ${path} has structured data`).toBeGreaterThan(0)
  expect(schemaOrgErrors(ld, `${tenant} ${path}`)).toEqual([])
  return { html, ld }
}

const ofType = (ld: Ld[], type: string) => ld.find((d) => d['@type'] === type)

async function search(page: Page, tenant: string, query: string): Promise<Hit[]> {
  const res = await tenantRequest(page, tenant, `/api/search?hitsPerPage=100&${query}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { hits: Hit[] }).hits
}

/** The first link on a page whose path matches `pattern`. */
async function firstLink(page: Page, tenant: string, listPath: string, pattern: RegExp): Promise<string | null> {
  const res = await tenantRequest(page, tenant, listPath)
  if (res.status() !== 200) return null
  const hrefs = [...(await res.text()).matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]!)
  return hrefs.find((h) => pattern.test(h)) ?? null
}

/** A vehicle page: the type by item type, the Offer only with the shown price, breadcrumbs equal to the visible ones. */
async function checkVehicle(page: Page, tenant: string, hit: Hit): Promise<Ld> {
  const { html, ld } = await fetchLd(page, tenant, `/cars/${hit.slug}`)
  const vehicle = ld[0]!
  const expectedType = hit.item_type === 'motorcycle' ? 'Motorcycle' : hit.item_type === 'car' ? 'Car' : 'Vehicle'
  expect(vehicle['@type'], hit.slug).toBe(expectedType)
  expect(vehicle.name).toBe(hit.name)
  expect(vehicle).not.toHaveProperty('seatingCapacity')
  const offer = vehicle.offers as Ld | undefined
  const shown = /data-testid="vdp-price"[\s\S]*?vdp-price__amount[^"]*">([^<]*)</.exec(html)?.[1] ?? null
  if (offer) {
    // the Offer's price is the one the page shows
    expect(shown, `${hit.slug} shows a price`).toMatch(/^\$[\d,]+$/)
    expect(offer.price).toBe(Number(shown!.replace(/[$,]/g, '')))
    expect(offer.priceCurrency).toBe('AUD')
  } else {
    expect(shown === null || !/^\$[\d,]+$/.test(shown), `${hit.slug}: a shown price without an Offer`).toBe(true)
  }
  const crumbs = [
    ...(/<nav class="vd-crumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g),
  ]
  const visible = crumbs.map((m) => decode(m[1]!))
  const list = ofType(ld, 'BreadcrumbList')
  expect(visible.length, `${hit.slug} shows breadcrumbs`).toBeGreaterThan(1)
  expect((list?.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(visible)
  return vehicle
}

/** Sets a vehicle's `reserved` flag as a deposit does (through the admin API, as the super admin). */
async function setReserved(page: Page, hit: Hit, reserved: boolean): Promise<void> {
  const login = await page.request.post(`http://localhost:${PORT}/api/users/login`, {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const res = await page.request.patch(`http://localhost:${PORT}/api/vehicles/${hit.id}`, {
    headers,
    data: { reserved },
  })
  expect(res.status()).toBe(200)
}

test.describe('structured data as crawlers receive it', () => {
  test.describe.configure({ timeout: 180_000 })

  test('VDP-01 VDP-54 vehicle pages: a reserved car, a motorcycle, a truck, a caravan, a sold car and one without a price', async ({
    page,
  }) => {
    const seen = { reserved: 0, motorcycle: 0, truck: 0, caravan: 0, sold: 0, noPrice: 0 }
    for (const tenant of TENANTS) {
      const inStock = await search(page, tenant, 'refinementList[status][0]=in_stock')
      const picks: Hit[] = []
      const pick = (h: Hit | undefined) => h && !picks.some((p) => p.slug === h.slug) && picks.push(h)
      pick(inStock.find((h) => h.reserved))
      pick(inStock.find((h) => !h.reserved && h.price !== null))
      pick(inStock.find((h) => h.price === null))
      for (const itemType of ['motorcycle', 'truck', 'caravan'])
        pick((await search(page, tenant, `refinementList[item_type][0]=${itemType}`))[0])
      pick((await search(page, tenant, 'refinementList[status][0]=sold'))[0])

      for (const hit of picks) {
        const vehicle = await checkVehicle(page, tenant, hit)
        const offer = vehicle.offers as Ld | undefined
        if (hit.status === 'sold') {
          seen.sold++
          expect(offer, `${hit.slug} is sold`).toBeUndefined()
        } else if (hit.reserved) {
          seen.reserved++
          // reserved is never offered as in stock (an unpriced reserved car has no Offer at all)
          if (offer) expect(offer.availability).toBe(`${SCHEMA}Reserved`)
        }
        if (hit.status !== 'sold' && hit.price === null) {
          seen.noPrice++
          expect(offer, `${hit.slug} shows no price`).toBeUndefined()
        }
        if (hit.item_type in seen) seen[hit.item_type as 'motorcycle' | 'truck' | 'caravan']++
      }
    }
    // the demo has each kind somewhere (no car is held by a deposit in the seed: one is reserved below)
    for (const [kind, count] of Object.entries(seen)) if (kind !== 'reserved') expect(count, kind).toBeGreaterThan(0)

    const [car] = (await search(page, 'harbour', 'refinementList[status][0]=in_stock')).filter(
      (h) => !h.reserved && h.price !== null,
    )
    await setReserved(page, car!, true)
    try {
      // the page shows the 'Reserved' tag once the change reaches it; the Offer then says Reserved, never InStock
      await expect
        .poll(async () =>
          (await (await tenantRequest(page, 'harbour', `/cars/${car!.slug}`)).text()).includes('>Reserved<'),
        )
        .toBe(true)
      const vehicle = await checkVehicle(page, 'harbour', { ...car!, reserved: true })
      expect(vehicle.offers).toMatchObject({ availability: `${SCHEMA}Reserved`, price: car!.price })
    } finally {
      await setReserved(page, car!, false)
    }
  })

  test('LOC-11 home, location, blog, offer, brand and model pages of every demo tenant', async ({ page }) => {
    for (const tenant of TENANTS) {
      const home = await fetchLd(page, tenant, '/')
      const dealer = ofType(home.ld, 'AutoDealer')!
      expect(ofType(home.ld, 'WebSite')).toBeTruthy()
      expect(dealer.name).toBeTruthy()
      const locations = dealer.department ? (dealer.department as Ld[]) : [dealer]
      for (const loc of locations.slice(0, 2)) {
        if (!String(loc.url).includes('/contact-us/')) continue
        const { ld } = await fetchLd(page, tenant, new URL(String(loc.url)).pathname)
        expect(ld[0]).toMatchObject({ '@type': 'AutoDealer', name: loc.name, address: { addressCountry: 'AU' } })
      }

      const post = await firstLink(page, tenant, '/blog', /^\/blog\/(?!vehicle-reviews$|rss\.xml$)[^/]+$/)
      if (post) expect(ofType((await fetchLd(page, tenant, post)).ld, 'BlogPosting')).toBeTruthy()

      const offer = await firstLink(page, tenant, '/special-offers', /^\/offers\/.+/)
      if (offer) expect(ofType((await fetchLd(page, tenant, offer)).ld, 'Offer')).toBeTruthy()

      const brand = await firstLink(page, tenant, '/brands', /^\/[^/]+\/overview$/)
      if (brand) {
        const { ld } = await fetchLd(page, tenant, brand)
        const models = ofType(ld, 'ItemList')?.itemListElement as { url: string }[] | undefined
        if (models?.[0])
          expect(ofType((await fetchLd(page, tenant, new URL(models[0].url).pathname)).ld, 'Product')).toBeTruthy()
      }
    }
  })
})
