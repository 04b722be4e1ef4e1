// `npm run bench:images`: do pages and the API stay fast while a crawler asks for thousands of images nobody has
// resized yet? Phase 1 (idle): BENCH_PAGE_CLIENTS (default 2) shoppers ask in turn for the home page, /search, a CMS
// page, a vehicle page and /api/search for BENCH_SECONDS (default 15). Phase 2 (crawl): the same shoppers while a
// crawler asks for BENCH_IMAGES (default 5,000) optimiser addresses never asked for before (demo pictures with a
// seed of this run, every width the site uses, WebP and JPEG) at BENCH_IMAGE_CONCURRENCY (default 8), as fast as they
// are answered and without honouring Retry-After; the shoppers keep going until the crawl is over (BENCH_SECONDS at
// least). Printed: the pages' p50/p95/p99 in both phases, their ratio and errors (target: p95 ≤ 2× idle, 0 errors),
// and what the crawler got (resized, from a cache, 503 busy, errors) with the images' p95. Figures, not a test: exits
// 0 whatever they are (1 only when the run could not start).
// BENCH_URL measures a running server; otherwise `npm run demo` is started on BENCH_PORT (default 3310) with the
// usual DATA_DIR / NEXT_DIST_DIR, its log in DATA_DIR/bench-images.log. BENCH_TENANT (default harbour).
import { benchClient, benchServer, machineNote, markdownTable, ms, percentile, tick } from './lib/bench.mjs'

const tenant = process.env.BENCH_TENANT ?? 'harbour'
const seconds = Number(process.env.BENCH_SECONDS ?? 15)
const pageClients = Number(process.env.BENCH_PAGE_CLIENTS ?? 2)
const imageCount = Number(process.env.BENCH_IMAGES ?? 5000)
const imageConcurrency = Number(process.env.BENCH_IMAGE_CONCURRENCY ?? 8)

const TARGET_RATIO = 2
/** The widths the site's pages ask for (next.config.mjs images; server/imageCache.mjs IMAGE_VARIANTS). */
const WIDTHS = [64, 128, 256, 375, 600, 640, 750, 1000, 1080, 1280, 1920]
const KINDS = ['car', 'hatch', 'sedan', 'wagon', 'suv', 'ute', 'van', 'people', 'coupe', 'convertible']
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const note = await machineNote()
const server = await benchServer({ port: Number(process.env.BENCH_PORT ?? 3310), logName: 'bench-images.log' })
const pages = benchClient({ base: server.base, sockets: pageClients })
const crawler = benchClient({ base: server.base, sockets: imageConcurrency, timeoutMs: 60_000 })

/** @param {number} code */
async function finish(code) {
  pages.close()
  crawler.close()
  await server.stop()
  process.exit(code)
}
process.on('SIGINT', () => finish(130))

/** The shoppers' round: pages and one API answer. */
async function shopperPaths() {
  const paths = ['/', '/search', '/about-us', '/api/search?hitsPerPage=12']
  const res = await pages.request(tenant, '/api/search?hitsPerPage=1&refinementList[status][0]=in_stock', {
    keepBody: true,
  })
  const slug = res.status === 200 ? JSON.parse(String(res.body)).hits?.[0]?.slug : null
  if (slug) paths.push(`/cars/${slug}`)
  else console.error(`! no vehicle page in the round (/api/search answered ${res.status})`)
  return paths
}

/**
 * Shoppers asking for `paths` in turn until `until()` says stop; latencies and errors (anything but 200/304).
 * @param {string[]} paths @param {() => boolean} until
 */
