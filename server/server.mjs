// The production server: Next.js behind our own edge (server/edge.mjs), in two kinds of process. This one is
// the edge (canonicalise, refusals, the page cache's hits, the build's static files); Next renders in WEB_WORKERS
// (default: the machine's cores, at most 4) forked workers (server/worker.mjs) reached over a private unix
// socket, so renders never hold up a cache hit and use every core. Page renders go round robin; API calls and writes go to the worker the client's
// address hashes to, so per-process, per-client state (the sign-in throttle, a car's once-per-visitor view count)
// sees all of one client's requests. A cache tag expired in one worker is expired in all (createTagFanout). The edge restarts a worker that dies (503 + Retry-After meanwhile, hits still served). The edge is why the client address, host and
// protocol the app sees come from the socket, or from a proxy named in TRUSTED_PROXIES — never from a header a
// client wrote. `npm start`, `npm run demo`, the e2e server, the benchmarks and the Docker image all run this;
// plain `next start` works too, but then the app treats every client's address as unknown.
//   node server/server.mjs [-p PORT] [-H HOSTNAME]        (PORT and HOSTNAME from env otherwise)
import { fork, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ALL_TAGS } from '../src/lib/dataCache.mjs'
import { connect, redisPrefix } from '../src/lib/sharedRedis.mjs'
import { workerPoolEnv } from '../src/lib/db/poolBudget.mjs'

import { createBus } from './bus.mjs'
import { canonicalise, edgeSecret, parseAdminHosts, parseTrustedProxies, refuse } from './edge.mjs'
import { createDiskStore, createImageCache, imageCacheOptions } from './imageCache.mjs'
import { createEdgeStats, processRss } from './edgeStats.mjs'
import { createMediaFiles } from './mediaFiles.mjs'
import { createPageCache, pageCacheOptions } from './pageCache.mjs'
import { createRenderDeps } from './pageCache/renderDeps.mjs'
import { createSharedPages } from './pageCache/shared.mjs'
import { createStaticFiles } from './staticFiles.mjs'
import {
  clientHash,
  createLimiter,
  createTagFanout,
  edgeIpc,
  failRequest,
  keepAliveLikeNext,
  proxy,
  unavailable,
  upstreamOptions,
  workerNodeFlags,
} from './upstream.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
/** @template {string | number | undefined} T @param {string} flag @param {T} fallback @returns {string | T} */
const arg = (flag, fallback) => {
  const i = argv.indexOf(flag)
  const value = argv[i + 1]
  return i >= 0 && value ? value : fallback
}
const port = Number(arg('-p', process.env.PORT || 3000))
const hostname = arg('-H', process.env.HOSTNAME || undefined)

let trusted
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}

const adminHosts = parseAdminHosts(process.env.ADMIN_HOSTS)
const limits = upstreamOptions(process.env)
const images = imageCacheOptions(process.env)
// Resizing runs in a worker of its own (IMAGE_WORKER=0: in the page workers), at a lower CPU priority
// (IMAGE_WORKER_NICE, default 10): on a busy machine the page workers and the API get the cores first.
const imageWorker = process.env.IMAGE_WORKER !== '0'
const niceBin = ['/usr/bin/nice', '/bin/nice'].find((f) => fs.existsSync(f))
const imageNice = niceBin ? Math.min(19, Math.max(0, Number(process.env.IMAGE_WORKER_NICE ?? 10) || 0)) : 0

// --- the Next workers (server/worker.mjs): forked, restarted when they die, reached on a private unix socket ---
const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-edge-'))
fs.chmodSync(socketDir, 0o700)
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
let stopping = false
/**
 * @typedef {{ index: number, child: import('node:child_process').ChildProcess | null, ready: boolean,
 *   socketPath: string, ipc: ReturnType<typeof edgeIpc> | null, restarts: number, images: boolean, asked: number }} Worker
 * `asked`: search-state questions sent to it and not answered yet (leastAsked)
 */
