// The edge and its Next workers: the pieces server/server.mjs puts together.
//
// The edge process (server/server.mjs) owns the public socket: canonicalise, refusals, the page cache's hits. Next
// renders in worker processes (server/worker.mjs, WEB_WORKERS of them, default 1) so a burst of renders never
// delays a cache hit. Each worker listens on a unix socket in a 0700 directory of the edge's (the socket itself 0600),
// so only the edge's user can reach it, and refuses any request without the edge secret it was given at fork.
//   proxy()         streams a request to a worker and its answer back (no buffering either way)
//   createLimiter() the bounded render queue the page cache's fills go through (PAGE_CACHE_FILLS …)
//   edgeIpc / workerIpc  the page cache's purge and warm-path calls, carried over the fork's IPC channel
import http from 'node:http'
import os from 'node:os'

import { PAGE_CACHE, SEARCH_SHELL_DATA, WARM_PATHS } from '../src/lib/edgeContract.mjs'
import { MAX_MESSAGE_TAGS, tagChunks } from '../src/lib/purgeScope.mjs'

import { EDGE_HEADER } from './edge.mjs'
import { packShellData } from './searchShell.mjs'

/** Hop-by-hop headers a proxy must not pass on (RFC 9110 §7.6.1), either way. */
export const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'])

/** The most Next workers started by default: each holds its own copy of the app (~300–600 MB). */
export const MAX_DEFAULT_WORKERS = 4

/** An integer setting: its value when it is one of at least `min`, else `fallback`. @param {string | undefined} v @param {number} fallback @param {number} min */
const int = (v, fallback, min) => {
  const n = Number(v)
  return v !== undefined && v.trim() !== '' && Number.isInteger(n) && n >= min ? n : fallback
}

/**
 * WEB_WORKERS, PAGE_CACHE_FILLS, PAGE_CACHE_FILL_QUEUE, PAGE_CACHE_FILL_WAIT_MS → numbers (bad values: defaults).
 * Workers default to the machine's cores, at most MAX_DEFAULT_WORKERS (renders are CPU-bound: one worker per core,
 * the edge's own work is light next to a render's); fills to two per worker.
 * @param {Record<string, string | undefined>} env @param {number} cores
 */
export function upstreamOptions(env = process.env, cores = os.availableParallelism()) {
  const workers = int(env.WEB_WORKERS, Math.max(1, Math.min(cores, MAX_DEFAULT_WORKERS)), 1)
  return {
    workers,
    fills: int(env.PAGE_CACHE_FILLS, 2 * workers, 1),
    fillQueue: int(env.PAGE_CACHE_FILL_QUEUE, 64, 0),
    fillWaitMs: int(env.PAGE_CACHE_FILL_WAIT_MS, 8000, 1),
  }
}

/**
 * The young generation a Next worker gets (MB per semi-space; WORKER_SEMI_SPACE_MB, 0 = V8's own, 16). A worker's
 * requests allocate fast and briefly (a search's rows and cards, a render's tree): with V8's default its scavenges
 * run every few milliseconds under load and promote what in-flight requests still hold; 64 MB halved the time a worker
 * spent collecting under a burst of searches (docs/benchmarks.md, bench:pages).
 */
export const WORKER_SEMI_SPACE_MB = 64

/**
 * The Node flags a Next worker starts with: the edge's own, and the young generation's size unless the operator set
 * one (in these flags or NODE_OPTIONS, which the worker inherits).
 * @param {readonly string[]} execArgv @param {Record<string, string | undefined>} env @returns {string[]}
 */
export function workerNodeFlags(execArgv = process.execArgv, env = process.env) {
  const set = [...execArgv, ...String(env.NODE_OPTIONS ?? '').split(/\s+/)].some((f) =>
    /^--(max|min)[-_]semi[-_]space/.test(f),
  )
  const mb = int(env.WORKER_SEMI_SPACE_MB, WORKER_SEMI_SPACE_MB, 0)
  return set || mb === 0 ? [...execArgv] : [...execArgv, `--max-semi-space-size=${mb}`]
}

/** An error the limiter rejects with: the queue is full, or the caller waited longer than maxWaitMs. */
export class BusyError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message)
    this.code = 'FILL_BUSY'
  }
}

