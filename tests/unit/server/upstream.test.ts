/**
 * The edge and its Next workers (server/upstream.mjs): the bounded render queue, the streaming proxy to
 * a worker's unix socket, the IPC that carries purges and warm paths, and how the page cache uses them (a full queue
 * → a stale copy or 503 + Retry-After; the after-commit re-purge waits for purges still on the IPC channel).
 */
import { jest } from '@jest/globals'
import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createPageCache, pageCacheOptions } from '../../../server/pageCache.mjs'
import { PAGE_CACHE, SEARCH_SHELL_DATA, WARM_PATHS } from '../../../src/lib/edgeContract.mjs'
import { MAX_MESSAGE_TAGS } from '../../../src/lib/purgeScope.mjs'
import {
  BusyError,
  clientHash,
  createLimiter,
  createTagFanout,
  edgeIpc,
  fromEdge,
  proxy,
  upstreamOptions,
  workerNodeFlags,
  WORKER_SEMI_SPACE_MB,
  validTags,
  workerIpc,
} from '../../../server/upstream.mjs'
import { fakeResponse } from '../../helpers/fakeResponse'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until `check` holds: a state the test waits for, not a duration (fails after 5 s). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited 5 s for: ${what}`)
    await sleep(1)
  }
}

describe('edge and workers: settings', () => {
  it("a worker's young generation: 64 MB semi-spaces by default, WORKER_SEMI_SPACE_MB overrides (0: V8's own); an operator's own flag wins", () => {
    expect(workerNodeFlags([], {})).toEqual([`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`])
    expect(WORKER_SEMI_SPACE_MB).toBe(64)
    expect(workerNodeFlags(['--enable-source-maps'], { WORKER_SEMI_SPACE_MB: '32' })).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=32',
    ])
    expect(workerNodeFlags([], { WORKER_SEMI_SPACE_MB: '0' })).toEqual([])
    expect(workerNodeFlags([], { WORKER_SEMI_SPACE_MB: 'big' })).toEqual(['--max-semi-space-size=64'])
    expect(workerNodeFlags(['--max-semi-space-size=8'], {})).toEqual(['--max-semi-space-size=8'])
    expect(workerNodeFlags([], { NODE_OPTIONS: '--max-old-space-size=4096 --max_semi_space_size=16' })).toEqual([])
  })

  it('a worker per core (at most 4) and two concurrent fills per worker by default; WEB_WORKERS and PAGE_CACHE_FILL* override; bad values ignored', () => {
    expect(upstreamOptions({}, 1)).toEqual({ workers: 1, fills: 2, fillQueue: 64, fillWaitMs: 8000 })
    expect(upstreamOptions({}, 2)).toEqual({ workers: 2, fills: 4, fillQueue: 64, fillWaitMs: 8000 })
    expect(upstreamOptions({}, 32).workers).toBe(4)
    expect(
      upstreamOptions(
        {
          WEB_WORKERS: '2',
          PAGE_CACHE_FILLS: '3',
          PAGE_CACHE_FILL_QUEUE: '0',
          PAGE_CACHE_FILL_WAIT_MS: '500',
        },
        8,
      ),
    ).toEqual({ workers: 2, fills: 3, fillQueue: 0, fillWaitMs: 500 })
    expect(upstreamOptions({ WEB_WORKERS: '0', PAGE_CACHE_FILLS: 'lots', PAGE_CACHE_FILL_WAIT_MS: '-1' }, 1)).toEqual({
      workers: 1,
      fills: 2,
      fillQueue: 64,
      fillWaitMs: 8000,
    })
  })
})

describe('edge and workers: which worker', () => {
  it("the API and writes follow the client's address: the same address, the same worker; addresses spread", () => {
    expect(clientHash('203.0.113.7')).toBe(clientHash('203.0.113.7'))
    const spread = new Set(Array.from({ length: 64 }, (_, i) => clientHash(`10.0.0.${i}`) % 2))
    expect([...spread].sort()).toEqual([0, 1])
    expect(Number.isInteger(clientHash(''))).toBe(true)
  })
})

describe('edge and workers: the bounded render queue', () => {
  it('runs at most `concurrency` jobs at once, the rest in arrival order', async () => {
    const limiter = createLimiter({ concurrency: 2, queue: 10, maxWaitMs: 1000 })
    let running = 0
    let peak = 0
    const order: number[] = []
    const job = (n: number) => async () => {
      running++
      peak = Math.max(peak, running)
      await sleep(5)
      order.push(n)
      running--
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => limiter.run(job(n))))
    expect(results).toEqual([1, 2, 3, 4, 5])
    expect(peak).toBe(2)
    expect(order.slice(2)).toEqual([3, 4, 5])
    expect(limiter.running).toBe(0)
  })

  it('a full queue refuses at once; a job that waited too long is refused and never runs', async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 1, maxWaitMs: 20 })
    let release!: () => void
    const first = limiter.run(() => new Promise<void>((r) => (release = r)))
    let ran = false
    const queued = limiter.run(async () => {
      ran = true
    })
    await expect(limiter.run(async () => 'x')).rejects.toBeInstanceOf(BusyError)
    await expect(queued).rejects.toMatchObject({ code: 'FILL_BUSY' })
    release()
    await first
    await sleep(5)
    expect(ran).toBe(false)
    expect(limiter.waiting).toBe(0)
    // a failing job frees its slot too
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok')
  })

  it('`free` counts the slots a background job may take without delaying anyone queued', async () => {
    const limiter = createLimiter({ concurrency: 2, queue: 5, maxWaitMs: 1000 })
    expect(limiter.free).toBe(2)
    const releases: (() => void)[] = []
    const hold = () => limiter.run(() => new Promise<void>((r) => releases.push(r)))
    const jobs = [hold()]
    await sleep(1)
    expect(limiter.free).toBe(1)
    jobs.push(hold(), hold())
    await sleep(1)
    expect(limiter.waiting).toBe(1)
    expect(limiter.free).toBe(0)
    while (releases.length) releases.shift()!()
    await sleep(1)
    while (releases.length) releases.shift()!()
    await Promise.all(jobs)
    expect(limiter.free).toBe(2)
  })
})

describe('edge and workers: the proxy to a worker', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-upstream-test-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** An edge (proxying everything) in front of a worker on a unix socket; returns the edge's port. */
  async function pair(worker: http.RequestListener | null) {
    const socketPath = path.join(dir, `w${Math.random().toString(36).slice(2)}.sock`)
    const agent = new http.Agent({ keepAlive: true })
    const servers: http.Server[] = []
    if (worker) {
      const w = http.createServer(worker)
      await new Promise<void>((r) => w.listen(socketPath, r))
      servers.push(w)
    }
    const edge = http.createServer((req, res) => proxy({ socketPath }, req, res, agent))
    await new Promise<void>((r) => edge.listen(0, '127.0.0.1', r))
    servers.push(edge)
    const port = (edge.address() as { port: number }).port
    const close = async () => {
      agent.destroy()
      for (const s of servers) {
        s.closeAllConnections()
        await new Promise((r) => s.close(r))
      }
    }
    return { port, close }
  }

  const call = (port: number, options: http.RequestOptions, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, agent: false, ...options }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      })
      req.on('error', reject)
      req.end(body)
    })

  it('passes method, path, headers and a POST body through, and the answer back (status, headers, streamed body)', async () => {
    const seen: { method?: string; url?: string; headers?: http.IncomingHttpHeaders; body?: string } = {}
    const p = await pair((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        Object.assign(seen, { method: req.method, url: req.url, headers: req.headers, body })
        res.writeHead(201, { 'content-type': 'application/json', 'x-one': '1' })
        res.write('{"ok":')
        setTimeout(() => res.end('true}'), 5)
      })
    })
    try {
      const answer = await call(
        p.port,
        {
          method: 'POST',
          path: '/api/leads?x=1',
          headers: {
            host: 'harbour.localhost',
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.9',
            connection: 'keep-alive',
          },
        },
        '{"name":"Sam"}',
      )
      expect(answer.status).toBe(201)
      expect(answer.headers['x-one']).toBe('1')
      expect(answer.body).toBe('{"ok":true}')
      expect(seen.method).toBe('POST')
      expect(seen.url).toBe('/api/leads?x=1')
      expect(seen.body).toBe('{"name":"Sam"}')
      expect(seen.headers?.host).toBe('harbour.localhost')
      // the edge's canonical headers reach the worker as the edge wrote them
      expect(seen.headers?.['x-forwarded-for']).toBe('203.0.113.9')
    } finally {
      await p.close()
    }
  })

  it('no worker listening (dead, restarting): 503 with Retry-After, no hang', async () => {
    const p = await pair(null)
    try {
      const answer = await call(p.port, { method: 'GET', path: '/', headers: { host: 'harbour.localhost' } })
      expect(answer.status).toBe(503)
      expect(answer.headers['retry-after']).toBe('5')
      expect(answer.headers['cache-control']).toBe('no-store')
    } finally {
      await p.close()
    }
  })

  it('a worker accepts only requests carrying the edge secret (constant-time compare)', () => {
    expect(fromEdge('s3cret-value', 's3cret-value')).toBe(true)
    expect(fromEdge('s3cret-valuf', 's3cret-value')).toBe(false)
    expect(fromEdge('short', 's3cret-value')).toBe(false)
    expect(fromEdge(undefined, 's3cret-value')).toBe(false)
    expect(fromEdge(['s3cret-value'], 's3cret-value')).toBe(false)
    expect(fromEdge('', '')).toBe(false)
  })
})

/** Two in-memory IPC ends, delivering in order and asynchronously, like a fork's channel. */
function channel() {
  const toEdge = new EventEmitter()
  const toWorker = new EventEmitter()
  const later = (emitter: EventEmitter) => (message: unknown) => {
    setTimeout(() => emitter.emit('message', JSON.parse(JSON.stringify(message))), 2)
  }
  return { sendToEdge: later(toEdge), sendToWorker: later(toWorker), toEdge, toWorker }
}

describe('edge and workers: purges and warm paths over IPC', () => {
  afterEach(() => {
    PAGE_CACHE.set(undefined)
    WARM_PATHS.set(undefined)
    SEARCH_SHELL_DATA.set(undefined)
  })

  function wire() {
    const c = channel()
    const purged: string[] = []
    const expiredAtEdge: string[][] = []
    const expiredInWorker: string[][] = []
    const edge = edgeIpc({
      send: c.sendToWorker,
      cache: { purgeTenant: (id: string) => purged.push(id), purgeAll: () => purged.push('all') },
      onExpired: (tags) => expiredAtEdge.push(tags),
      timeoutMs: 200,
    })
    const worker = workerIpc({
      send: c.sendToEdge,
      expireLocal: (tags) => expiredInWorker.push(tags),
    })
    c.toEdge.on('message', edge.onMessage)
    c.toWorker.on('message', (m) => void worker.onMessage(m))
    const app = PAGE_CACHE.get() as unknown as {
      purgeTenant(id: number): number
      purgeAll(): number
      tagsExpired(tags: unknown[]): void
    }
    return { edge, app, purged, expiredAtEdge, expiredInWorker }
  }

  it('a tag the app expired in a worker reaches the edge; the edge has a worker expire tags in its own caches', async () => {
    const { edge, app, expiredAtEdge, expiredInWorker } = wire()
    app.tagsExpired(['t:3:vehicles', 'tenants', 'bad tag; rm', 42])
    await edge.barrier()
    expect(expiredAtEdge).toEqual([['t:3:vehicles', 'tenants']])
    edge.expire(['t:3:vehicles'])
    await sleep(10)
    expect(expiredInWorker).toEqual([['t:3:vehicles']])
  })

  it('expire messages with no valid tag, or a failing local expiry, change nothing and never throw', async () => {
    const seen: string[][] = []
    const worker = workerIpc({
      send: () => {},
      expireLocal: (tags) => {
        seen.push(tags)
        throw new Error('boom')
      },
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    await worker.onMessage({ dp: 'expire', tags: 'tenants' })
    await worker.onMessage({ dp: 'expire', tags: ['<script>'] })
    expect(seen).toEqual([])
    await expect(worker.onMessage({ dp: 'expire', tags: ['tenants'] })).resolves.toBeUndefined()
    expect(seen).toEqual([['tenants']])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
    expect(validTags(['t:1:pages', 'x'.repeat(200), '', 't:1 pages'])).toEqual(['t:1:pages'])
    // a message read holds at most MAX_MESSAGE_TAGS (senders split longer lists), and says so when one holds more
    const said = jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(validTags(Array.from({ length: MAX_MESSAGE_TAGS + 5 }, (_, i) => `t:${i}:pages`))).toHaveLength(
      MAX_MESSAGE_TAGS,
    )
    expect(said).toHaveBeenCalledWith(expect.stringContaining(`${MAX_MESSAGE_TAGS + 5} tags`))
    said.mockRestore()
  })

  it("a feed's purge of thousands of cars reaches the edge whole, in parts that each carry its soft marker", async () => {
    const c = channel()
    const purgedTags: string[][] = []
    const edge = edgeIpc({
      send: c.sendToWorker,
      cache: { purgeTenant: () => {}, purgeAll: () => {}, purgeTags: (tags: string[]) => purgedTags.push(tags) },
      onExpired: () => {},
      timeoutMs: 200,
    })
    workerIpc({ send: c.sendToEdge })
    c.toEdge.on('message', edge.onMessage)
    const app = PAGE_CACHE.get() as unknown as { purgeTags(tags: string[]): number }
    const cars = Array.from({ length: 5_000 }, (_, i) => `t:3:vehicle:car-${i}`)
    app.purgeTags(['t:3:vehicle-lists', ...cars, 't:3:vehicle-lists:soft'])
    await edge.barrier()
    expect(purgedTags.length).toBe(3)
    expect(purgedTags.every((part) => part.length <= MAX_MESSAGE_TAGS && part.includes('t:3:vehicle-lists:soft'))).toBe(
      true,
    )
    const arrived = new Set(purgedTags.flat())
    expect(cars.every((tag) => arrived.has(tag)) && arrived.has('t:3:vehicle-lists')).toBe(true)
  })

  it("the app's purge in the worker (src/lib/pageCachePurge.ts) reaches the edge's cache; a barrier resolves after it", async () => {
    const { edge, app, purged } = wire()
    app.purgeTenant(3)
    app.purgeAll()
    expect(purged).toEqual([]) // still on the channel
    await edge.barrier()
    expect(purged).toEqual(['3', 'all'])
  })

  it("the edge asks the worker for a tenant's warm paths; without a lookup, or when it fails, null", async () => {
    const { edge } = wire()
    expect(await edge.warmPaths(1)).toBeNull()
    WARM_PATHS.set(async (id: number) => ({
      host: 'harbour.localhost',
      proto: 'http',
      paths: [`/t${id}`],
    }))
    expect(await edge.warmPaths(7)).toEqual({ host: 'harbour.localhost', proto: 'http', paths: ['/t7'] })
    WARM_PATHS.set(async () => {
      throw new Error('db down')
    })
    expect(await edge.warmPaths(7)).toBeNull()
  })

  it("for a tenant's first visit the edge asks a worker for its car pages too", async () => {
    const { edge } = wire()
    const asked: unknown[] = []
    WARM_PATHS.set(async (id: number, options: unknown) => {
      asked.push([id, options])
      return { host: 'harbour.localhost', proto: 'http', paths: ['/'], vehiclePaths: ['/cars/a'] }
    })
    expect(await edge.warmPaths(7, { vehicles: 50 })).toEqual({
      host: 'harbour.localhost',
      proto: 'http',
      paths: ['/'],
      vehiclePaths: ['/cars/a'],
    })
    await edge.warmPaths(7)
    expect(asked).toEqual([
      [7, { vehicles: 50 }],
      [7, {}],
    ])
  })

  it("the edge asks a worker for a search shell's data (the app's searchShellData, its state packed as the data block's text); none or a failure: null", async () => {
    const { edge } = wire()
    const input = { host: 'harbour.localhost:3000', path: '/search/used-cars', search: 'range[price]=0:30000' }
    expect(await edge.searchState(input)).toBeNull()
    const asked: unknown[] = []
    SEARCH_SHELL_DATA.set(async (question: unknown) => {
      asked.push(question)
      return { ok: true, data: { head: { title: 't' }, state: { query: {} } } }
    })
    expect(await edge.searchState(input)).toEqual({
      ok: true,
      data: { head: { title: 't' }, stateJson: '{"query":{}}' },
    })
    expect(asked).toEqual([input])
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    SEARCH_SHELL_DATA.set(async () => {
      throw new Error('db down')
    })
    expect(await edge.searchState(input)).toBeNull()
    error.mockRestore()
  })

  it('a worker that never answers (dead): questions resolve null after the timeout, or at once on close()', async () => {
    const edge = edgeIpc({ send: () => {}, cache: { purgeTenant: () => 0, purgeAll: () => 0 }, timeoutMs: 20 })
    expect(await edge.warmPaths(1)).toBeNull()
    const pending = edge.barrier()
    edge.close()
    await expect(pending).resolves.toBeUndefined()
  })

  it('ignores messages that are not its own', () => {
    const purged: string[] = []
    const edge = edgeIpc({
      send: () => {},
      cache: { purgeTenant: (id: string) => purged.push(id), purgeAll: () => purged.push('all') },
    })
    edge.onMessage(null)
    edge.onMessage('purge')
    edge.onMessage({ dp: 'purge', tenant: '1; drop' })
    edge.onMessage({ type: 'purge', tenant: '1' })
    expect(purged).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------------------------
// The page cache with a limiter and a barrier (as server/server.mjs builds it)

const response = fakeResponse

const page = (n: number) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-dp-page-cache': '1' },
  body: Buffer.from(`<html>render(${n})</html>`),
})

describe('edge and workers: the page cache behind a bounded queue', () => {
  function setup(limits: { concurrency: number; queue: number; maxWaitMs: number }, renderMs = 30) {
    let clock = 0
    let renders = 0
    const cache = createPageCache({
      handle: (_req, res) => {
        ;(res as unknown as ReturnType<typeof response>).writeHead(200, { 'x-from': 'next' })
        res.end('next')
      },
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: new Set(['localhost']),
      options: { ...pageCacheOptions({}), warm: 0, ttlMs: 1000, swrMs: 1000 },
      now: () => clock,
      log: () => {},
      limiter: createLimiter(limits),
      request: async () => {
        const n = ++renders
        await sleep(renderMs)
        return page(n)
      },
    })
    const ask = async (url = '/', method = 'GET') => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      await cache.serve({ method, url, headers: { host: 'harbour.localhost:3000' } } as never, res as never, {
        proto: 'http',
      })
      await done
      return res
    }
    return { cache, ask, renders: () => renders, tick: (ms: number) => (clock += ms) }
  }

  it('more distinct misses than slots + queue: the overflow gets 503 + Retry-After at once, the rest render', async () => {
    const t = setup({ concurrency: 1, queue: 1, maxWaitMs: 5000 })
    const answers = await Promise.all(['/a', '/b', '/c', '/d'].map((u) => t.ask(u)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 503, 503])
    expect(answers[2]!.headers['retry-after']).toBe('5')
    // the busy page asks again by itself after those 5 s
    expect(answers[2]!.body.toString()).toContain('<meta http-equiv="refresh" content="5">')
    expect(answers[2]!.headers['cache-control']).toBe('no-store')
    expect(t.renders()).toBe(2)
  })

  it('a shopper who waited too long for a slot gets 503, not a hang', async () => {
    const t = setup({ concurrency: 1, queue: 10, maxWaitMs: 10 }, 60)
    const started = Date.now()
    const [a, b] = await Promise.all([t.ask('/a'), t.ask('/b')])
    expect(a.status).toBe(200)
    expect(b.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('when the queue is full and the cache has an expired copy of the page, that copy is served (STALE)', async () => {
    const t = setup({ concurrency: 1, queue: 0, maxWaitMs: 10 })
    expect((await t.ask('/b')).headers['x-page-cache']).toBe('MISS')
    t.tick(5000) // past TTL + SWR: expired
    const [a, b] = await Promise.all([t.ask('/a'), t.ask('/b')])
    expect(a.headers['x-page-cache']).toBe('MISS')
    expect(b.status).toBe(200)
    expect(b.headers['x-page-cache']).toBe('STALE')
    expect(b.body.toString()).toContain('render(1)')
  })

  it('a POST or an API call never waits for the render queue', async () => {
    const t = setup({ concurrency: 1, queue: 0, maxWaitMs: 10 }, 100)
    const fill = t.ask('/a')
    const started = Date.now()
    const post = await t.ask('/api/leads', 'POST')
    expect(post.headers['x-from']).toBe('next')
    expect(Date.now() - started).toBeLessThan(50)
    await fill
  })
})

// Proved here and by `npm run bench:journey` (which waits for the server's "› Page cache warm" line), not in e2e: in
// the suite a tenant's first visit comes from whichever spec runs first, and later edits purge what it warmed.
describe("edge and workers: a tenant's first visit since the start warms its pages", () => {
  const sites: Record<number, { paths: string[]; vehiclePaths: string[] }> = {
    1: { paths: ['/', '/search'], vehiclePaths: ['/cars/a1', '/cars/a2', '/cars/a3'] },
    2: { paths: ['/'], vehiclePaths: ['/cars/b1'] },
  }
  const tenantOfHost = (host: string) => (host.startsWith('a.') ? '1' : '2')
  function setup({ renderMs = 5, maxBytes = 128 * 1024 * 1024, bootWarm = 1000 as number | null } = {}) {
    const rendered: string[] = []
    const agents = new Set<string>()
    const asked: unknown[] = []
    const warmed: { host: string; pages: number; warmed: number; stopped: string | null }[] = []
    const cache = createPageCache({
      handle: () => {},
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: new Set(['localhost']),
      options: { ...pageCacheOptions({}), warm: 0, maxBytes, bootWarm },
      log: () => {},
      limiter: createLimiter({ concurrency: 1, queue: 10, maxWaitMs: 5000 }),
      request: async (where, headers) => {
        rendered.push(`${where.host}${where.url}`)
        agents.add(String(headers['user-agent']))
        await sleep(renderMs)
        const p = page(rendered.length)
        return { ...p, headers: { ...p.headers, 'x-dp-page-cache': tenantOfHost(where.host) } }
      },
      warmPaths: async (id, options) => {
        asked.push([id, options])
        // the app's own idea of the host (a primary domain) is not used: the shoppers' host is
        return sites[id] ? { host: 'www.example.com.au', proto: 'https', ...sites[id]! } : null
      },
      warmConcurrency: 1,
      warmPollMs: 1,
      onWarmed: (r) => warmed.push(r),
    })
    const ask = async (host: string, url: string, ua = 'shopper') => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      await cache.serve({ method: 'GET', url, headers: { host, 'user-agent': ua } } as never, res as never, {
        proto: 'http',
      })
      await done
      return res
    }
    const settled = async (n: number) => {
      while (warmed.length < n) await sleep(2)
    }
    return { cache, ask, rendered, asked, agents, warmed, settled }
  }

  it('its popular pages, then its car pages newest first, on the host the shopper came on; each tenant once', async () => {
    const t = setup()
    expect((await t.ask('a.localhost:3000', '/search')).headers['x-page-cache']).toBe('MISS')
    await t.settled(1)
    expect(t.asked).toEqual([[1, { vehicles: 1000 }]])
    expect(t.rendered).toEqual([
      'a.localhost:3000/search',
      'a.localhost:3000/',
      'a.localhost:3000/cars/a1',
      'a.localhost:3000/cars/a2',
      'a.localhost:3000/cars/a3',
    ])
    expect(t.warmed).toEqual([
      expect.objectContaining({ host: 'a.localhost:3000', pages: 5, warmed: 4, stopped: null }),
    ])
    expect(t.cache.stats().bootWarmed).toBe(4)
    expect((await t.ask('a.localhost:3000', '/cars/a2')).headers['x-page-cache']).toBe('HIT')
    // the tenant's later visits warm nothing more; another tenant's first visit warms that one
    await t.ask('a.localhost:3000', '/')
    expect((await t.ask('b.localhost:3000', '/')).headers['x-page-cache']).toBe('MISS')
    await t.settled(2)
    expect(t.asked).toEqual([
      [1, { vehicles: 1000 }],
      [2, { vehicles: 1000 }],
    ])
    expect(t.rendered.slice(5)).toEqual(['b.localhost:3000/', 'b.localhost:3000/cars/b1'])
    expect([...t.agents]).toEqual(['shopper', 'dealer-platform page cache warmer'])
  })

  it("a shopper's page goes before the warming's next one: the warming starts a render only with a slot free and nobody queued", async () => {
    const t = setup({ renderMs: 20 })
    await t.ask('a.localhost:3000', '/')
    await sleep(5) // the first warm render is under way
    expect((await t.ask('a.localhost:3000', '/cars/z9')).headers['x-page-cache']).toBe('MISS')
    await t.settled(1)
    expect(t.rendered.slice(0, 3)).toEqual(['a.localhost:3000/', 'a.localhost:3000/search', 'a.localhost:3000/cars/z9'])
  })

  it('an enquiry (any write passed to Next) holds the warming back until it is answered: its database round trips do not queue behind renders', async () => {
    const t = setup({ renderMs: 5 })
    const write = response()
    void t.cache.serve(
      { method: 'POST', url: '/api/leads', headers: { host: 'a.localhost:3000' } } as never,
      write as never,
      { proto: 'http' },
    )
    await t.ask('a.localhost:3000', '/search') // the tenant's first visit: its warming starts…
    await sleep(40)
    expect(t.rendered).toEqual(['a.localhost:3000/search']) // …but renders nothing while the enquiry is under way
    write.emit('close') // answered
    await t.settled(1)
    expect(t.rendered).toHaveLength(5)
  })

  it("when the app gives no paths (a worker restarting), the tenant's next visit asks again", async () => {
    const t = setup()
    const saved = sites[2]!
    delete sites[2]
    try {
      await t.ask('b.localhost:3000', '/')
      await t.settled(1)
      expect(t.warmed[0]).toMatchObject({ warmed: 0, stopped: 'the app did not answer' })
    } finally {
      sites[2] = saved
    }
    await t.ask('b.localhost:3000', '/')
    await t.settled(2)
    expect(t.warmed[1]).toMatchObject({ host: 'b.localhost:3000', warmed: 1, stopped: null })
    expect(t.rendered).toEqual(['b.localhost:3000/', 'b.localhost:3000/cars/b1'])
  })

  it('stops once the cache holds half its bytes; PAGE_CACHE_BOOT_WARM=off warms nothing', async () => {
    const small = setup({ maxBytes: 1200 })
    await small.ask('a.localhost:3000', '/')
    await small.settled(1)
    expect(small.warmed[0]!.stopped).toBe('the cache is 50 % full')
    expect(small.rendered.length).toBeLessThan(5)

    const off = setup({ bootWarm: null })
    await off.ask('a.localhost:3000', '/')
    await sleep(20)
    expect(off.rendered).toEqual(['a.localhost:3000/'])
    expect(off.asked).toEqual([])
    expect(pageCacheOptions({ PAGE_CACHE_BOOT_WARM: 'off' }).bootWarm).toBeNull()
    expect(pageCacheOptions({ PAGE_CACHE_BOOT_WARM: '50' }).bootWarm).toBe(50)
    expect(pageCacheOptions({ PAGE_CACHE_BOOT_WARM: 'lots' }).bootWarm).toBe(1000)
  })
})

describe('edge and workers: a stale page is refreshed in the background only with a render slot free', () => {
  it('while every slot is taken the stale copy is served and no refresh queues behind the shoppers; later one is', async () => {
    let releaseSlow = () => {}
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve))
    let clock = 0
    const rendered: string[] = []
    const cache = createPageCache({
      handle: () => {},
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: new Set(['localhost']),
      options: { ...pageCacheOptions({}), warm: 0, ttlMs: 1000, swrMs: 10_000 },
      now: () => clock,
      log: () => {},
      limiter: createLimiter({ concurrency: 1, queue: 10, maxWaitMs: 5000 }),
      request: async (where) => {
        rendered.push(where.url)
        if (where.url === '/slow') await slowHeld
        else await sleep(1)
        return page(rendered.length)
      },
    })
    const ask = async (url: string) => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      await cache.serve({ method: 'GET', url, headers: { host: 'harbour.localhost:3000' } } as never, res as never, {
        proto: 'http',
      })
      await done
      return res
    }
    await ask('/')
    clock += 2000 // past the TTL: stale
    const slow = ask('/slow') // a shopper's render takes the only slot, and keeps it until released
    await until(() => rendered.includes('/slow'), 'the slow render holds the slot')
    expect((await ask('/')).headers['x-page-cache']).toBe('STALE')
    releaseSlow()
    await slow
    expect(rendered).toEqual(['/', '/slow'])
    expect((await ask('/')).headers['x-page-cache']).toBe('STALE') // a slot is free now: this one refreshes it
    // asking again while that refresh runs starts no other: the answer turns HIT once it is stored
    await until(async () => (await ask('/')).headers['x-page-cache'] === 'HIT', 'the refreshed copy is stored')
    expect(rendered).toEqual(['/', '/slow', '/'])
  })
})

describe('edge and workers: the after-commit re-purge waits for purges still on the IPC channel', () => {
  it('a purge that arrives after the write answer closed but before the barrier is still re-purged', async () => {
    let renders = 0
    const writes: EventEmitter[] = []
    let releaseBarrier!: () => void
    const cache = createPageCache({
      handle: (req, res) => {
        if (req.method === 'PATCH') writes.push(res as unknown as EventEmitter)
      },
      target: () => ({ host: '127.0.0.1', port: 1 }),
      adminHosts: new Set(['localhost']),
      options: { ...pageCacheOptions({}), warm: 0 },
      log: () => {},
      barrier: () => new Promise<void>((r) => (releaseBarrier = r)),
      request: async () => page(++renders),
    })
    const ask = async () => {
      const res = response()
      const done = new Promise((r) => res.once('done', r))
      await cache.serve({ method: 'GET', url: '/', headers: { host: 'harbour.localhost' } } as never, res as never, {
        proto: 'http',
      })
      await done
      return res
    }
    void cache.serve(
      { method: 'PATCH', url: '/api/vehicles/1', headers: { host: 'localhost' } } as never,
      response() as never,
      { proto: 'http' },
    )
    expect((await ask()).headers['x-page-cache']).toBe('MISS') // rendered before the commit (old data)
    writes[0]!.emit('close') // answer sent; the worker's purge is still on the channel
    cache.purgeTenant(1) // …and arrives now
    expect((await ask()).headers['x-page-cache']).toBe('MISS') // render(2), also begun before the commit was seen
    releaseBarrier()
    await sleep(1)
    const after = await ask()
    expect(after.headers['x-page-cache']).toBe('MISS')
    expect(after.body.toString()).toContain('render(3)')
  })
})

// ---------------------------------------------------------------------------------------------------------------------
// Cache tags in every worker (WEB_WORKERS > 1)

describe('edge and workers: a cache tag expired in one worker is expired in every worker', () => {
  function fanout(delayMs = 30) {
    const sent: string[][] = []
    let release: (() => void) | null = null
    const f = createTagFanout({
      broadcast: (tags) => sent.push(tags),
      barrier: () => new Promise<void>((r) => (release = r)),
      delayMs,
    })
    return { f, sent, release: () => release?.() }
  }
  const write = (method = 'PATCH') => {
    const res = new EventEmitter()
    return { req: { method } as never, res: res as never, close: () => res.emit('close') }
  }

  it('to every worker at once, and once more after the delay (a burst coalesced into one repeat)', async () => {
    const { f, sent } = fanout()
    f.expired(['t:1:vehicles'])
    f.expired(['t:1:vehicles', 't:1:pages'])
    f.expired(['not a tag!'])
    expect(sent).toEqual([['t:1:vehicles'], ['t:1:vehicles', 't:1:pages']])
    await sleep(60)
    expect(sent.slice(2)).toEqual([['t:1:vehicles', 't:1:pages']])
  })

  it('a write: after its answer has gone out and the barrier passed, the tags expired while it ran go out again', async () => {
    const { f, sent, release } = fanout(10_000)
    const before = write()
    f.expired(['t:9:pages']) // before the write began: not repeated by it
    const w = write()
    f.watchWrite(w.req, w.res)
    f.watchWrite(write('GET').req, write('GET').res) // reads are not watched
    f.expired(['t:1:promo-tiles']) // the write's hooks, before its commit
    expect(sent).toEqual([['t:9:pages'], ['t:1:promo-tiles']])
    w.close() // committed, answered
    expect(sent).toHaveLength(2) // waits for the barrier (purges still on the IPC channel)
    release()
    await sleep(1)
    expect(sent[2]).toEqual(['t:1:promo-tiles'])
    before.close()
  })

  it("a write's repeat goes out once: it is not repeated again after the delay", async () => {
    const { f, sent, release } = fanout(30)
    const w = write()
    f.watchWrite(w.req, w.res)
    f.expired(['t:1:vehicle:a'])
    await sleep(60) // the expiry's own repeat, a delay later
    expect(sent).toEqual([['t:1:vehicle:a'], ['t:1:vehicle:a']])
    w.close()
    release()
    await sleep(1)
    expect(sent).toHaveLength(3) // after the commit
    await sleep(60)
    expect(sent).toHaveLength(3) // and no more
  })
})
