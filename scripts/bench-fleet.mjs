// `npm run bench:fleet [-- --tenants 200 --vehicles 1000000 --instances 3 --seconds 120 --feed-percent 1
// --feed-interval 60 --revisit 0.5]`: the platform at the size of a fleet of dealer groups. Generates the tenants and
// their stock into its own embedded PostgreSQL (scripts/lib/fleetData.mjs: the demo seed's Harbour group copied per
// tenant, stock modelled on the demo cars in one INSERT … SELECT generate_series per tenant, search documents and
// facet cubes made by the app's own code, scripts/lib/fleetDocs.ts), kept in .data/bench-fleet and reused while its
// counts match. Then starts --instances production instances (one Next worker each, Redis shared) behind HAProxy and,
// for --seconds, runs a stock feed (--feed-percent % of the cars a minute: mostly prices, some sold, some arrivals),
// each dealership pushing its changed cars to POST /api/stock-feed every --feed-interval seconds, while shoppers
// browse through HAProxy (home, search with filters, car pages, CMS pages; Zipf popularity; --revisit of the requests
// for a page served before). Prints and writes to docs/benchmarks.md ("## bench:fleet"): the page-cache hit rate, the
// renders shoppers saw per change, page and search p50/p95 per tenant size band, PostgreSQL connections, memory per
// instance, a deploy's cost (every instance restarted cold: time and requests until the hit rate on pages asked for
// before is back to 90 %),
// GET /api/search p95 for the 5,000-car tenant (under the feed, and after it once the machine is quiet again), and a
// paper estimate for 10 instances.
// Figures, never asserted.
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { benchClient, machineNote, markdownTable, ms, percentile, untilQuiet } from './lib/bench.mjs'
import { buildIfNeeded, run as runCommand } from './lib/build.mjs'
import { chaosRun, prepareChaosDatabase, request, sleep, startProductionServer } from './lib/chaos.mjs'
import { freeLowPort, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import {
  cacheTally,
  cloneTenants,
  generateVehicles,
  MEASURED_TENANT_SIZE,
  sizeBand,
  tenantSizes,
  zipfIndex,
} from './lib/fleetData.mjs'
import { startHaproxy } from './lib/haproxy.mjs'
import { migrate } from './lib/payload-cli.mjs'
import { startRedisServer } from './lib/redis-server.mjs'

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '200' },
    vehicles: { type: 'string', default: '1000000' },
    instances: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '120' },
    'feed-percent': { type: 'string', default: '1' },
    'feed-interval': { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '8' },
    revisit: { type: 'string', default: '0.5' },
  },
})
const TENANTS = Number(args.tenants)
const VEHICLES = Number(args.vehicles)
const INSTANCES = Number(args.instances)
const SECONDS = Number(args.seconds)
const FEED_PERCENT = Number(args['feed-percent'])
/** Seconds between two pushes of one dealership's feed. */
const FEED_INTERVAL_S = Number(args['feed-interval'])
const CONCURRENCY = Number(args.concurrency)
/**
 * The share of a shopper's requests for a page some shopper was served before (a popular car, a tenant's home page, a
 * link passed on), drawn evenly from every page served so far; the others pick a tenant and a page afresh. Without it
 * a two-core machine's few thousand requests spread over a fleet of hundreds of thousands of pages, and the hit rate
 * on pages asked for before rests on a handful of requests.
 */
const REVISIT = Number(args.revisit)
const TEMPLATE_TENANT = 'harbour'
const PASSWORD = process.env.DEMO_PASSWORD || 'demo'
/** Searches after the feed that bring an instance's facet index of the tenant up to date, timed apart. */
const CATCH_UP = 10
/** Cars per tenant the shoppers' Zipf draws from (its newest first, as the default sort lists them). */
const CARS_PER_TENANT = 1_000
const log = (/** @type {string} */ line) => console.log(`[bench:fleet] ${line}`)
const dataDir = path.resolve(process.env.BENCH_FLEET_DATA_DIR || path.join('.data', 'bench-fleet'))
const e2eDir = path.resolve(process.env.E2E_DATA_DIR || path.join('.data', 'e2e'))
const markerFile = path.join(dataDir, 'fleet.json')
const run = chaosRun()
const random = Math.random

/** A command's trimmed output ('' when it fails). @param {string} cmd @param {string[]} argv @returns {Promise<string>} */
const commandOutput = (cmd, argv) =>
  new Promise((resolve) => execFile(cmd, argv, (error, stdout) => resolve(error ? '' : String(stdout).trim())))

/**
 * What the kept fleet was made with: the counts asked for and the generator's version (GENERATOR: raised when
 * fleetData.mjs makes different data, so a fleet made by an older one is made again).
 * @typedef {{ tenants: number, vehicles: number, generator?: number, tenantIds: number[], sizes: number[], generatedSeconds: number }} Marker
 */
const GENERATOR = 2

/** The generated database when its counts match the flags, else null. @returns {Marker | null} */
function reusable() {
  try {
    /** @type {Marker} */
    const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8'))
    return marker.tenants === TENANTS && marker.vehicles === VEHICLES && marker.generator === GENERATOR ? marker : null
  } catch {
    return null
  }
}

/** The search documents and facet cubes of these tenants, made by the app's own code (scripts/lib/fleetDocs.ts). */
async function indexTenants(/** @type {NodeJS.ProcessEnv} */ env, /** @type {number[]} */ tenantIds) {
  await runCommand(process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/lib/fleetDocs.ts'], {
    ...env,
    FLEET_TENANTS: JSON.stringify(tenantIds),
  })
}

/**
 * Every fleet car has its search document: a tenant with fewer documents than cars (an indexing run that stopped, a
 * copy taken half-way) is indexed again, and the run stops if one is still short. Without this the search figures
 * are taken on an index that is nearly empty and the shoppers' car pages are missing.
 * @param {string} url the fleet's PostgreSQL @param {NodeJS.ProcessEnv} env @param {number[]} tenantIds
 */