/**
 * At most `concurrency` jobs at once; up to `queue` more wait (first come, first served) at most `maxWaitMs` each;
 * beyond that run() rejects at once with a BusyError (so a shopper gets a stale copy or a 503, never a long hang).
 * @param {{ concurrency: number, queue: number, maxWaitMs: number, now?: () => number }} options
 */
export function createLimiter({ concurrency, queue, maxWaitMs }) {
  let running = 0
  /** @type {{ start: () => void, timer: NodeJS.Timeout }[]} */
  const waiting = []
  const next = () => {
    while (running < concurrency && waiting.length) {
      const w = /** @type {typeof waiting[number]} */ (waiting.shift())
      clearTimeout(w.timer)
      w.start()
    }
  }
  /**
   * @template T
   * @param {() => Promise<T>} job
   * @returns {Promise<T>}
   */
  function run(job) {
    const go = () => {
      running++
      return Promise.resolve()
        .then(job)
        .finally(() => {
          running--
          next()
        })
    }
    if (running < concurrency) return go()
    if (waiting.length >= queue) return Promise.reject(new BusyError('render queue full'))
    return new Promise((resolve, reject) => {
      const w = {
        start: () => go().then(resolve, reject),
        timer: setTimeout(() => {
          const i = waiting.indexOf(w)
          if (i >= 0) waiting.splice(i, 1)
          reject(new BusyError(`waited ${maxWaitMs} ms for a render slot`))
        }, maxWaitMs),
      }
      w.timer.unref?.()
      waiting.push(w)
    })
  }
  return {
    run,
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    /** Slots free now with nobody waiting: a job run now starts at once and delays no one queued. */
    get free() {
      return waiting.length > 0 ? 0 : Math.max(0, concurrency - running)
    },
  }
}

/**
 * Streams `req` to the worker at `target` and the answer back to `res`. The request body is piped as it arrives (the
 * edge has already refused bodies too large for the host); the answer is piped as Next writes it. When no worker can
 * take it (down, restarting), `res` gets 503 with Retry-After unless headers were already sent (then it is cut).
 * @param {{ socketPath: string } | { host: string, port: number }} target
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {http.Agent} agent
 */
export function proxy(target, req, res, agent) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = {}
  for (const [name, value] of Object.entries(req.headers)) if (!HOP.has(name)) headers[name] = value
  const upstream = http.request({ ...target, agent, method: req.method, path: req.url, headers }, (answer) => {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const out = {}
    for (const [name, value] of Object.entries(answer.headers))
      if (!HOP.has(name) && name !== 'transfer-encoding' && value !== undefined) out[name] = value
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out)
    answer.pipe(res)
    answer.on('error', () => res.destroy())
  })
  upstream.on('error', () => {
    if (!res.headersSent) unavailable(res)
    else res.destroy()
  })
  // the shopper went away: stop the render's answer (Next sees its socket close)
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy()
  })
  req.pipe(upstream)
}

/** 503 with Retry-After: no worker can take the request right now. @param {import('node:http').ServerResponse} res */
export function unavailable(res, retryAfterS = 5) {
  const body = JSON.stringify({ error: 'The site is restarting. Please try again in a few seconds.' })
  res.writeHead(503, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterS),
    'content-length': String(Buffer.byteLength(body)),
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
}

/**
 * The last resort of a request handler that threw: a bare 500 while nothing has been sent, else cut the socket (a
 * half-sent page must not look complete). Logged with what failed.
 * @param {string} what @param {import('node:http').ServerResponse} res @param {unknown} error
 */
export function failRequest(what, res, error) {
  console.error(`${what} failed`, error)
  if (!res.headersSent) {
    res.statusCode = 500
    res.end('Internal Server Error')
  } else res.destroy()
}

