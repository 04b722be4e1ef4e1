import { expect, type Page } from '@playwright/test'

import { DEMO_PASSWORD, PORT, tenantRequest, tenantUrl, visit } from './helpers'

/** The demo cars and content the vehicle page specs (vehicle*.spec.ts) pick and change. */

export interface Hit {
  slug: string
  name: string
  status: string
  photos_count: number
  car_type: string
  reserved: boolean
  /** The shown price (null for 'Enquire for price' or PREORDER). */
  price: number | null
}

/** Cars of a tenant through its public search API (the same filters the pages use). */
export async function findCars(page: Page, tenant: string, query: string): Promise<Hit[]> {
  const res = await tenantRequest(page, tenant, `/api/search?hitsPerPage=60&${query}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { hits: Hit[] }).hits
}

/** The first car whose server-rendered page contains `marker`. */
export async function carWith(page: Page, tenant: string, query: string, marker: string): Promise<Hit> {
  for (const hit of await findCars(page, tenant, query)) {
    const html = await (await tenantRequest(page, tenant, `/cars/${hit.slug}`)).text()
    if (html.includes(marker)) return hit
  }
  throw new Error(`No ${tenant} car matching ${query} renders ${marker}`)
}

/**
 * Opens the page of `tenant`'s first car matching `query` (a search API query string) — with `marker`, the first whose
 * server-rendered page contains it — scanning it with axe once per page type (visit), and returns that car.
 */
export async function openCar(page: Page, tenant: string, query: string, marker?: string): Promise<Hit> {
  const car = marker ? await carWith(page, tenant, query, marker) : (await findCars(page, tenant, query))[0]
  if (!car) throw new Error(`No ${tenant} car matches ${query}`)
  await visit(page, tenantUrl(tenant, `/cars/${car.slug}`))
  return car
}

/**
 * Harbour shows its promotional popup once the visitor engages (or after 6 s); tests that click around mark every
 * popup as dismissed before the page's scripts run, so it never covers what they click (VDP-47 tests the popup).
 */
export async function suppressPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (key: string) {
      return key.startsWith('promo-popup-dismissed:') ? 'dismissed-by-test' : getItem.call(this, key)
    }
  })
  await page.reload()
}

export const IN_STOCK_USED = 'refinementList[status][0]=in_stock&refinementList[car_type][0]=used'

/** A super admin's API token (the demo password), for the few tests that change the demo's content. */
export async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post(`http://localhost:${PORT}/api/users/login`, {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** The first document of `collection` matching the query string `where`, patched with `data`; its id. */
export async function patchFirst(
  page: Page,
  token: string,
  collection: string,
  where: string,
  data: unknown,
): Promise<number> {
  const headers = { Authorization: `JWT ${token}` }
  const found = await page.request.get(`http://localhost:${PORT}/api/${collection}?${where}&depth=0&limit=1`, {
    headers,
  })
  expect(found.status()).toBe(200)
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const patched = await page.request.patch(`http://localhost:${PORT}/api/${collection}/${id}`, { headers, data })
  expect(patched.status()).toBe(200)
  return id
}

/** Harbour's popup, pointed at `linkTo` (the demo's points at /special-offers). */
export async function harbourPopupLinksTo(page: Page, linkTo: string): Promise<void> {
  const token = await adminToken(page)
  const tenants = await page.request.get(`http://localhost:${PORT}/api/tenants?where[slug][equals]=harbour&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const tenantId = ((await tenants.json()) as { docs: { id: number }[] }).docs[0]!.id
  await patchFirst(page, token, 'popups', `where[tenant][equals]=${tenantId}&where[active][equals]=true`, { linkTo })
}
