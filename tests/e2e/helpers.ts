import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test'
import type axe from 'axe-core'

/**
 * This worker's server. The suite runs on E2E_SERVERS servers (playwright.config.ts), each with its own database,
 * on consecutive ports from E2E_PORT; Playwright's worker number picks one, so the files one worker runs share a
 * server and never another worker's data.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210) + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
/** This worker's server's data directory (its outbox, its payload secret): as playwright.config.ts names them. */
export const DATA_DIR = e2eDataDir(Number(process.env.TEST_PARALLEL_INDEX ?? 0))

/** The data directory of the e2e server `index`: E2E_DATA_DIR (default .data/e2e), then `-1`, `-2`… */
export function e2eDataDir(index: number): string {
  const first = path.resolve(process.env.E2E_DATA_DIR || path.join('.data', 'e2e'))
  return index === 0 ? first : `${first}-${index}`
}
export const tenantUrl = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`

/**
 * Accessibility scans (axe-core, WCAG 2.1 A/AA rules, failing on any serious or critical violation) follow one rule:
 *
 * - Every page TYPE is scanned once per run for each tenant host and viewport width: visit() (and axePageOnce()
 *   after a navigation made some other way) scans the first time it meets a key
 *   `host | route pattern | status | viewport width | variant`, e.g. `harbour.localhost:3600 | /cars/:param | 200 |
 *   390 |`, and only loads the page after that. The route pattern keeps a path's first segment and replaces the
 *   rest with `:param` (`/cars/:param`, `/offers/:param/:param`, `/search/:param`); the query string is left out,
 *   and an error page is one page whatever its path. Scanning one template again with other data adds minutes to
 *   every run and no finding. A site page type's scan runs axe's landmark rules too (LANDMARK_RULES): the landmarks a
 *   screen reader lists belong to the page as loaded, so every page type at every width has them checked once.
 * - Every interactive STATE is scanned where a test reaches it, with axeCheck(page, label): an open dialog, drawer
 *   or menu, a form showing its errors, a step of a multi-step form, a result after an action. Those are states no
 *   page load shows, so they are never skipped.
 *
 * The keys are the run's, shared by its workers (E2E_SCANNED_DIR, made by playwright.config.ts: a file per key, written
 *   once a scan of that page type passed), so a page type met by both workers is scanned once; every server runs the
 *   same build and seed, so the key names the host without its port. A failed scan writes no key: a retry (a new
 *   worker) scans again.
 */
const scannedPageTypes = new Set<string>()
const keyFile = (id: string, dir: string) => path.join(dir, createHash('sha1').update(id).digest('hex'))

/** Whether a scan of this page type passed in this run (see above). */
function scanned(id: string): boolean {
  if (scannedPageTypes.has(id)) return true
  const dir = process.env.E2E_SCANNED_DIR
  if (!dir || !existsSync(keyFile(id, dir))) return false
  scannedPageTypes.add(id)
  return true
}

/** Records a passing scan of this page type for the run's workers. */
function markScanned(id: string): void {
  scannedPageTypes.add(id)
  const dir = process.env.E2E_SCANNED_DIR
  if (dir) writeFileSync(keyFile(id, dir), id)
}

/** Paths under a dynamic segment's parent that are pages of their own, not values of that segment. */
const STATIC_SUBPATHS = new Set([
  '/blog/vehicle-reviews',
  '/cars/trade-in',
  '/pages/unsubscribe',
  '/personalised/finance',
])

/** '/cars/2021-mazda-cx-5-123' → '/cars/:param'; '/offers/new/42' → '/offers/:param/:param'; '/search' → '/search'. */
export function routePattern(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (STATIC_SUBPATHS.has(path)) return path
  const [first, ...rest] = path.split('/').filter(Boolean)
  return first ? ['', first, ...rest.map(() => ':param')].join('/') : '/'
}

/** Loads a page, scanning it with axe when its page type has not been scanned yet in this run (see above). */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await axePageOnce(page, response)
  return response
}

/**
 * The once-per-page-type scan of visit(), for a page reached some other way (a link clicked, a form submitted):
 * `response` gives the status (an error page is one type), `variant` sets apart states of one route a test picks on
 * purpose (a sold car, a car with no price shown).
 */
export async function axePageOnce(page: Page, response?: Response | null, variant = ''): Promise<boolean> {
  const url = new URL(page.url())
  const status = response?.status() ?? 200
  const key = [
    url.hostname,
    status >= 400 ? '*' : routePattern(url.pathname),
    status,
    page.viewportSize()?.width,
    variant,
  ]
  const id = key.join(' | ')
  if (scanned(id)) return false
  // the landmark rules judge the site's layout; Payload's admin screens are Payload's (its login has no main landmark)
  await axeCheck(page, `page ${id}`, { landmarks: !url.pathname.startsWith('/admin') })
  markScanned(id)
  return true
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Waits until the page has settled before a scan: no finite animation or transition running (text fading in measures
 * as low contrast) and no region marked `aria-busy` (the search results are dimmed while they load). A page that is
 * still busy after five seconds (a spin viewer whose frames never load) is scanned as it is.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
}

/**
 * Runs axe-core in the page as it is now, injecting it once per document (a later scan of the same document, e.g. an
 * open dialog after the page's own scan, reuses it). One plain `axe.run` in the page: @axe-core/playwright's default
 * runs each frame's part and then merges the results in a new blank page, which cost about three seconds a scan here
 * for pages that have no frame of their own to test. Frames are left out (`iframes: false`): the only one a public
 * page embeds is a video player from another origin.
 *
 * Colour contrast ignores pseudo-elements (`ignorePseudo`). Where a ::before or ::after with a background sits behind
 * a text, axe answers "needs review", never a violation, and only violations fail here; finding those pseudo-elements
 * reads both pseudo styles of every ancestor of every text, about nine tenths of a page's scan (1.0 s against 0.1 s
 * on a home page). Without it the contrast is measured against the backgrounds that are not pseudo-elements, so a
 * scan reports every violation it reported before.
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  await page.waitForLoadState('load')
  await settled(page)
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!present) {
    await page.evaluate(AXE_SOURCE)
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({
        checks: [{ id: 'color-contrast', options: { ignorePseudo: true } }],
      }),
    )
  }
  const runOptions: axe.RunOptions = { ...options, iframes: false, resultTypes: ['violations'] }
  return page.evaluate((opts) => (window as unknown as { axe: typeof axe }).axe.run(document, opts), runOptions)
}

/**
 * axe's landmark rules: one main and no duplicate banner or content info, landmarks at the top level, and two
 * landmarks of one role told apart by their names (landmark-unique). Best practice, so not in the WCAG tags, and
 * moderate, so not in the serious/critical filter: run beside the WCAG rules in each page type's scan (axeCheck's
 * `landmarks`), every violation failing.
 */
const LANDMARK_RULES = [
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
]

/**
 * Scans the page as it is now (an interactive state: see above); `label` names the state in a failure. With
 * `landmarks` (a page as loaded: axePageOnce), axe's landmark rules too.
 */
export async function axeCheck(page: Page, label: string, { landmarks = false } = {}): Promise<void> {
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    ...(landmarks ? { rules: Object.fromEntries(LANDMARK_RULES.map((id) => [id, { enabled: true }])) } : {}),
  })
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || LANDMARK_RULES.includes(v.id),
  )
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
  expect(summary, `axe violations on ${page.url()} (${label})`).toEqual([])
}

/** Structure every public page must have: one h1, the main landmark, a banner and a content info landmark. */
export async function expectPageStructure(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
}

/** An HTTP request to a tenant host from the test runner (Node cannot resolve *.localhost, so send the Host header). */
export function tenantRequest(page: Page, slug: string, path: string) {
  return page.request.get(`http://localhost:${PORT}${path}`, { headers: { Host: `${slug}.localhost:${PORT}` } })
}