/** Like `next start`: keep idle connections a little longer than common load balancers do. @param {import('node:http').Server} server */
export function keepAliveLikeNext(server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

/** FNV-1a of a client's address: the same client, the same worker (server/server.mjs workerFor). @param {string} text */
export function clientHash(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Whether a request reaching a worker carries the edge secret (constant time). @param {unknown} value @param {string} secret */
export function fromEdge(value, secret) {
  if (typeof value !== 'string' || !secret) return false
  const a = Buffer.from(value)
  const b = Buffer.from(secret)
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= /** @type {number} */ (a[i]) ^ /** @type {number} */ (b[i])
  return diff === 0
}
export { EDGE_HEADER }

// ---------------------------------------------------------------------------------------------------------------------
// IPC between the edge and a worker (messages: { dp: <type>, … })
//   worker → edge  { dp: 'ready' }                         the worker listens; the edge may send it requests
//                  { dp: 'purge', tenant: '3' | 'all' }    src/lib/pageCachePurge.ts, in the worker
//                  { dp: 'purge', tags: [...] }            the pages these expired tags concern (purgeTags)
//                  { dp: 'expired', tags: [...] }          the app expired these cache tags (expireTag)
//                  { dp: 'deps', fill, tags }              what a fill's render read (pageCache/renderDeps.mjs)
//                  { dp: 'warm-paths-reply', id, value }   the answer to a warm-paths question
//                  { dp: 'search-state-reply', id, value } the answer to a search-state question
//                  { dp: 'barrier-reply', id }             every message sent before it has arrived
//   edge → worker  { dp: 'warm-paths', id, tenant, vehicles? }  the tenant's popular paths (src/data/warmPaths.ts),
//                                                          with up to `vehicles` of its car pages
//                  { dp: 'search-state', id, host, path, search }  a search shell's data (searchShell.mjs; the app's
//                                                          searchShellData, src/app/(site)/[host]/search/searchPageState.ts)
//                  { dp: 'barrier', id }
//                  { dp: 'expire', tags: [...] }           expire these tags in this worker's own caches (fan-out)

/**
 * A message on a worker's IPC channel, either way: `dp` names it ('ready', 'purge', 'expired', 'warm-paths', …), `id`
 * pairs a question with its reply; the other fields depend on `dp`.
 * @typedef {{ dp: string, id?: number, [field: string]: unknown }} IpcMessage
 */

/** What came in on the channel as an IpcMessage, or null when it is not one. @param {unknown} message */
const ipcMessage = (message) =>
  message && typeof message === 'object' && typeof (/** @type {{ dp?: unknown }} */ (message).dp) === 'string'
    ? /** @type {IpcMessage} */ (message)
    : null

/** A cache tag as the app writes them ('t:3:vehicles', 'tenants'), or '*' (every tag: src/lib/dataCache.mjs
 * ALL_TAGS); anything else on the channel is dropped. */
const TAG = /^(?:[A-Za-z0-9_.:-]{1,128}|\*)$/
/** The plausible tags of a list (each as the app writes them), or []. @param {unknown} tags @returns {string[]} */
export function cleanTags(tags) {
  if (!Array.isArray(tags)) return []
  return tags.filter((t) => typeof t === 'string' && TAG.test(t))
}
/**
 * The tags of a message received, or [] (each a plausible tag, at most MAX_MESSAGE_TAGS: a sender splits a longer list
 * with tagChunks, so more is not from this code; what is past the bound is said, not dropped silently).
 * @param {unknown} tags @returns {string[]}
 */
export function validTags(tags) {
  const clean = cleanTags(tags)
  if (clean.length <= MAX_MESSAGE_TAGS) return clean
  console.error(`✖ a purge message of ${clean.length} tags: the first ${MAX_MESSAGE_TAGS} are applied`)
  return clean.slice(0, MAX_MESSAGE_TAGS)
}

/**
 * The edge's side for one worker. `send` is the child's send(); `cache` the page cache (purgeTenant/purgeAll);
 * `onExpired(tags)` hears the cache tags the app expired in this worker (the edge fans them out to every worker).
 * Returns `onMessage` (wire it to the child's 'message' event), `warmPaths(tenantId)`, `barrier()` — which resolves
 * once every message the worker sent before it reached the edge (or after timeoutMs, or when it exits) — and
 * `expire(tags)`, which asks the worker to expire tags in its own caches.
 * `renderDeps` hears what each fill's render read.
 * @param {{ send: (message: IpcMessage) => unknown,
 *   cache: { purgeTenant: (id: string) => unknown, purgeAll: () => unknown, purgeTags?: (tags: string[]) => unknown },
 *   onReady?: () => void, onExpired?: (tags: string[]) => void, timeoutMs?: number,
 *   renderDeps?: Pick<import('./pageCache/renderDeps.mjs').RenderDepsRegistry, 'deliver'> }} input
 */
export function edgeIpc({ send, cache, onReady, onExpired, timeoutMs = 5000, renderDeps }) {
  let seq = 0
  /** @type {Map<number, (value: unknown) => void>} */
  const pending = new Map()
  /** @param {IpcMessage} message @param {null} fallback @returns {Promise<unknown>} */
  const ask = (message, fallback) =>
    new Promise((resolve) => {
      const id = ++seq
      const timer = setTimeout(() => {
        pending.delete(id)
        resolve(fallback)
      }, timeoutMs)
      timer.unref?.()
      pending.set(id, (value) => {
        clearTimeout(timer)
        resolve(value)
      })
      try {
        send({ ...message, id })
      } catch {
        pending.delete(id)
        clearTimeout(timer)
        resolve(fallback)
      }
    })
  /** @param {unknown} received */
  function onMessage(received) {
    const message = ipcMessage(received)
    if (!message) return
    if (message.dp === 'ready') onReady?.()
    else if (message.dp === 'expired') {
      const tags = validTags(message.tags)
      if (tags.length) onExpired?.(tags)
    } else if (message.dp === 'deps') {
      renderDeps?.deliver(message.fill, message.tags)
    } else if (message.dp === 'purge') {
      const tags = validTags(message.tags)
      if (tags.length) {
        if (cache.purgeTags) cache.purgeTags(tags)
        else cache.purgeAll()
      } else if (message.tenant === 'all') cache.purgeAll()
      else if (/^\d+$/.test(String(message.tenant))) cache.purgeTenant(String(message.tenant))
    } else if (
      message.dp === 'warm-paths-reply' ||
      message.dp === 'barrier-reply' ||
      message.dp === 'search-state-reply'
    ) {
      const id = /** @type {number} */ (message.id)
      const done = pending.get(id)
      pending.delete(id)
      done?.(message.value ?? null)
    }
  }
  /** Answers every question still open (the worker exited). */
  function close() {
    for (const done of pending.values()) done(null)
    pending.clear()
  }
  return {
    onMessage,
    close,
    /** @type {import('../src/lib/edgeContract.mjs').WarmPaths} */
    warmPaths: (tenantId, options = {}) =>
      /** @type {Promise<import('../src/lib/edgeContract.mjs').WarmPathsAnswer | null>} */ (
        ask({ dp: 'warm-paths', tenant: tenantId, ...(options.vehicles ? { vehicles: options.vehicles } : {}) }, null)
      ),
    /**
     * A search shell's data from the app (null: the worker could not answer; the edge then asks over HTTP).
     * @param {{ host: string, path: string, search: string }} input
     */
    searchState: (input) => ask({ dp: 'search-state', host: input.host, path: input.path, search: input.search }, null),
    barrier: () => ask({ dp: 'barrier' }, null).then(() => undefined),
    /** @param {string[]} tags */
    expire(tags) {
      try {
        for (const chunk of tagChunks(tags)) send({ dp: 'expire', tags: chunk })
      } catch {
        // the worker is gone: its replacement starts with empty caches
      }
    },
  }
}

/**
 * The worker's side: the page cache the app purges (PAGE_CACHE in src/lib/edgeContract.mjs, src/lib/pageCachePurge.ts)
 * becomes a message to the edge, and so does every tag the app expires (`tagsExpired`); the edge's warm-path,
 * search-state and barrier questions are answered from WARM_PATHS and SEARCH_SHELL_DATA, and its `expire` messages
 * go to `expireLocal(tags)` (the worker's own caches: see server/worker.mjs). Returns `onMessage` (wire it to
 * process 'message').
 * @param {{ send: (message: IpcMessage) => unknown, expireLocal?: (tags: string[]) => void }} input
 */
export function workerIpc({ send, expireLocal }) {
  PAGE_CACHE.set({
    /** @param {string[]} tags */
    tagsExpired(tags) {
      for (const chunk of tagChunks(cleanTags(tags))) send({ dp: 'expired', tags: chunk })
    },
    /** @param {string | number} tenantId */
    purgeTenant(tenantId) {
      send({ dp: 'purge', tenant: String(tenantId) })
      return 0
    },
    purgeAll() {
      send({ dp: 'purge', tenant: 'all' })
      return 0
    },
    /** @param {string[]} tags */
    purgeTags(tags) {
      for (const chunk of tagChunks(cleanTags(tags))) send({ dp: 'purge', tags: chunk })
      return 0
    },
    stats: () => ({}),
  })
  /** @param {unknown} received */
  async function onMessage(received) {
    const message = ipcMessage(received)
    if (!message) return
    if (message.dp === 'barrier') send({ dp: 'barrier-reply', id: message.id })
    else if (message.dp === 'expire') {
      const tags = validTags(message.tags)
      if (tags.length) {
        try {
          expireLocal?.(tags)
        } catch (error) {
          console.error('cache tag expiry failed', error)
        }
      }
    } else if (message.dp === 'warm-paths') {
      const lookup = WARM_PATHS.get()
      let value = null
      const vehicles = Number(message.vehicles)
      try {
        value =
          typeof lookup === 'function'
            ? await lookup(Number(message.tenant), Number.isInteger(vehicles) && vehicles > 0 ? { vehicles } : {})
            : null
      } catch {
        value = null
      }
      send({ dp: 'warm-paths-reply', id: message.id, value })
    } else if (message.dp === 'search-state') {
      const lookup = SEARCH_SHELL_DATA.get()
      let value = null
      try {
        value =
          typeof lookup === 'function'
            ? await lookup({ host: String(message.host), path: String(message.path), search: String(message.search) })
            : null
      } catch (error) {
        console.error('search shell data failed', error)
        value = null
      }
      // the state as the data block's text already (packShellData): the edge does not parse it to write it again
      const answer = /** @type {{ ok?: unknown, data?: unknown } | null} */ (value)
      if (answer && typeof answer === 'object' && answer.ok) value = { ...answer, data: packShellData(answer.data) }
      send({ dp: 'search-state-reply', id: message.id, value })
    }
  }
  return { onMessage }
}

// ---------------------------------------------------------------------------------------------------------------------
// Cache tags across workers

/**
 * The edge's fan-out of cache tags (WEB_WORKERS > 1: each worker has its own data cache, so an edit handled by one
 * must expire the same tags in all). `broadcast(tags)` sends { dp: 'expire', tags } to every worker, the one that
 * expired them included (a job or a timer expires tags outside a request, where Next's revalidateTag cannot).
 *   expired(tags)         a worker expired these: to every worker now, and again `delayMs` later (a job's write
 *                         commits after its hooks ran; bursts such as an import coalesce into one repeat per delay)
 *   watchWrite(req, res)  a write request (not GET/HEAD/OPTIONS): once its answer has gone out and `barrier()` says
 *                         every message its worker sent before has arrived, the tags expired while it ran go to every
 *                         worker again — Payload runs the hooks (and so the expiry) before it commits, so a render
 *                         in between, in any worker, may have cached the old data (as the page cache's re-purge).
 * @param {{ broadcast: (tags: string[]) => void, barrier?: () => Promise<void>, delayMs?: number }} input
 */
export function createTagFanout({ broadcast, barrier, delayMs = 1000 }) {
  let seq = 0
  /** tag → the sequence number of its last expiry (insertion order = recency; bounded) */
  const last = new Map()
  /** @type {Set<string>} */
  const repeat = new Set()
  /** @type {NodeJS.Timeout | null} */
  let timer = null
  const MAX_TAGS = 10_000

  /** @param {string[]} tags */
  function remember(tags) {
    seq++
    for (const tag of tags) {
      last.delete(tag)
      last.set(tag, seq)
      repeat.add(tag)
    }
    while (last.size > MAX_TAGS) last.delete(/** @type {string} */ (last.keys().next().value))
    if (timer) return
    timer = setTimeout(() => {
      timer = null
      const again = [...repeat]
      repeat.clear()
      for (const chunk of tagChunks(again)) broadcast(chunk)
    }, delayMs)
    timer.unref?.()
  }

  /** @param {string[]} tags */
  function expired(tags) {
    const valid = validTags(tags)
    if (!valid.length) return
    remember(valid)
    broadcast(valid)
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function watchWrite(req, res) {
    const method = (req.method ?? 'GET').toUpperCase()
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return
    const started = seq
    res.once('close', () => {
      // once, after the commit: not remembered for another repeat (the write is done; a second one would only add
      // renders of the same pages on every instance)
      const again = () => {
        const tags = [...last].filter(([, s]) => s > started).map(([tag]) => tag)
        for (const chunk of tagChunks(tags)) broadcast(chunk)
      }
      if (barrier) void barrier().then(again, again)
      else again()
    })
  }

  return { expired, watchWrite }
}