async function indexUnindexed(url, env, tenantIds) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const short = async () =>
      (
        await client.query(
          `SELECT v.tenant_id, count(*)::int AS cars, count(s.id)::int AS documents
             FROM vehicles v LEFT JOIN search_documents s ON s.id = v.id::text
            WHERE v.tenant_id = ANY($1::int[]) GROUP BY v.tenant_id HAVING count(s.id) < count(*)`,
          [tenantIds],
        )
      ).rows.map((r) => ({ id: Number(r.tenant_id), cars: Number(r.cars), documents: Number(r.documents) }))
    const missing = await short()
    if (missing.length === 0) return
    const cars = missing.reduce((a, t) => a + t.cars - t.documents, 0)
    log(`${missing.length} tenants lack ${cars.toLocaleString('en-AU')} search documents: indexing them…`)
    await indexTenants(
      env,
      missing.map((t) => t.id),
    )
    const still = await short()
    if (still.length)
      throw new Error(`${still.length} tenants still lack search documents (first: ${JSON.stringify(still[0])})`)
  } finally {
    await client.end()
  }
}

/** PostgreSQL with the fleet in it: the kept one, or a new one generated now. */
async function fleetDatabase() {
  const dbPort = await freeLowPort(53_000, 1000)
  const kept = reusable()
  if (kept) {
    const db = await startEmbeddedPostgres({ dataDir, preferredPort: dbPort })
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      PAYLOAD_SECRET: fs.readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim(),
      NEXT_TELEMETRY_DISABLED: '1',
    }
    log(
      `reusing the generated fleet in ${path.relative(process.cwd(), dataDir)} (generated in ${kept.generatedSeconds} s)`,
    )
    await migrate(env)
    await indexUnindexed(db.url, env, kept.tenantIds)
    await buildIfNeeded(env)
    return { db, env, marker: kept }
  }
  const prepared = await prepareChaosDatabase({ dataDir, e2eDir, log, dbPort })
  const started = Date.now()
  const client = new pg.Client({ connectionString: prepared.db.url })
  await client.connect()
  try {
    const template = (await client.query('SELECT id FROM tenants WHERE slug = $1', [TEMPLATE_TENANT])).rows[0]?.id
    if (!template) throw new Error(`the demo seed has no tenant '${TEMPLATE_TENANT}' to copy`)
    const sizes = tenantSizes(TENANTS, VEHICLES)
    log(`copying ${TEMPLATE_TENANT} ${TENANTS} times…`)
    const tenantIds = await cloneTenants(client, { template, count: TENANTS })
    log(`generating ${VEHICLES.toLocaleString('en-AU')} vehicles…`)
    await generateVehicles(client, { tenants: tenantIds, sizes })
    log(`vehicles in ${Math.round((Date.now() - started) / 1000)} s; search documents and facet cubes…`)
    await indexTenants(prepared.env, tenantIds)
    await indexUnindexed(prepared.db.url, prepared.env, tenantIds)
    const generatedSeconds = Math.round((Date.now() - started) / 1000)
    /** @type {Marker} */
    const marker = { tenants: TENANTS, vehicles: VEHICLES, generator: GENERATOR, tenantIds, sizes, generatedSeconds }
    fs.writeFileSync(markerFile, JSON.stringify(marker))
    log(`generated in ${generatedSeconds} s`)
    return { ...prepared, marker }
  } finally {
    await client.end()
  }
}

/** @param {number} pid @returns {number[]} the process and its descendants */
function processTree(pid) {
  /** @type {number[]} */
  const out = [pid]
  for (let i = 0; i < out.length; i++) {
    try {
      for (const task of fs.readdirSync(`/proc/${out[i]}/task`)) {
        const children = fs.readFileSync(`/proc/${out[i]}/task/${task}/children`, 'utf8').trim()
        if (children) out.push(...children.split(/\s+/).map(Number))
      }
    } catch {
      // gone meanwhile
    }
  }
  return out
}

/** Resident memory of a process tree in MiB. @param {number | undefined} pid */
function rssMiB(pid) {
  if (!pid) return 0
  let kb = 0
  for (const p of processTree(pid)) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))
      kb += Number(m?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024
}