async function shop(paths, until) {
  /** @type {number[]} */
  const latencies = []
  let errors = 0
  /** @type {string | undefined} */
  let firstError
  let turn = 0
  await Promise.all(
    Array.from({ length: pageClients }, async () => {
      while (!until()) {
        const p = /** @type {string} */ (paths[turn++ % paths.length])
        const r = await pages.request(tenant, p)
        latencies.push(r.ms)
        if (r.status !== 200 && r.status !== 304) {
          errors++
          firstError ??= `${p}: ${r.status} ${r.error ?? ''}`.trim()
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { latencies, errors, firstError }
}

/** Optimiser addresses no one has asked for: this run's seeds, every width, both formats. */
function imageAddresses() {
  const run = 100_000_000 + Math.floor(Math.random() * 800_000_000)
  /** @type {{ url: string, accept: string }[]} */
  const out = []
  for (let i = 0; out.length < imageCount; i++) {
    const kind = KINDS[i % KINDS.length]
    const seed = run + Math.floor(i / KINDS.length)
    for (const w of WIDTHS)
      for (const accept of [WEBP_ACCEPT, 'image/jpeg'])
        if (out.length < imageCount)
          out.push({
            url: `/_next/image?url=${encodeURIComponent(`/demo-images/${kind}-${seed}.jpg`)}&w=${w}&q=75`,
            accept,
          })
  }
  return out
}

/** The crawler: every address once, `imageConcurrency` at a time, as fast as answered. */
async function crawl() {
  const addresses = imageAddresses()
  /** @type {Record<string, number>} */
  const outcomes = {}
  /** @type {number[]} */
  const latencies = []
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: imageConcurrency }, async () => {
      while (next < addresses.length) {
        const a = /** @type {{ url: string, accept: string }} */ (addresses[next++])
        const r = await crawler.request(tenant, a.url, { headers: { accept: a.accept } })
        latencies.push(r.ms)
        const state = r.headers['x-image-cache']
        const outcome = r.status === 0 ? 'no answer' : `${r.status}${state ? ` ${state}` : ''}`
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { outcomes, latencies, ms: Date.now() - started, count: addresses.length }
}

try {
  const paths = await shopperPaths()
  // every page once, so both phases measure a warm cache as shoppers meet it
  for (const p of paths) await pages.request(tenant, p)
  const idleUntil = Date.now() + seconds * 1000
  const idle = await shop(paths, () => Date.now() > idleUntil)

  let crawling = true
  const crawlRun = crawl().finally(() => (crawling = false))
  const loadedFrom = Date.now()
  const loaded = await shop(paths, () => !crawling && Date.now() > loadedFrom + seconds * 1000)
  const images = await crawlRun

  const p95Idle = percentile(idle.latencies, 95)
  const p95Loaded = percentile(loaded.latencies, 95)
  const ratio = p95Idle && p95Loaded ? p95Loaded / p95Idle : null
  const met = ratio !== null && ratio <= TARGET_RATIO && loaded.errors === 0 && idle.errors === 0
  const row = (/** @type {string} */ name, /** @type {Awaited<ReturnType<typeof shop>>} */ r) => ({
    phase: name,
    requests: r.latencies.length,
    'p50 ms': ms(percentile(r.latencies, 50)),
    'p95 ms': ms(percentile(r.latencies, 95)),
    'p99 ms': ms(percentile(r.latencies, 99)),
    errors: r.errors,
  })
  console.log(`\nbench:images — ${tenant}: ${paths.join(', ')}; ${pageClients} shoppers; ${note}\n`)
  console.log(
    markdownTable(
      ['phase', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
      [row('idle', idle), row(`crawl of ${images.count} new image variants ×${imageConcurrency}`, loaded)],
      ['requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
    ),
  )
  console.log(
    `\npage p95 under the crawl ÷ idle: ${ratio === null ? '-' : ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}), page errors ${idle.errors + loaded.errors} (target 0) ${tick(met)}`,
  )
  if (idle.firstError || loaded.firstError) console.log(`first page error: ${idle.firstError ?? loaded.firstError}`)
  const outcomes = Object.entries(images.outcomes)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')
  console.log(
    `crawler: ${images.count} requests in ${(images.ms / 1000).toFixed(1)} s (${outcomes}); image p50 ${ms(percentile(images.latencies, 50))} ms, p95 ${ms(percentile(images.latencies, 95))} ms`,
  )
  await finish(0)
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`)
  await finish(1)
}