/** The demo users' password (seeded from DEMO_PASSWORD). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo'

/** A URL on the admin host (localhost). */
export const adminUrl = (path: string) => `http://localhost:${PORT}${path}`

/**
 * A screenshot for a person to look at (test-results/…, or the path given), taken when `E2E_SCREENSHOTS=1`: nothing
 * asserts on it, and a full-page one costs Chromium about what a page load does (1.4 CPU-seconds for a home page at
 * 1366 px). Otherwise a locator is still checked to be visible, as its screenshot would have waited for it.
 *   E2E_SCREENSHOTS=1 npx playwright test accounts   → test-results/accounts-harbour-desktop-sign-in.png …
 */
export async function reviewScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await target.screenshot(options)
  else if (!('goto' in target)) await expect(target).toBeVisible()
}

/** The page does not scroll sideways at `width` px, the viewport's width (WCAG 1.4.10 reflow). */
export async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width)
}

/**
 * Signs in to the admin through its API, the session cookie landing in the page's context, for a test about what
 * comes after the login: it goes straight to the screen or the API it needs. The login screen itself, and the
 * dashboard it leads to, are adminLogin's (and admin.spec's).
 */
export async function adminSignIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post(adminUrl('/api/users/login'), { data: { email, password: DEMO_PASSWORD } })
  expect(res.status(), `admin sign-in of ${email}`).toBe(200)
}

