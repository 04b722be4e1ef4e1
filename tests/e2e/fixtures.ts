import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
  type ViewportSize,
} from '@playwright/test'

export { expect }

/**
 * The e2e suite's `test`: Playwright's, with the `context` and `page` fixtures kept from test to test.
 *
 * A worker keeps one browser context per set of context options (a phone, a desktop, no JavaScript…) and one page in
 * each; the viewport's size is not one of those options, but set on the page for each test (poolKey). Between tests
 * the page goes to about:blank and the context forgets what a shopper's browser would remember:
 * cookies, local and session storage, IndexedDB, caches and service workers of every origin it visited, permissions,
 * routes, the test's init scripts and listeners, a viewport the test changed. So each test starts signed out, with
 * nothing saved, on a page it loads itself.
 *
 * What is kept is what a returning shopper's browser keeps: the renderer process and the HTTP cache, with the compiled
 * code of the site's and the admin's scripts (immutable, content-hashed files; pages themselves are `max-age=0` and
 * always asked again). A new context per test, or a page whose cache was cleared, compiles those scripts again at its
 * first load: measured here, a first page load cost 1.8 CPU-seconds of Chromium with the cache cleared (Playwright's
 * own `reuseContext`), 1.3 with it kept, and 4 in a new context. Keeping a context per option set also spares a new
 * one each time a file alternates between a phone and a desktop.
 *
 * A test that changes what no reset undoes (installs a fake clock, emulates media) leaves its context to be closed
 * when it ends; a failed test is retried in a new worker, in a context of its own (traced, as `trace: on-first-retry`
 * asks). A test that needs another context beside its page's (a second shopper, another device) asks the `newContext`
 * fixture: a context from the same pool, with the file's options and the ones it passes, reset the same way and given
 * back when the test ends (a new one when none is free). Contexts a test makes itself (`browser.newContext`) are its
 * own, as always.
 */

/** A kept context and what its reset needs to know. */
interface Kept {
  context: BrowserContext
  page: Page
  viewport: ViewportSize | null
  /** origins its pages have been on since the last reset */
  origins: Set<string>
  /** init scripts the test added, removed at the reset */
  disposables: AsyncDisposable[]
  /** the test changed something no reset undoes: close the context after it */
  spent: boolean
  /** lent to the running test */
  inUse: boolean
  /** closed (by a test, or the browser): never lent again */
  closed: boolean
}

/** Every kind of storage an origin keeps in the browser except cookies (cleared for the whole context) and HTTP cache. */
const STORAGE_TYPES =
  'local_storage,indexeddb,websql,file_systems,cache_storage,service_workers,shared_storage,storage_buckets'

/** Events a test may listen for on its page; their listeners go at the reset. */
const PAGE_EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const

/** Follows a page's navigations: the origins whose storage the reset clears. */
function followOrigins(kept: Kept, page: Page): void {
  page.on('framenavigated', (frame) => {
    const url = frame.url()
    if (url.startsWith('http')) kept.origins.add(new URL(url).origin)
  })
}

/** Follows a page of a kept context: its origins, the init scripts a test adds to it, media it emulates. */
function watch(kept: Kept, page: Page): void {
  followOrigins(kept, page)
  const addInitScript = page.addInitScript.bind(page)
  page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
    const disposable = await addInitScript(...args)
    kept.disposables.push(disposable)
    return disposable
  }
  const emulateMedia = page.emulateMedia.bind(page)
  page.emulateMedia = async (...args: Parameters<Page['emulateMedia']>) => {
    kept.spent = true
    return emulateMedia(...args)
  }
}

/** The page at this viewport size, unless it is already (or the context has no viewport). */
async function sizeTo(page: Page, viewport: ViewportSize | null): Promise<void> {
  const size = page.viewportSize()
  if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height))
    await page.setViewportSize(viewport)
}

async function keep(browser: Browser, options: BrowserContextOptions): Promise<Kept> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const kept: Kept = {
    context,
    page,
    viewport: options.viewport ?? null,
    origins: new Set(),
    disposables: [],
    spent: false,
    inUse: false,
    closed: false,
  }
  context.on('close', () => (kept.closed = true))
  watch(kept, page)
  context.on('page', (other) => {
    if (other !== kept.page) watch(kept, other)
  })
  // a page the test opens takes the size the test asked for, not the one the context was made with (poolKey)
  const newPage = context.newPage.bind(context)
  context.newPage = async () => {
    const other = await newPage()
    await sizeTo(other, kept.viewport)
    return other
  }
  const addInitScript = context.addInitScript.bind(context)
  context.addInitScript = async (...args: Parameters<BrowserContext['addInitScript']>) => {
    const disposable = await addInitScript(...args)
    kept.disposables.push(disposable)
    return disposable
  }
  // page.clock is the context's: a fake clock stays installed
  const install = context.clock.install.bind(context.clock)
  context.clock.install = async (...args: Parameters<BrowserContext['clock']['install']>) => {
    kept.spent = true
    return install(...args)
  }
  return kept
}

