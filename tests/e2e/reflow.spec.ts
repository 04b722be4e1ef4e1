import { type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { axePageOnce, tenantRequest, tenantUrl } from './helpers'

/**
 * WCAG 1.4.10 reflow, on every public route of every template: at 390 px and at 1366 px the page is no wider than the
 * window, and nothing in the main content is cut off at its edge. On a wide screen a vehicle page's main column keeps
 * its content out of the summary column beside it. And the landmarks a screen reader lists, on each page type at each
 * size: one main (the layout's), and no two landmarks of one role without names that tell them apart (axe's landmark
 * rules, in the page type's scan: here, or in the spec that met the type first).
 *
 * Each page is loaded once, in a 390 px window, checked, then the window is widened to 1366 px and the page checked
 * again: what WCAG 1.4.10 describes (a desktop browser at 320–400 CSS px, then wide), for half the page loads of
 * loading the page at each width. The site lays out by CSS alone (no pointer, hover or touch media queries:
 * tests/unit/app/styles.test.ts; the two components that measure the window, the carousel and the chat bubble,
 * follow its resizes), so a phone at 390 px gets the layout this window gets. The width is compared with the
 * window's width itself, never with `innerWidth`: on a phone (`isMobile`) Chromium grows the layout viewport to fit
 * wide content (a vehicle page once reported innerWidth 823 on a 390 px phone), and `scrollWidth <= innerWidth`
 * passes on a page that scrolls sideways.
 *
 * The behaviour tests of the other specs run at one size where nothing in them depends on the width: the widths of
 * their pages are checked here, and each page type is scanned with axe here at both sizes (axePageOnce, ./helpers).
 */

const TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const
/** The narrow window each page loads in, then the wide one it is widened to. */
const NARROW = { width: 390, height: 844 }
const WIDE = { width: 1366, height: 900 }

const STATIC_PATHS = [
  '/',
  '/search',
  '/search/used-cars',
  '/search/new-used-and-demo-cars',
  '/contact-us',
  '/finance',
  '/finance-pre-approval',
  '/finance-enquiry',
  '/trade-in',
  '/sell-your-car',
  '/book-test-drive',
  '/service',
  '/careers',
  '/success',
  '/success?type=enquiry',
  '/about-us',
  '/privacy-policy',
  '/blog',
  '/blog/vehicle-reviews',
  '/brands',
  '/special-offers',
  '/budget-search',
  '/dealerships',
  '/dealer-locator',
  '/no-such-page',
]

/** The tenants' sale pages (tenants-seed). */
const SALE_PATHS: Record<string, string[]> = {
  harbour: ['/pages/summer-sale'],
  'coastal-mazda': ['/pages/runout-sale'],
}

type Hit = { slug: string; car_type: string; fuel: string | null; price: number | null; status: string }

async function hits(page: Page, tenant: string, query: string): Promise<Hit[]> {
  const res = await tenantRequest(page, tenant, `/api/search?hitsPerPage=50&${query}`)
  expect(res.status(), `/api/search?${query} on ${tenant}`).toBe(200)
  return ((await res.json()) as { hits: Hit[] }).hits
}

/**
 * A vehicle page of each car type and state the tenant has: new, demo, used, electric, no shown price, sold, coming
 * soon, with a spin. (The demo seed gives no car a video; VehicleVideo's markup is tests/unit/modules/vehicle's.)
 */
async function vehiclePaths(page: Page, tenant: string): Promise<string[]> {
  const all = await hits(page, tenant, '')
  const picks = new Set<string>()
  for (const type of ['new', 'demo', 'used']) {
    const car =
      all.find((h) => h.car_type === type) ?? (await hits(page, tenant, `refinementList[car_type][0]=${type}`))[0]
    if (car) picks.add(car.slug)
  }
  const electric = (await hits(page, tenant, 'refinementList[fuel][0]=Electric'))[0]
  if (electric) picks.add(electric.slug)
  const noPrice = all.find((h) => !h.price)
  if (noPrice) picks.add(noPrice.slug)
  const sold = (await hits(page, tenant, 'refinementList[status][0]=sold')).find((h) => h.status === 'sold')
  if (sold) picks.add(sold.slug)
  const soon = (await hits(page, tenant, 'refinementList[status][0]=coming_soon'))[0]
  if (soon) picks.add(soon.slug)
  // a car with a 360° spin (its player has a width of its own)
  for (const hit of all.slice(0, 40)) {
    if ((await (await tenantRequest(page, tenant, `/cars/${hit.slug}`)).text()).includes('class="vd-spin')) {
      picks.add(hit.slug)
      break
    }
  }
  const paths = [...picks].map((slug) => `/cars/${slug}`)
  const first = [...picks][0]
  if (first) paths.push(`/print?car_id=${first}`)
  return paths
}

/** A page of each route whose address names content: a blog post, a brand's overview and one of its models, an offer. */
async function contentPaths(page: Page, tenant: string): Promise<string[]> {
  const linked = async (from: string | null, pattern: RegExp) => {
    if (!from) return null
    const res = await tenantRequest(page, tenant, from)
    return res.status() === 200 ? (pattern.exec(await res.text())?.[1] ?? null) : null
  }
  const post = await linked('/blog', /href="(\/blog\/(?!vehicle-reviews"|page\/)[a-z0-9-]+)"/)
  const overview = await linked('/brands', /href="(\/[a-z0-9-]+\/overview)"/)
  const model = await linked(overview, /data-testid="model-card"[\s\S]*?href="(\/[a-z0-9-]+)"/)
  const offer = await linked('/special-offers', /href="(\/offers\/(?:[a-z0-9-]+\/)?\d+)"/)
  return [post, overview, model, offer, ...(SALE_PATHS[tenant] ?? [])].filter((p): p is string => !!p)
}