/** @type {Worker[]} the page workers, then the image worker */
const allWorkers = Array.from({ length: limits.workers + (imageWorker ? 1 : 0) }, (_, index) => ({
  index,
  child: null,
  ready: false,
  socketPath: path.join(socketDir, `w${index}.sock`),
  ipc: null,
  restarts: 0,
  images: index >= limits.workers,
  asked: 0,
}))
const workers = allWorkers.filter((w) => !w.images)
// each process's share of the instance's DATABASE_CONNECTIONS, as its DATABASE_POOL_MAX (src/lib/db/poolBudget.mjs)
const poolEnv = workerPoolEnv(process.env, allWorkers.length)
/** @type {(() => void) | null} */
let firstReady = null
const anyReady = new Promise((resolve) => (firstReady = () => resolve(undefined)))
/** This instance among the fleet's (its workers say so in Redis: src/lib/sharedLimits.ts). */
const instanceId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`
/** What each page-cache fill's render read, as the workers tell it (server/pageCache/renderDeps.mjs). */
const renderDeps = createRenderDeps()

/** @param {Worker} w */
function startWorker(w) {
  const script = path.join(root, 'server/worker.mjs')
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'production',
    DP_WORKER_SOCKET: w.socketPath,
    DP_EDGE_SECRET: edgeSecret(),
    DP_EDGE_PORT: String(port),
    DP_EDGE_HOSTNAME: hostname ?? 'localhost',
    // the instance's id in the fleet count (src/lib/sharedLimits.ts startFleetHeartbeat): every worker of this edge
    DP_INSTANCE: instanceId,
    ...poolEnv,
    // one lead delivery worker and one publish schedule runner are enough: the first Next worker runs them
    ...(w.index > 0 ? { LEAD_WORKER: '0', PUBLISH_SCHEDULE: '0', RESERVATION_WORKER: '0', ALERT_JOB: '0' } : {}),
    // one resize takes one core (libvips would use them all)
    ...(w.images ? { VIPS_CONCURRENCY: process.env.VIPS_CONCURRENCY || '1' } : {}),
  }
  // through `nice`, every thread of the image worker runs at the lower priority (os.setPriority reaches one thread)
  const child =
    w.images && imageNice > 0
      ? spawn(
          /** @type {string} */ (niceBin),
          ['-n', String(imageNice), process.execPath, ...process.execArgv, script],
          {
            env,
            stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
          },
        )
      : fork(script, [], { env, stdio: 'inherit', execArgv: workerNodeFlags() })
  w.child = child
  w.ready = false
  const ipc = edgeIpc({
    send: (message) => child.connected && child.send(message),
    cache: {
      purgeTenant: (id) => pageCache.purgeTenant(id),
      purgeAll: () => pageCache.purgeAll(),
      purgeTags: (tags) => pageCache.purgeTags(tags),
    },
    renderDeps,
    onExpired: (tags) => tagFanout.expired(tags),
    onReady: () => {
      w.ready = true
      w.restarts = 0
      firstReady?.()
    },
  })
  w.ipc = ipc
  child.on('message', ipc.onMessage)
  child.on('exit', (code, signal) => {
    w.ready = false
    w.child = null
    ipc.close()
    if (stopping) return
    const delay = Math.min(10_000, 500 * 2 ** w.restarts++)
    console.error(`✖ Next worker ${w.index} exited (${signal ?? code}); restarting in ${delay} ms`)
    setTimeout(() => startWorker(w), delay).unref()
  })
}
allWorkers.forEach(startWorker)

// Every worker expires the cache tags any of them expired (server/upstream.mjs createTagFanout), and with
// REDIS_URL so does every other instance (server/bus.mjs): its workers, and its page cache for the tenant a tag
// names. An instance cut off from the bus drops its page cache and its workers' caches when it is back.
const barrier = () => Promise.all(allWorkers.map((w) => w.ipc?.barrier())).then(() => undefined)
/** @param {string[]} tags */
const expireInWorkers = (tags) => {
  for (const w of allWorkers) w.ipc?.expire(tags)
}
const bus = createBus({
  url: process.env.REDIS_URL,
  onTags: (tags) => {
    expireInWorkers(tags)
    // another instance made this purge (and recorded it for the fleet's tier)
    pageCache.purgeTags(tags, true)
  },
  // back after an outage (or told by one whose publishes failed): the workers' caches go, the pages held go stale
  // gradually (served meanwhile, each refreshed at its next ask): no fleet-wide burst of renders onto PostgreSQL
  onResync: () => {
    expireInWorkers([ALL_TAGS])
    pageCache.staleAll()
    // purges made while Redis was away were not recorded: no page the fleet kept from before may be served
    sharedPages?.purged('all')
  },
})
const tagFanout = createTagFanout({
  broadcast: (tags) => {
    expireInWorkers(tags)
    bus?.publish(tags)
  },
  barrier,
})

let turn = 0
/** The next ready worker (round robin), or null while none is. */
function pickWorker() {
  for (let i = 0; i < workers.length; i++) {
    const w = /** @type {Worker} */ (workers[(turn + i) % workers.length])
    if (w.ready) {
      turn = (turn + i + 1) % workers.length
      return w
    }
  }
  return null
}

/**
 * The ready worker with the fewest search-state questions open (ties in turn): a worker held up (a long render, a
 * garbage collection) gets no more of a burst's questions until it answers, where round robin would queue every other
 * one behind it.
 */
function leastAsked() {
  /** @type {Worker | null} */
  let best = null
  for (let i = 0; i < workers.length; i++) {
    const w = /** @type {Worker} */ (workers[(turn + i) % workers.length])
    if (w.ready && (!best || w.asked < best.asked)) best = w
  }
  if (best) turn = (workers.indexOf(best) + 1) % workers.length
  return best
}

/** The image worker while it is ready, else a page worker. */
function pickImageWorker() {
  const w = allWorkers.find((x) => x.images)
  return w?.ready ? w : pickWorker()
}

/** Bulk work that must not hold up renders: a dealer system's stock feed push (an import of a dealership's stock). */
const BACKGROUND_API = /^\/api\/stock-feed(\/|$|\?)/

/**
 * The worker for a request: an image (the optimiser, the demo pictures) or a stock feed push the image worker (it
 * runs at a lower priority: renders get the cores first); a page read (GET/HEAD outside /api) round robin; anything else — the API, writes, server
 * actions — the worker the client's address (x-forwarded-for, set by canonicalise) hashes to while it is ready. With
 * REDIS_URL the per-client state (the sign-in throttle, the once-per-visitor counts of src/data/vehicleEvents.ts, the
 * per-client lead limit) is shared by every process (src/lib/sharedLimits.ts); without it, this keeps each client's
 * state in one worker.
 * @param {import('node:http').IncomingMessage} req
 */
function workerFor(req) {
  const method = (req.method ?? 'GET').toUpperCase()
  if (/^\/(_next\/image|demo-images\/)/.test(req.url ?? '/') || BACKGROUND_API.test(req.url ?? '/'))
    return pickImageWorker()
  if ((method === 'GET' || method === 'HEAD') && !/^\/api(\/|$|\?)/.test(req.url ?? '/')) return pickWorker()
  const sticky = workers[clientHash(String(req.headers['x-forwarded-for'] ?? '')) % workers.length]
  return sticky?.ready ? sticky : pickWorker()
}
// WORKER_HEADER=1 (the e2e server): answers Next sent name the worker (`x-worker: 0`), so a test can tell them apart
const workerHeader = process.env.WORKER_HEADER === '1'

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
const render = (req, res) => {
  const w = workerFor(req)
  if (!w) return unavailable(res)
  if (workerHeader) res.setHeader('x-worker', String(w.index))
  proxy({ socketPath: w.socketPath }, req, res, agent)
}

/** @type {import('node:http').Server} */
let server
// The build's own files (scripts, stylesheets, media, brand faces, the icon sprite) from memory, precompressed
// (server/staticFiles.mjs); the workers only see what it leaves to them (the stylesheet holds the first
// paint, the hero photo the largest).
const staticFiles = createStaticFiles({
  distDir: path.resolve(root, process.env.NEXT_DIST_DIR || '.next'),
  publicDir: path.join(root, 'public'),
})
// The image optimiser's answers (/_next/image): only the site's variants, kept in memory and on disk, misses resized
// one at a time in the image worker (server/imageCache.mjs).
const imageCache = createImageCache({
  agent,
  target: () => {
    const w = pickImageWorker()
    if (!w) throw new Error('no Next worker is ready')
    return { socketPath: w.socketPath }
  },
  limiter: createLimiter({ concurrency: images.fills, queue: images.queue, maxWaitMs: images.waitMs }),
  disk: images.diskDir ? createDiskStore({ dir: images.diskDir, maxBytes: images.diskMaxBytes }) : null,
})
// The page cache (server/pageCache.mjs): fills are requests to a worker, at most PAGE_CACHE_FILLS at once;
// PAGE_CACHE=off turns it off.
const mediaFiles = createMediaFiles({
  agent,
  adminHosts,
  target: () => {
    const w = pickWorker()
    if (!w) throw new Error('no Next worker is ready')
    return { socketPath: w.socketPath }
  },
})
const pageCacheSettings = pageCacheOptions(process.env)
/**
 * The fleet's tier of the page cache (server/pageCache/shared.mjs): with REDIS_URL, unless PAGE_CACHE_SHARED=off,
 * pages rendered by any instance of this build are kept once in Redis for all of them.
 */
const sharedPages =
  process.env.REDIS_URL && !/^(off|0|false|no)$/i.test(String(process.env.PAGE_CACHE_SHARED ?? '').trim())
    ? createSharedPages({
        redis: connect(process.env.REDIS_URL, 'page-cache'),
        prefix: redisPrefix(),
        build: fs.readFileSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim(),
        ttlMs: pageCacheSettings.ttlMs + pageCacheSettings.swrMs,
        freshMs: pageCacheSettings.ttlMs,
        log: (message) => console.warn(message),
      })
    : null
const pageCache = createPageCache({
  handle: render,
  renderDeps,
  shared: sharedPages,
  adminHosts,
  options: pageCacheSettings,
  target: () => {
    const w = pickWorker()
    if (!w) throw Object.assign(new Error('no Next worker is ready'), { code: 'FILL_BUSY' })
    return { socketPath: w.socketPath }
  },
  limiter: createLimiter({ concurrency: limits.fills, queue: limits.fillQueue, maxWaitMs: limits.fillWaitMs }),
  // a tenant's first visit since the start warms its popular pages and car pages on the host it came on
  // (PAGE_CACHE_BOOT_WARM; pageCache/warming.mjs firstVisit); `npm run bench:journey` waits for these lines
  warmConcurrency: limits.workers,
  onWarmed: (r) => {
    const why = r.stopped ? ` (stopped: ${r.stopped})` : ''
    console.log(`› Page cache warm: ${r.host}, ${r.warmed} of ${r.pages} pages in ${(r.ms / 1000).toFixed(1)} s${why}`)
  },
  barrier,
  warmPaths: (tenantId, options) => {
    const w = pickWorker()
    return w?.ipc ? w.ipc.warmPaths(tenantId, options) : Promise.resolve(null)
  },
  // a search shell's data (server/searchShell.mjs), asked over IPC of the worker with the fewest such questions open
  searchState: (input) => {
    const w = leastAsked()
    if (!w?.ipc) return Promise.resolve(null)
    w.asked++
    return w.ipc.searchState(input).finally(() => w.asked--)
  },
  // … two at a time per worker, like renders: a burst of new search addresses leaves the workers room for enquiries
  stateLimiter: createLimiter({ concurrency: limits.fills, queue: 1024, maxWaitMs: Math.min(2000, limits.fillWaitMs) }),
})

// GET /_edge/stats with EDGE_STATS_TOKEN (server/edgeStats.mjs)
const edgeStats = createEdgeStats({
  token: process.env.EDGE_STATS_TOKEN,
  collect: () => {
    const memory = process.memoryUsage()
    return {
      instance: instanceId,
      uptimeSeconds: Math.round(process.uptime()),
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      workers: allWorkers.map((w) => ({
        index: w.index,
        ready: w.ready,
        restarts: w.restarts,
        images: w.images,
        rssBytes: processRss(w.child?.pid),
      })),
      pageCache: pageCache.stats(),
      bus: bus ? bus.stats() : null,
    }
  },
})

server = http.createServer((req, res) => {
  // stopping: this answer is the connection's last, so a proxy's kept-alive connection closes instead of holding the exit
  if (stopping) res.setHeader('connection', 'close')
  const seen = canonicalise(req, trusted)
  if (refuse(req, res, seen, adminHosts)) return
  if (edgeStats(req, res)) return
  tagFanout.watchWrite(req, res)
  void (async () => {
    if (await staticFiles.serve(req, res)) return
    if (await imageCache.serve(req, res)) return
    if (await mediaFiles.serve(req, res)) return
    await pageCache.serve(req, res, seen)
  })().catch((error) => failRequest('page cache', res, error))
})
keepAliveLikeNext(server)
await anyReady
server.on('error', (error) => {
  // e.g. EADDRINUSE: the workers must not outlive the edge
  console.error(`✖ ${error.message}`)
  stopping = true
  for (const w of allWorkers) w.child?.kill('SIGTERM')
  fs.rmSync(socketDir, { recursive: true, force: true })
  process.exit(1)
})
server.listen(port, hostname, () => {
  const where = trusted.size ? `, trusting forwarded headers from TRUSTED_PROXIES (${process.env.TRUSTED_PROXIES})` : ''
  const cache = pageCache.options.enabled
    ? `page cache on (${pageCache.options.maxBytes / 1024 / 1024} MB, ${pageCache.options.ttlMs / 1000} s + ${pageCache.options.swrMs / 1000} s stale)`
    : 'page cache off (PAGE_CACHE=off)'
  const renders = `${limits.workers} Next worker${limits.workers === 1 ? '' : 's'}, ${limits.fills} concurrent fills${imageWorker ? `, an image worker (nice ${imageNice}, ${images.fills} resize at once)` : ''}`
  const shared = bus ? `shared state in Redis (instance ${bus.instance.slice(0, 8)})` : 'shared state in this process'
  console.log(`› Ready on http://${hostname ?? 'localhost'}:${port}${where}; ${cache}; ${renders}; ${shared}`)
})

// SIGTERM/SIGINT: stop taking connections, let the answers under way finish (the workers keep serving them; each is
// its connection's last), then stop the workers and leave; forced after 20 s. A proxy retries what it could not send
// here on another instance (docs/DEPLOY.md "Rolling restart").
const stop = () => {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(1), 20_000).unref()
  server.close(() => {
    const exits = allWorkers.map(
      (w) =>
        new Promise((resolve) => (w.child ? (w.child.once('exit', resolve), w.child.kill('SIGTERM')) : resolve(0))),
    )
    void Promise.all([...exits, bus?.close()]).then(() => {
      fs.rmSync(socketDir, { recursive: true, force: true })
      process.exit(0)
    })
  })
  // a connection busy when close() was called stays open once its answer is sent: close it as soon as it is idle
  setInterval(() => server.closeIdleConnections(), 250).unref()
  server.closeIdleConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