try {
  const note = await machineNote()
  const { db, env: appEnv, marker } = await fleetDatabase()
  run.db = db
  const sql = new pg.Pool({ connectionString: db.url, max: 3, application_name: 'bench-fleet' })
  run.cleanups.push(() => sql.end())

  // --- what shoppers and the feed ask for, per tenant
  const measuredId = marker.sizes[0] === MEASURED_TENANT_SIZE ? marker.tenantIds[0] : undefined
  const { rows: tenantRows } = await sql.query('SELECT id, slug FROM tenants WHERE id = ANY($1::int[])', [
    marker.tenantIds,
  ])
  const slugOf = new Map(tenantRows.map((r) => [Number(r.id), String(r.slug)]))
  const { rows: pageRows } = await sql.query(
    `SELECT slug FROM pages WHERE tenant_id = $1 AND _status = 'published' AND slug <> 'home' ORDER BY id`,
    [marker.tenantIds[0]],
  )
  const cmsPages = pageRows.map((r) => `/${r.slug}`)
  /** @typedef {{ id: number, slug: string, size: number, band: string, cars: string[], makes: string[], bodies: string[], minId: number, maxId: number }} Tenant */
  /** @type {Tenant[]} */
  const tenants = []
  // Each tenant's vehicle ids (one insert each: a contiguous range), in one pass: min/max per tenant would walk the
  // primary key.
  const { rows: rangeRows } = await sql.query(
    'SELECT tenant_id, min(id) AS lo, max(id) AS hi FROM vehicles WHERE tenant_id IS NOT NULL GROUP BY tenant_id',
  )
  const idRanges = new Map(rangeRows.map((r) => [Number(r.tenant_id), { lo: Number(r.lo), hi: Number(r.hi) }]))
  for (const [i, id] of marker.tenantIds.entries()) {
    const size = marker.sizes[i] ?? 0
    const cars = await sql.query(
      `SELECT slug FROM search_documents WHERE tenant_id = $1 AND status <> 'sold' ORDER BY custom_rank DESC LIMIT ${CARS_PER_TENANT}`,
      [String(id)],
    )
    const facets = await sql.query(
      `SELECT a, v FROM search_facet_counts WHERE tenant_id = $1 AND a IN ('make', 'body') GROUP BY a, v ORDER BY sum(n) DESC`,
      [String(id)],
    )
    tenants.push({
      id,
      slug: slugOf.get(id) ?? '',
      size,
      band: sizeBand(size, id === measuredId),
      cars: cars.rows.map((r) => String(r.slug)),
      makes: facets.rows.filter((r) => r.a === 'make').map((r) => String(r.v)),
      bodies: facets.rows.filter((r) => r.a === 'body').map((r) => String(r.v)),
      minId: idRanges.get(id)?.lo ?? 0,
      maxId: idRanges.get(id)?.hi ?? 0,
    })
  }
  const measured = tenants.find((t) => t.id === measuredId)
  const totalSize = tenants.reduce((a, t) => a + t.size, 0)
  /** A tenant: the measured one for one shopper in ten, else in proportion to its stock. */
  const pickTenant = () => {
    if (measured && random() < 0.1) return measured
    let x = random() * totalSize
    for (const t of tenants) if ((x -= t.size) < 0) return t
    return /** @type {Tenant} */ (tenants[tenants.length - 1])
  }
  const pick = (/** @type {string[]} */ list) => list[zipfIndex(list.length, random())] ?? ''
  /** A shopper's next page: home, a search (landing, a make, a body, a price limit), a car page or a CMS page. */
  const nextPage = (/** @type {Tenant} */ t) => {
    const x = random()
    if (x < 0.2) return { kind: 'page', path: '/' }
    if (x < 0.45) {
      const y = random()
      if (y < 0.25) return { kind: 'search', path: '/search' }
      if (y < 0.4) return { kind: 'search', path: '/search/used-cars' }
      if (y < 0.7)
        return { kind: 'search', path: `/search?refinementList[make][0]=${encodeURIComponent(pick(t.makes))}` }
      if (y < 0.85)
        return { kind: 'search', path: `/search?refinementList[body][0]=${encodeURIComponent(pick(t.bodies))}` }
      return { kind: 'search', path: `/search?range[price]=0:${[20000, 30000, 40000, 60000][zipfIndex(4, random())]}` }
    }
    if (x < 0.9) return t.cars.length ? { kind: 'page', path: `/cars/${pick(t.cars)}` } : { kind: 'page', path: '/' }
    return { kind: 'page', path: pick(cmsPages) }
  }

  // --- Redis, the instances, HAProxy
  const statsToken = crypto.randomBytes(16).toString('hex')
  const redis = await startRedisServer()
  run.cleanups.push(() => redis.stop())
  const env = {
    ...appEnv,
    REDIS_URL: redis.url,
    WEB_WORKERS: '1',
    PAGE_CACHE_BOOT_WARM: 'off',
    TRUSTED_PROXIES: 'loopback',
    // GET /_edge/stats (server/edgeStats.mjs): each instance's renders, shared-tier answers and purges
    EDGE_STATS_TOKEN: statsToken,
  }
  /** @type {{ name: string, port: number, child?: import('node:child_process').ChildProcess }[]} */
  const instances = []
  /** HTTP ports from 3500–3599, each once. @type {Set<number>} */
  const ports = new Set()
  const httpPort = async () => {
    for (;;) {
      const port = await freeLowPort(3500, 100)
      if (ports.has(port)) continue
      ports.add(port)
      return port
    }
  }
  for (let i = 0; i < INSTANCES; i++) instances.push({ name: String.fromCharCode(97 + i), port: await httpPort() })
  const startAll = () =>
    Promise.all(
      instances.map(async (instance) => {
        instance.child = await startProductionServer({
          env,
          port: instance.port,
          logFile: path.join(dataDir, `instance-${instance.name}.log`),
        })
      }),
    )
  const stopAll = () =>
    Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) => {
            const child = instance.child
            if (!child || child.exitCode !== null) return resolve(undefined)
            child.once('exit', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
  run.cleanups.push(stopAll)
  let t0 = Date.now()
  await startAll()
  log(`${INSTANCES} instances up in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  const proxy = await startHaproxy({
    port: await httpPort(),
    servers: instances.map((i) => ({ name: i.name, port: i.port })),
    logFile: path.join(dataDir, 'haproxy.log'),
  })
  run.cleanups.push(() => proxy.stop())
  /**
   * The instances' page-cache counters added up (GET /_edge/stats), or those of `only`.
   * @param {typeof instances} [only] @returns {Promise<Record<string, number>>}
   */
  const fleetCounters = async (only = instances) => {
    /** @type {Record<string, number>} */
    const sum = {}
    for (const i of only) {
      const res = await request(`http://127.0.0.1:${i.port}/_edge/stats`, {
        headers: { host: `localhost:${i.port}`, authorization: `Bearer ${statsToken}` },
      }).catch(() => null)
      for (const [key, value] of Object.entries(res?.json?.pageCache ?? {}))
        if (typeof value === 'number') sum[key] = (sum[key] ?? 0) + value
    }
    return sum
  }
  const client = benchClient({ base: proxy.url, sockets: CONCURRENCY * 2, timeoutMs: 60_000 })
  run.cleanups.push(async () => client.close())
  const direct = benchClient({ base: `http://127.0.0.1:${instances[0]?.port}`, sockets: 2 })
  run.cleanups.push(async () => direct.close())
  /** A price limit no search asked for before (no cache can answer it). */
  let priceLimit = 25_000
  /**
   * One GET /api/search of `t` straight to instance a: a make (`cached`: one of the few the tenant has, so mostly
   * answered by the search cache), or a make and a price limit never asked before. @param {Tenant} t @param {boolean} cached
   * @returns {Promise<number | null>} its time in ms, null when not answered 200
   */
  const searchOnce = async (t, cached) => {
    const make = encodeURIComponent(pick(t.makes))
    const r = await direct.request(
      t.slug,
      cached
        ? `/api/search?refinementList[make][0]=${make}&hitsPerPage=24`
        : `/api/search?refinementList[make][0]=${make}&range[price]=0:${priceLimit++}&hitsPerPage=24`,
    )
    return r.status === 200 ? r.ms : null
  }

  // --- measuring
  /**
   * `before`: a page some shopper was served before this request (the hit rate that matters is on those)
   * @typedef {{ kind: string, band: string, ms: number, cache: string, url: string, status: number, location?: string,
   *   before: boolean }} Sample
   */
  /** @type {Sample[]} */
  let samples = []
  /** URLs answered before (a MISS on one of them is a render a change caused, not a first visit). */
  const seen = new Set()
  /** The same pages, to revisit (REVISIT). @type {{ t: Tenant, page: { kind: string, path: string } }[]} */
  const served = []
  const servedUrls = new Set()
  /** One shopper's request. @param {boolean} record */
  const shop = async (record) => {
    const again = served.length > 0 && random() < REVISIT ? served[Math.floor(random() * served.length)] : undefined
    const t = again?.t ?? pickTenant()
    const page = again?.page ?? nextPage(t)
    const r = await client.request(t.slug, page.path, { headers: { accept: 'text/html' } })
    const url = `${t.slug}${page.path}`
    const cache = String(r.headers['x-page-cache'] ?? '')
    const before = seen.has(url)
    const location = r.headers.location === undefined ? undefined : String(r.headers.location)
    if (record)
      samples.push({ kind: page.kind, band: t.band, ms: r.ms, cache, url, status: r.status, location, before })
    if (r.status === 200 && !servedUrls.has(url)) {
      servedUrls.add(url)
      served.push({ t, page })
    }
    return { url, cache, status: r.status }
  }
  /** Shoppers for `seconds` (or until `until()`), CONCURRENCY at a time. @param {number} seconds @param {boolean} record @param {() => boolean} [until] */
  const shoppers = async (seconds, record, until = () => false) => {
    const end = Date.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end && !until()) {
          const r = await shop(record)
          if (record && r.cache === 'MISS' && seen.has(r.url)) rerenders++
          if (record && r.cache === 'MISS' && !seen.has(r.url)) firstRenders++
          if (r.status === 200) seen.add(r.url)
        }
      }),
    )
  }
  let rerenders = 0
  /** MISS answers for pages no shopper was served before: first visits, not changes */
  let firstRenders = 0

  // --- warm-up: the hot pages in every instance's cache
  log(`warming up for ${Math.min(60, SECONDS)} s…`)
  await shoppers(Math.min(60, SECONDS), false)

  // --- an admin's token and the feed
  const login = await request(`http://127.0.0.1:${instances[0]?.port}/api/users/login`, {
    method: 'POST',
    headers: { host: `localhost:${instances[0]?.port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@demo.test', password: PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`)
  const perSecond = (totalSize * FEED_PERCENT) / 100 / 60
  const feed = {
    price: 0,
    sold: 0,
    arrived: 0,
    failed: 0,
    unchanged: 0,
    pushes: 0,
    rows: 0,
    ms: /** @type {number[]} */ ([]),
    statuses: /** @type {Record<string, number>} */ ({}),
  }
  let feedOn = true
  /**
   * Each dealership's system pushes the cars that changed since its last push, every FEED_INTERVAL_S (each at its own
   * moment in the interval), as a partial feed: full rows, as a dealer management system sends them, read from the
   * database and changed — a price (88 %), a sale (6 %) or an arrival (6 %).
   * @type {Map<string, { tenant: string, dealership: string, rows: Map<string, Record<string, unknown>>, kinds: Map<string, string>, nextAt: number }>}
   */
  const pending = new Map()
  const ROW_SQL = `SELECT v.stocknum, v.vin, v.year, v.make, v.model, v.badge, v.series, v.car_type, v.status, v.price,
      v.km, v.colour, v.simple_body, v.simple_transmission, v.simple_fuel, v.simple_drive, v.seats, v.doors,
      v.regplate, v.dealercomments, v.tag, v.images, l.slug AS location, d.slug AS dealership, t.slug AS tenant
    FROM vehicles v JOIN locations l ON l.id = v.location_id JOIN dealerships d ON d.id = v.dealership_id
      JOIN tenants t ON t.id = v.tenant_id
    WHERE v.id = ANY($1::int[])`
  /** `n` changes: random cars of tenants picked by stock size (read in one query), queued for their dealership's push. */
  const queueChanges = async (/** @type {number} */ n) => {
    const ids = Array.from({ length: n }, () => {
      let x = random() * totalSize
      const t = tenants.find((c) => (x -= c.size) < 0) ?? /** @type {Tenant} */ (tenants[0])
      return t.minId + Math.floor(random() * (t.maxId - t.minId + 1))
    })
    const { rows: cars } = await sql.query(ROW_SQL, [ids])
    for (const car of cars) {
      if (!car.stocknum) continue
      const key = `${car.tenant} ${car.dealership}`
      let queue = pending.get(key)
      if (!queue) {
        queue = {
          tenant: car.tenant,
          dealership: car.dealership,
          rows: new Map(),
          kinds: new Map(),
          nextAt: Date.now() + random() * FEED_INTERVAL_S * 1000,
        }
        pending.set(key, queue)
      }
      /** @type {Record<string, unknown>} */
      const row = queue.rows.get(car.stocknum) ?? {
        ...Object.fromEntries(
          Object.entries(car).filter(([k, v]) => v !== null && !['tenant', 'dealership', 'images'].includes(k)),
        ),
        images: (Array.isArray(car.images) ? car.images : []).map((/** @type {{ url: string }} */ i) => i.url),
      }
      const y = random()
      const kind =
        y < 0.06 && row.status !== 'sold' ? 'sold' : y < 0.12 && row.status === 'coming_soon' ? 'arrived' : 'price'
      if (kind === 'sold') row.status = 'sold'
      else if (kind === 'arrived') row.status = 'in_stock'
      else row.price = Math.max(1000, Math.round((Number(row.price) * (0.95 + random() * 0.08)) / 10) * 10)
      queue.rows.set(car.stocknum, row)
      queue.kinds.set(car.stocknum, kind)
    }
  }
  /** One dealership's push through POST /api/stock-feed (mode=partial), to the instances in turn. */
  let turn = 0
  const push = async (/** @type {typeof pending extends Map<string, infer Q> ? Q : never} */ queue) => {
    const rows = [...queue.rows.values()]
    const kinds = [...queue.kinds.values()]
    queue.rows = new Map()
    queue.kinds = new Map()
    const instance = instances[turn++ % instances.length]
    const started = Date.now()
    const query = `tenant=${queue.tenant}&dealership=${queue.dealership}&mode=partial`
    const res = await request(`http://127.0.0.1:${instance?.port}/api/stock-feed?${query}`, {
      method: 'POST',
      headers: {
        host: `localhost:${instance?.port}`,
        'content-type': 'application/json',
        authorization: `JWT ${login.json.token}`,
      },
      body: JSON.stringify({ vehicles: rows }),
    }).catch(() => ({ status: 0, json: null }))
    feed.pushes++
    feed.rows += rows.length
    feed.statuses[res.status] = (feed.statuses[res.status] ?? 0) + 1
    if (res.status === 200) {
      feed.ms.push(Date.now() - started)
      const done = Number(res.json?.updated ?? 0)
      feed.unchanged += Number(res.json?.unchanged ?? 0)
      // the kinds of the rows written (a row rejected or unchanged is not a change)
      const share = rows.length > 0 ? done / rows.length : 0
      for (const kind of kinds) feed[/** @type {'price' | 'sold' | 'arrived'} */ (kind)] += share
    } else feed.failed += rows.length
  }
  /** The changes at `perSecond`, each dealership pushing its own every FEED_INTERVAL_S, at most 2 pushes at once. */
  const runFeed = async () => {
    const startedAt = Date.now()
    let made = 0
    /** @type {Set<Promise<void>>} */
    const inFlight = new Set()
    while (feedOn) {
      const due = Math.floor(((Date.now() - startedAt) / 1000) * perSecond)
      // at most 500 changes a turn, so that the pushes below are never starved by the changes due
      const n = Math.min(500, due - made)
      if (n > 0) {
        made += n
        await queueChanges(n)
      }
      const now = Date.now()
      for (const queue of pending.values()) {
        if (inFlight.size >= 2) break
        if (queue.nextAt > now || queue.rows.size === 0) continue
        queue.nextAt = now + FEED_INTERVAL_S * 1000
        const p = push(queue).finally(() => inFlight.delete(p))
        inFlight.add(p)
      }
      await (inFlight.size >= 2 ? Promise.race(inFlight) : sleep(50))
    }
    await Promise.all(inFlight)
    const queued = [...pending.values()].reduce((n, q) => n + q.rows.size, 0)
    return { due: Math.floor(((Date.now() - startedAt) / 1000) * perSecond), queued }
  }

  // --- PostgreSQL connections and memory, sampled
  /** @type {number[]} */
  const connections = []
  /** @type {Record<string, number[]>} */
  const memory = Object.fromEntries(instances.map((i) => [i.name, []]))
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const r = await sql
        .query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND application_name <> 'bench-fleet'`,
        )
        .catch(() => null)
      if (r) connections.push(Number(r.rows[0]?.n ?? 0))
      for (const i of instances) memory[i.name]?.push(rssMiB(i.child?.pid))
      await sleep(2000)
    }
  })()

  const seenBeforeFeed = [...seen]
  log(`shoppers and the feed (${perSecond.toFixed(1)} changes/s due) for ${SECONDS} s…`)
  samples = []
  rerenders = 0
  firstRenders = 0
  const countersBefore = await fleetCounters()
  const feedDone = runFeed()
  // GET /api/search for the 5,000-car tenant under the feed, twice a second beside the shoppers
  /** @type {number[]} */
  const apiUnderFeed = []
  const apiLoop = (async () => {
    while (feedOn && measured) {
      const answered = await searchOnce(measured, false)
      if (answered !== null) apiUnderFeed.push(answered)
      await sleep(500)
    }
  })()
  await shoppers(SECONDS, true)
  // the feed's counts, before the deploy's shoppers add their cold misses to the same counters
  const feedRerenders = rerenders
  const feedFirstRenders = firstRenders
  feedOn = false
  await apiLoop
  const { due, queued } = await feedDone
  const countersAfter = await fleetCounters()
  const counted = (/** @type {string} */ key) => (countersAfter[key] ?? 0) - (countersBefore[key] ?? 0)
  sampling = false
  await sampler
  const underFeed = samples
  const changes = Math.round(feed.price + feed.sold + feed.arrived)
  const tally = cacheTally(underFeed.filter((s) => s.status === 200).map((s) => s.cache))
  // The most any cache could answer: the requests for an address asked for before in the run (warm-up included).
  const asked = new Set(seenBeforeFeed)
  let repeats = 0
  /** @type {string[]} how the cache answered the requests for pages asked for before */
  const repeatStates = []
  /** the same, per page kind: which pages the feed's changes cost (home, car, search, CMS) @type {Map<string, string[]>} */
  const repeatByKind = new Map()
  for (const s of underFeed) {
    if (asked.has(s.url)) {
      repeats++
      if (s.status === 200) {
        repeatStates.push(s.cache)
        const path = s.url.slice(s.url.indexOf('/'))
        const kind =
          path === '/' ? 'home' : path.startsWith('/cars/') ? 'car' : path.startsWith('/search') ? 'search' : 'CMS'
        repeatByKind.set(kind, [...(repeatByKind.get(kind) ?? []), s.cache])
      }
    }
    asked.add(s.url)
  }
  const repeatTally = cacheTally(repeatStates)
  log(
    `pages asked for before, per kind: ${[...repeatByKind]
      .map(([kind, states]) => {
        const t = cacheTally(states)
        return `${kind} ${(t.hitRate * 100).toFixed(1)} % of ${t.total} (${t.miss} MISS)`
      })
      .join(', ')}`,
  )
  log(
    `hit rate ${(repeatTally.hitRate * 100).toFixed(1)} % on pages asked before, ${(tally.hitRate * 100).toFixed(1)} % in all, ${changes} changes (${due} due), ${feedRerenders} re-renders seen`,
  )

  // --- GET /api/search for the 5,000-car tenant, straight to one instance, once the feed's last pushes are written
  // and the work they started (purges, refreshes, the search index) is over: the machine quiet, or three minutes passed.
  // The search's own time, not the queue behind the feed's work (that is the "under the feed" figure). The first
  // CATCH_UP searches bring the instance's facet index of the tenant up to date with the feed's changes (read from
  // search_document_changes, or built afresh past a share of the tenant): timed apart, as bench:search builds the
  // index before it measures.
  /** @type {{ cached: number[], uncached: number[], catchUp: number[] }} */
  const api = { cached: [], uncached: [], catchUp: [] }
  let apiWhen = ''
  /** The renders instance a made while its searches were timed (warming, stale refreshes, idle fills: same worker). */
  let apiBesideRenders = 0
  if (measured) {
    apiWhen = await untilQuiet({ maxMs: 180_000 })
    log(`search after the feed: ${apiWhen}`)
    const measuredOn = instances.slice(0, 1)
    /** renders: fills less those the fleet's tier answered */
    const renders = (/** @type {Record<string, number>} */ c) =>
      (c.fills ?? 0) - (c.sharedFills ?? 0) - (c.sharedStaleFills ?? 0)
    const rendersBefore = renders(await fleetCounters(measuredOn))
    for (let i = 0; i < CATCH_UP; i++) {
      const answered = await searchOnce(measured, false)
      if (answered !== null) api.catchUp.push(answered)
    }
    for (let i = 0; i < 300; i++) {
      const cached = i % 2 === 0
      const answered = await searchOnce(measured, cached)
      if (answered !== null) (cached ? api.cached : api.uncached).push(answered)
    }
    apiBesideRenders = renders(await fleetCounters(measuredOn)) - rendersBefore
  }

  // --- a deploy: every instance restarted cold, then shoppers until the hit rate is back to 90 %
  log('deploy: every instance restarted…')
  t0 = Date.now()
  await stopAll()
  await startAll()
  const restartSeconds = (Date.now() - t0) / 1000
  /** @type {string[]} */
  const window = []
  let deployRequests = 0
  /** Seconds after the restart began when the hit rate was back to 90 % (null: not yet). */
  const deploy = { recoveredAfter: /** @type {number | null} */ (null) }
  samples = []
  const recovered = () => deploy.recoveredAfter !== null
  const watch = setInterval(() => {
    for (const s of samples.splice(0)) {
      deployRequests++
      // first visits are misses whatever the fleet holds: the recovery is on pages shoppers were served before
      if (!s.before) continue
      window.push(s.cache)
      if (window.length > 200) window.shift()
      if (deploy.recoveredAfter === null && window.length === 200 && cacheTally(window).hitRate >= 0.9)
        deploy.recoveredAfter = (Date.now() - t0) / 1000
    }
  }, 100)
  const deployStart = Date.now()
  await shoppers(Math.max(60, SECONDS), true, recovered)
  clearInterval(watch)
  const deployCap = (Date.now() - deployStart) / 1000

  // --- the figures
  const by = (/** @type {Sample[]} */ list) => {
    const times = list
      .filter((s) => s.status === 200)
      .map((s) => s.ms)
      .sort((a, b) => a - b)
    return { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95) }
  }
  const bands = [...new Set(tenants.map((t) => t.band))].sort()
  /** @type {Record<string, string>[]} */
  const latencyRows = []
  for (const band of bands) {
    for (const kind of ['page', 'search']) {
      const r = by(underFeed.filter((s) => s.band === band && s.kind === kind))
      latencyRows.push({
        band,
        tenants: String(tenants.filter((t) => t.band === band).length),
        what: kind === 'page' ? 'pages (home, car, CMS)' : 'search pages',
        requests: String(r.n),
        p50: ms(r.p50),
        p95: ms(r.p95),
      })
    }
  }
  const apiUncached = [...api.uncached].sort((a, b) => a - b)
  const apiCached = [...api.cached].sort((a, b) => a - b)
  const apiFeedSorted = [...apiUnderFeed].sort((a, b) => a - b)
  const rendersPerChange = changes > 0 ? feedRerenders / changes : null
  // every render the edges made (shoppers' misses, stale refreshes, warming after purges), less the first visits
  // a fill answered by the fleet's copy (fresh, or stale) is not a render
  const fills = counted('fills') - counted('sharedFills') - counted('sharedStaleFills')
  const edgeRendersPerChange = changes > 0 ? Math.max(0, fills - feedFirstRenders) / changes : null
  const mem = instances.map((i) => {
    const list = memory[i.name] ?? []
    return `${i.name}: ${Math.round(Math.max(0, ...list))} MiB`
  })
  const memPeak = Math.max(0, ...Object.values(memory).flat())
  const sortedConnections = [...connections].sort((a, b) => a - b)
  /** @type {Record<string, number>} */
  const statuses = {}
  /** the first request of each status and kind, for the log: what was asked and where it was sent @type {Map<string, Sample>} */
  const example = new Map()
  for (const s of underFeed)
    if (s.status !== 200) {
      statuses[s.status] = (statuses[s.status] ?? 0) + 1
      const key = `${s.status} ${s.kind}`
      statuses[key] = (statuses[key] ?? 0) + 1
      if (!example.has(key)) example.set(key, s)
    }
  for (const [key, s] of example)
    log(
      `${statuses[key]} × ${key} (e.g. ${s.url}${s.location ? ` → ${s.location}` : ''}, ${s.cache || 'no cache header'})`,
    )
  const statusOther =
    Object.entries(statuses)
      .filter(([key]) => !key.includes(' '))
      .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
      .join(', ') || 'none'
  const headline = [
    {
      figure: 'GET /api/search p95, 5,000-car tenant (new price limit each: no cache), after the feed',
      value: `${ms(percentile(apiUncached, 95))} ms (p50 ${ms(percentile(apiUncached, 50))}, ${apiUncached.length} requests; repeated queries p95 ${ms(percentile(apiCached, 95))}; the ${api.catchUp.length} searches before them, the index catching up with the feed, at most ${ms(Math.max(0, ...api.catchUp))} ms; ${apiWhen}; the instance rendered ${apiBesideRenders} pages meanwhile)`,
      target: '≤ 50 ms',
    },
    {
      figure: 'the same under the feed (twice a second, beside the shoppers)',
      value: `${ms(percentile(apiFeedSorted, 95))} ms (p50 ${ms(percentile(apiFeedSorted, 50))}, ${apiFeedSorted.length} requests)`,
      target: '-',
    },
    {
      figure: 'page-cache hit rate under the feed, pages asked for before (HIT + STALE + SHARED)',
      value: `${(repeatTally.hitRate * 100).toFixed(1)} % of ${repeatTally.total} (${repeatTally.hit} HIT, ${repeatTally.stale} STALE, ${repeatTally.shared} SHARED, ${repeatTally.miss} MISS)`,
      target: '≥ 95 %',
    },
    {
      figure: 'page-cache hit rate under the feed, every page request (first visits included)',
      value: `${(tally.hitRate * 100).toFixed(1)} % of ${tally.total} (${tally.hit} HIT, ${tally.stale} STALE, ${tally.shared} SHARED, ${tally.miss} MISS)`,
      target: '-',
    },
    {
      figure: 'requests for a page asked for before (the most a cache could answer)',
      value: `${underFeed.length > 0 ? ((repeats / underFeed.length) * 100).toFixed(1) : '-'} % (${new Set(underFeed.map((s) => s.url)).size} distinct pages in ${underFeed.length} requests)`,
      target: '-',
    },
    {
      figure: `renders per change seen by shoppers (${INSTANCES} instances)`,
      value:
        rendersPerChange === null
          ? '- (no change applied)'
          : `${rendersPerChange.toFixed(2)} (${feedRerenders} MISS on pages served before / ${changes} changes)`,
      target: '≤ 1.2',
    },
    {
      figure: `renders per change on the edges (${INSTANCES} instances, GET /_edge/stats)`,
      value:
        edgeRendersPerChange === null
          ? '-'
          : `${edgeRendersPerChange.toFixed(2)} (${fills} renders − ${feedFirstRenders} first visits, / ${changes} changes; ` +
            `stale refreshes and warming included; ${counted('sharedFills')} answers from the shared tier and ${counted('sharedStaleFills')} stale ones, ` +
            `${counted('precisePurges')} precise and ${counted('purges')} whole-tenant purges, ${counted('softened')} list pages kept stale by soft purges, ` +
            `${counted('softRefreshed')} of them refreshed before their window ended)`,
      target: '≤ 1.2',
    },
    {
      figure: 'stock feed (POST /api/stock-feed, partial feeds per dealership)',
      value:
        `${changes} changes in ${SECONDS} s (${Math.round(feed.price)} prices, ${Math.round(feed.sold)} sold, ${Math.round(feed.arrived)} arrivals; ` +
        `${due} due at ${FEED_PERCENT} %/min, ${queued} waiting for their dealership's next push, ${feed.unchanged} unchanged, ${feed.failed} failed); ` +
        `${feed.pushes} pushes of ${feed.rows} rows every ${FEED_INTERVAL_S} s per dealership (answers ${JSON.stringify(feed.statuses)}), push p50 ${ms(
          percentile(
            [...feed.ms].sort((a, b) => a - b),
            50,
          ),
        )} ms, p95 ${ms(
          percentile(
            [...feed.ms].sort((a, b) => a - b),
            95,
          ),
        )} ms`,
      target: '-',
    },
    {
      figure: "PostgreSQL connections of the instances (pg_stat_activity's client backends, every 2 s)",
      value: `median ${percentile(sortedConnections, 50) ?? '-'}, max ${sortedConnections[sortedConnections.length - 1] ?? '-'}`,
      target: '-',
    },
    { figure: 'memory per instance (RSS of its process tree, peak)', value: mem.join(', '), target: '-' },
    {
      figure: 'deploy: every instance restarted cold',
      value:
        `restart ${restartSeconds.toFixed(1)} s; ` +
        (deploy.recoveredAfter === null
          ? `hit rate on pages asked for before not back to 90 % within ${deployCap.toFixed(0)} s (${deployRequests} requests)`
          : `hit rate on pages asked for before back to 90 % (the last 200 of them) ${deploy.recoveredAfter.toFixed(1)} s after the restart began, after ${deployRequests} requests`),
      target: '-',
    },
  ]
  // Paper estimate for 10 instances, from what one instance costs here: memory and connections grow with the
  // instances; renders per change do not (the shared tier: one instance renders a purged page, the others read it
  // from Redis), the Redis reads it costs do (each instance that holds the page fetches it once).
  const perInstanceConnections =
    sortedConnections.length > 0 ? (sortedConnections[sortedConnections.length - 1] ?? 0) / INSTANCES : null
  const sharedReads = counted('sharedHits')
  const estimate =
    `Paper estimate for 10 instances: memory about ${((memPeak * 10) / 1024).toFixed(1)} GiB (10 × the peak instance here, ${Math.round(memPeak)} MiB); ` +
    `PostgreSQL connections about ${perInstanceConnections === null ? '-' : Math.round(perInstanceConnections * 10)} ` +
    `(the peak here per instance × 10; DATABASE_CONNECTIONS caps each instance's pools, docs/DEPLOY.md); renders per change ` +
    `about ${edgeRendersPerChange === null ? '-' : edgeRendersPerChange.toFixed(2)}, as here: with the shared tier a purged page is rendered once ` +
    `for the fleet whatever the number of instances; what grows is the reads of the fleet's copy from Redis, about ` +
    `${changes > 0 ? (((sharedReads / INSTANCES) * 10) / changes).toFixed(2) : '-'} per change (${sharedReads} here / ${INSTANCES} × 10 / changes), ` +
    `a few milliseconds each; a deploy's cold start is shared the same way (each page rendered once for the new build).`
  const generated = `${TENANTS} tenants and ${VEHICLES.toLocaleString('en-AU')} vehicles (generated in ${marker.generatedSeconds} s; sizes ${Math.min(...marker.sizes)}–${Math.max(...marker.sizes)} cars, the ${MEASURED_TENANT_SIZE.toLocaleString('en-AU')}-car tenant ${measured?.slug ?? 'absent'})`
  const table1 = markdownTable(['figure', 'value', 'target'], headline)
  const table2 = markdownTable(['band', 'tenants', 'what', 'requests', 'p50', 'p95'], latencyRows, [
    'tenants',
    'requests',
    'p50',
    'p95',
  ])
  const setup =
    `${generated}; ${INSTANCES} instances (one Next worker each, Redis shared) behind HAProxy, ${CONCURRENCY} shoppers ` +
    `for ${SECONDS} s after a warm-up, answers not 200: ${statusOther}; ${note}.`
  console.log(`\n${table1}\n\n${table2}\n\n${setup}\n\n${estimate}`)

  // --- docs/benchmarks.md "## bench:fleet": replaced when there, else put before the tests that are not benchmarks
  const docsFile = path.resolve('docs', 'benchmarks.md')
  const commit = await commandOutput('git', ['rev-parse', '--short', 'HEAD'])
  const when = new Date().toISOString().replace(/T(\d\d:\d\d).*/, ', $1 UTC')
  const section =
    `## bench:fleet — a fleet of dealer groups\n\n` +
    '`npm run bench:fleet [-- --tenants 200 --vehicles 1000000 --instances 3 --seconds 120 --feed-percent 1 --feed-interval 60 --revisit 0.5]` ' +
    '(scripts/bench-fleet.mjs): the platform at the size of a fleet of dealer groups. The tenants are copies of the ' +
    "demo seed's Harbour group (its dealerships, locations, pages and navigation; host `<slug>.localhost`), their " +
    'stock modelled on the demo cars with prices, km, years, statuses and locations of their own, generated in bulk ' +
    "(scripts/lib/fleetData.mjs) and indexed by the app's own code (toSearchDoc, the engine's upsert and facet cube " +
    'SQL: scripts/lib/fleetDocs.ts); the database is kept in .data/bench-fleet and reused while its counts and its ' +
    "generator's version match, once every car is checked to have its search document (a tenant short of them is " +
    'indexed again). ' +
    'Shoppers pick a tenant in proportion to its stock (the 5,000-car tenant one time in ten), then home (20 %), a ' +
    'search page (25 %: landing, a make, a body, a price limit), a car page (45 %: Zipf over its 1,000 newest cars) or ' +
    'a CMS page (10 %), after an uncounted warm-up; half of the requests (--revisit) go back to a page some shopper ' +
    'was served before, drawn evenly from all of them (a popular car, a home page, a link passed on). ' +
    "The stock feed is pushed as dealers' systems push it: each " +
    'dealership sends the cars changed since its last push (full rows, as read from the database and changed: a price, ' +
    'a sale, an arrival) to POST /api/stock-feed every --feed-interval seconds, each at its own moment, at most two ' +
    'pushes at once; a change counts once its push has written it. The hit rate that matters is on ' +
    'the pages shoppers asked for before: a two-core machine answers a few thousand requests in a run, against a ' +
    'fleet of hundreds of thousands of pages, so most requests are first visits no cache could answer (shown too). ' +
    'Renders per change is counted twice: from outside (MISS answers on pages shoppers were served before) and from ' +
    "the edges' own counters (GET /_edge/stats: every render during the feed, warming and stale refreshes " +
    'included, less the first visits). The deploy restarts every ' +
    'instance at once (boot warming off) and counts until 90 % of the last 200 answers to pages shoppers were served before come from the cache (first ' +
    'visits are misses whatever the fleet holds). ' +
    "The 5,000-car tenant's search is timed twice, straight to one instance with a new price limit each time: under " +
    "the feed (the queue behind the feed's work included) and after it, once the machine is quiet again (less than " +
    "25 % busy, or three minutes after the feed's last push, as the row says), the first ten of those timed apart: they " +
    "bring the instance's facet index of the tenant up to date with the feed's changes. " +
    'Figures, not assertions.\n\n' +
    `**Latest:** ${when}, production build of ${commit}.\n\n` +
    `${table1}\n\n${table2}\n\n${setup}\n\n${estimate}\n`
  const current = fs.existsSync(docsFile) ? fs.readFileSync(docsFile, 'utf8') : '# Benchmarks\n'
  const start = current.indexOf('\n## bench:fleet')
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + 1)
  const before = current.indexOf('\n## test:')
  const updated =
    start >= 0
      ? `${current.slice(0, start + 1)}${section}${end < 0 ? '' : current.slice(end)}`
      : before >= 0
        ? `${current.slice(0, before + 1)}${section}\n${current.slice(before + 1)}`
        : `${current.trimEnd()}\n\n${section}`
  fs.writeFileSync(docsFile, updated)
  log(`figures written to ${path.relative(process.cwd(), docsFile)}`)
} finally {
  await run.cleanup()
}