/**
 * Follows the admin's server-function calls on `page` (its form-state round trips: a POST with a `next-action`
 * header) from now on; the function it returns resolves once none has been in flight for `quietMs`. Each edit in a
 * Payload form asks the server for the form's next state, and on a busy machine an answer may land after a later
 * edit's: a form read once it is quiet shows the state of the last edit.
 */
export function adminFormQuiet(page: Page): (options?: { quietMs?: number; timeout?: number }) => Promise<void> {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  }
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) {
      inFlight.add(request)
      lastChange = Date.now()
    }
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return async ({ quietMs = 500, timeout = 30_000 } = {}) => {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
        message: 'the admin form settles (no form-state request in flight)',
        timeout,
        intervals: [100],
      })
      .toBe(true)
  }
}

/** Signs in through the admin's login screen, which leads to the dashboard. */
export async function adminLogin(page: Page, email: string): Promise<void> {
  await page.goto(adminUrl('/admin/login'))
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Let the page draw `count` animation frames. Scroll listeners, the sticky bars and the spin viewer act once per
 * frame, so "nothing happened after N frames" is a state the test waited for, not a guess at a duration.
 */
export async function animationFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick))
        requestAnimationFrame(tick)
      }),
    count,
  )
}

/** Scroll the window to `y`, wait until it is there and the page has drawn the frames that react to it. */
export async function scrollToAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y)
  await animationFrames(page, 2)
}

/** The promo pop-up counted as dismissed in this context, as a returning shopper would have done. */
export async function dismissPromoPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (key: string) {
      return key.startsWith('promo-popup-dismissed:') ? 'dismissed-by-test' : getItem.call(this, key)
    }
  })
}

/**
 * A dealer's stock feed push (POST /api/stock-feed, mode=partial) to one dealership of a tenant, as the admin whose
 * `authorization` header is given; answered 200, its counts returned. A row is the whole car (fields left out are
 * emptied), as a dealer management system sends it.
 */
export async function pushStockFeed(
  request: APIRequestContext,
  authorization: { authorization: string },
  where: { tenant: string; dealership: string },
  vehicles: Record<string, unknown>[],
): Promise<Record<string, unknown>> {
  const feed = await request.post(
    adminUrl(`/api/stock-feed?tenant=${where.tenant}&dealership=${where.dealership}&mode=partial`),
    { headers: { ...authorization, 'content-type': 'application/json' }, data: { vehicles } },
  )
  expect(feed.status(), await feed.text()).toBe(200)
  return (await feed.json()) as Record<string, unknown>
}