/** Back to a blank page in a browser that remembers nothing of the last test but its HTTP cache (see above). */
async function reset(kept: Kept): Promise<void> {
  const { context } = kept
  if (kept.page.isClosed()) kept.page = await context.newPage() // the 'page' listener watches it
  const page = kept.page
  for (const other of context.pages()) if (other !== page) await other.close()
  for (const event of PAGE_EVENTS) page.removeAllListeners(event)
  followOrigins(kept, page)
  await Promise.all(kept.disposables.splice(0).map((disposable) => disposable[Symbol.asyncDispose]()))
  await Promise.all([
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    context.clearCookies(),
    context.clearPermissions(),
  ])
  await page.goto('about:blank')
  await sizeTo(page, kept.viewport)
  if (kept.origins.size > 0) {
    const cdp = await context.newCDPSession(page)
    // local_storage clears the origin's session storage in this page too
    for (const origin of kept.origins)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES })
    await cdp.detach()
    kept.origins.clear()
  }
}

/** The worker's kept contexts, by poolKey(options). */
type Pool = Map<string, Kept[]>

/** `value` as JSON with every object's keys in order: options given in another order are the same options. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  const entries = Object.entries(value).filter(([, v]) => v !== undefined)
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`
}

/**
 * The options a context is made with, less what a page can change and what says the default: the viewport's size (the
 * reset sets the size the test asks for, as `page.setViewportSize` does) and `isMobile: false` or `hasTouch: false`.
 * So a desktop at 1366 px and one at 1280 px, or one file's `{ isMobile: false }` and another's nothing, share a
 * context; a phone (`isMobile`, `hasTouch`), no viewport at all, or JavaScript off each keep their own.
 */
function poolKey(options: BrowserContextOptions): string {
  const { viewport, isMobile, hasTouch, ...rest } = options
  return sortedJson({
    ...rest,
    // a page's new size is its screen's too: a context with a screen of its own keeps its viewport
    viewport: viewport === null ? 'none' : viewport === undefined ? 'default' : rest.screen ? viewport : 'emulated',
    ...(isMobile ? { isMobile } : {}),
    ...(hasTouch ? { hasTouch } : {}),
  })
}

/** A kept context with these options that no fixture of the running test holds, reset; a new one when none is free. */
async function take(pool: Pool, browser: Browser, options: BrowserContextOptions): Promise<Kept> {
  const key = poolKey(options)
  const kept = pool.get(key) ?? []
  pool.set(key, kept)
  let free = kept.find((k) => !k.inUse && !k.closed)
  if (free) {
    if (options.viewport) free.viewport = options.viewport
    await reset(free)
  } else kept.push((free = await keep(browser, options)))
  free.inUse = true
  return free
}

/** Gives a context back to the pool after a test, or closes it for good: the test spent it, or did not pass. */
async function giveBack(pool: Pool, kept: Kept, passed: boolean): Promise<void> {
  kept.inUse = false
  if (kept.closed || kept.spent || !passed) {
    for (const list of pool.values()) {
      const at = list.indexOf(kept)
      if (at >= 0) list.splice(at, 1)
    }
    await kept.context.close().catch(() => undefined)
  }
}

/**
 * Empties the browser's HTTP cache (and the compiled code kept with it), for a test about what a first visit
 * downloads: a kept context remembers the scripts earlier tests loaded.
 */
export async function forgetHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
}

/** The `newContext` fixture: another context for this test (see above), the file's options with these on top. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

/**
 * The fixtures this file adds. `_combinedContextOptions` is Playwright's own (not in its types): the options its
 * `context` fixture would make a context with (the config's `use`, `contextOptions` and each file's `test.use`), so a
 * kept context is made as Playwright would make it. Should a Playwright upgrade rename it, every test fails at once
 * ("fixture not found").
 */
interface TestFixtures {
  _combinedContextOptions: BrowserContextOptions
  newContext: NewContext
}
interface WorkerFixtures {
  keptContexts: Pool
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other (Playwright reads the pattern)
    async ({}, use) => {
      const pool: Pool = new Map()
      await use(pool)
      for (const kept of [...pool.values()].flat()) await kept.context.close().catch(() => undefined)
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, keptContexts, _combinedContextOptions: options }, use, testInfo: TestInfo) => {
    if (testInfo.retry > 0 || options.storageState) {
      // a retry starts from nothing, in a context made during the test (so it is traced); a stored state is the test's
      const context = await browser.newContext(options)
      await context.newPage()
      await use(context)
      await context.close()
      return
    }
    const kept = await take(keptContexts, browser, options)
    await use(kept.context)
    await giveBack(keptContexts, kept, testInfo.status === testInfo.expectedStatus)
  },
  newContext: async ({ browser, keptContexts, _combinedContextOptions: defaults }, use, testInfo: TestInfo) => {
    const lent: Kept[] = []
    const made: BrowserContext[] = []
    await use(async (options = {}) => {
      const merged = { ...defaults, ...options }
      if (testInfo.retry > 0 || merged.storageState) {
        const context = await browser.newContext(merged)
        await context.newPage()
        made.push(context)
        return context
      }
      const kept = await take(keptContexts, browser, merged)
      lent.push(kept)
      return kept.context
    })
    for (const context of made) await context.close().catch(() => undefined)
    for (const kept of lent) await giveBack(keptContexts, kept, testInfo.status === testInfo.expectedStatus)
  },
  page: async ({ context }, use) => {
    const [page] = context.pages()
    await use(page ?? (await context.newPage()))
  },
})