async function locationPaths(page: Page, tenant: string): Promise<string[]> {
  const html = await (await tenantRequest(page, tenant, '/contact-us')).text()
  const slug = /href="\/contact-us\/([a-z0-9-]+)"/.exec(html)?.[1]
  return slug ? [`/contact-us/${slug}`] : []
}

/** Up to three elements of a vehicle page's main column that reach into the gutter of the summary column beside it. */
function intoSummaryColumn(): string[] {
  const main = document.querySelector('.vdp__main')
  if (!main) return ['no .vdp__main']
  const right = main.getBoundingClientRect().right
  return [...main.querySelectorAll('*')]
    .filter((e) => e.getBoundingClientRect().right > right + 0.5)
    .map((e) => String(e.className))
    .slice(0, 3)
}

/** Elements of the main content whose box crosses the device's edges, outside any container that scrolls or clips. */
function clippedElements(deviceWidth: number): string[] {
  const main = document.querySelector('main')
  if (!main) return ['no <main>']
  const out: string[] = []
  const clipsX = (el: Element) => {
    const style = getComputedStyle(el)
    return style.overflowX !== 'visible' || style.position === 'fixed'
  }
  for (const el of main.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.position === 'fixed') continue
    if (rect.right <= deviceWidth + 1 && rect.left >= -1) continue
    // Wholly off-screen on purpose (a honeypot field, a skip link before focus): not cut off, just not there.
    if (rect.right <= 0 || rect.left >= deviceWidth) continue
    let parent = el.parentElement
    let contained = false
    while (parent && parent !== document.body) {
      if (clipsX(parent)) {
        contained = true
        break
      }
      parent = parent.parentElement
    }
    if (contained) continue
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
    }`
    out.push(`${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`)
    if (out.length >= 5) break
  }
  return out
}

// Each test only reads: the three tenants may run on different workers.
test.describe.configure({ mode: 'parallel' })
test.use({ viewport: NARROW })

for (const tenant of TENANTS) {
  test(`RTE-27 every public route of ${tenant} fits ${NARROW.width}px and ${WIDE.width}px with nothing in main cut off (WCAG 1.4.10), with one main and uniquely named landmarks`, async ({
    page,
  }) => {
    // some 45 pages, each loaded, measured at two widths and (once per page type and width) scanned with axe
    test.setTimeout(480_000)
    const paths = [
      ...STATIC_PATHS,
      ...(await locationPaths(page, tenant)),
      ...(await contentPaths(page, tenant)),
      ...(await vehiclePaths(page, tenant)),
    ]
    const failures: string[] = []
    for (const path of paths) {
      await page.setViewportSize(NARROW)
      const response = await page.goto(tenantUrl(tenant, path))
      await page.waitForLoadState('load')
      // A 404 streams its page after the shell: wait until the main landmark is in the document.
      await page.locator('main').first().waitFor({ state: 'attached' })
      for (const size of [NARROW, WIDE]) {
        if (size === WIDE) await page.setViewportSize(WIDE)
        const at = `${path} at ${size.width}px`
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        if (width > size.width) failures.push(`${at}: ${width}px wide`)
        const clipped = await page.evaluate(clippedElements, size.width)
        if (clipped.length) failures.push(`${at}: cut off ${clipped.join(', ')}`)
        if (size === WIDE && path.startsWith('/cars/') && response?.status() === 200) {
          const over = await page.evaluate(intoSummaryColumn)
          if (over.length) failures.push(`${at}: into the summary column's gutter: ${over.join(', ')}`)
        }
        // axe once per page type; in the narrow window each vehicle picked is a state of its own (sold, no price
        // shown, a spin…), scanned as such
        await axePageOnce(page, response, size === NARROW && path.startsWith('/cars/') ? path : '')
      }
    }
    expect(failures, tenant).toEqual([])
  })
}
