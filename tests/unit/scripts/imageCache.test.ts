/**
 * The largest paint must not wait for the hero photo (Lighthouse mobile): the edge keeps the image optimiser's
 * answers in memory (scripts/lib/imageCache.mjs), by host, address and Accept, for at most an hour, so a page's hero
 * no longer queues behind a worker's renders. Real HTTP servers on both sides (a stand-in for Next's optimiser that
 * counts its requests); no mocks.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createImageCache, IMAGE_CACHE_MAX_AGE_MS, imageCacheKey, keepFor } from '../../../scripts/lib/imageCache.mjs'

type Reply = { status?: number; headers?: Record<string, string | undefined>; body?: Buffer | string }

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** Next's optimiser stand-in (answers by `reply(url, headers)`) and the edge in front of it. */
async function setup(
  reply: (url: string, headers: http.IncomingHttpHeaders) => Reply,
  options: { maxBytes?: number; maxEntryBytes?: number } = {},
) {
  const seen: { url: string; headers: http.IncomingHttpHeaders }[] = []
  let release: (() => void) | null = null
  let hold: Promise<void> | null = null
  const next = await listen((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    void (hold ?? Promise.resolve()).then(() => {
      const r = reply(req.url ?? '', req.headers)
      res.writeHead(
        r.status ?? 200,
        Object.fromEntries(Object.entries(r.headers ?? {}).filter(([, v]) => v !== undefined)),
      )
      res.end(r.body ?? '')
    })
  })
  let clock = 1_000_000
  const cache = createImageCache({
    target: () => ({ host: '127.0.0.1', port: next.port }),
    now: () => clock,
    ...options,
  })
  let passedOn = 0
  const edge = await listen((req, res) => {
    void cache.serve(req, res).then((served) => {
      if (served) return
      passedOn++
      res.writeHead(299)
      res.end('proxied')
    })
  })
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: edge.port, path, method, headers: { host: 'harbour.localhost:3000', ...headers } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        },
      )
      req.on('error', reject)
      req.end()
    })
  return {
    ask,
    cache,
    seen,
    passedOn: () => passedOn,
    advance: (ms: number) => (clock += ms),
    holdNext: () => (hold = new Promise<void>((r) => (release = r))),
    releaseNext: () => {
      hold = null
      release?.()
    },
    close: async () => {
      await new Promise((r) => edge.server.close(r))
      await new Promise((r) => next.server.close(r))
    },
  }
}

const WEBP = Buffer.from('RIFF....WEBPVP8 hero')
const optimiser = (url: string, headers: http.IncomingHttpHeaders): Reply => ({
  headers: {
    'content-type': String(headers.accept ?? '').includes('image/webp') ? 'image/webp' : 'image/jpeg',
    'cache-control': 'public, max-age=31536000, must-revalidate',
    etag: `etag-${url.length}-${String(headers.accept ?? '').includes('image/webp') ? 'webp' : 'jpeg'}`,
    vary: 'Accept',
  },
  body: String(headers.accept ?? '').includes('image/webp') ? WEBP : Buffer.from('JPEG hero'),
})
const HERO = '/_next/image?url=%2Fdemo-images%2Fhero-1.jpg&w=750&q=75'
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

describe('imageCacheKey and keepFor', () => {
  it('keys GET and HEAD of /_next/image by host, address and Accept; nothing else', () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) =>
      ({ method, url, headers: { host: 'Harbour.localhost', accept: 'image/webp', ...headers } }) as never
    expect(imageCacheKey(req('GET', HERO))).toBe(`harbour.localhost\n${HERO}\nimage/webp`)
    expect(imageCacheKey(req('HEAD', HERO))).not.toBeNull()
    expect(imageCacheKey(req('POST', HERO))).toBeNull()
    expect(imageCacheKey(req('GET', HERO, { range: 'bytes=0-1' }))).toBeNull()
    expect(imageCacheKey(req('GET', '/_next/static/chunks/a.js'))).toBeNull()
    expect(imageCacheKey(req('GET', '/_next/imagex?url=a'))).toBeNull()
    expect(imageCacheKey(req('GET', HERO, { accept: 'image/jpeg' }))).not.toBe(imageCacheKey(req('GET', HERO)))
  })

  it('keeps what the optimiser marks public with a max-age, an hour at most', () => {
    expect(keepFor('public, max-age=31536000, must-revalidate')).toBe(IMAGE_CACHE_MAX_AGE_MS)
    expect(keepFor('public, max-age=60')).toBe(60_000)
    expect(keepFor('public, s-maxage=30, max-age=600')).toBe(30_000)
    for (const cc of ['private, max-age=600', 'no-store', 'no-cache', 'public', 'max-age=0', '', undefined])
      expect([cc, keepFor(cc)]).toEqual([cc, 0])
  })
})

describe('the edge keeping optimised images', () => {
  it('asks a worker once per image and format, then answers from memory until its time is up', async () => {
    const t = await setup(optimiser)
    try {
      const a = await t.ask(HERO, { accept: CHROME_ACCEPT })
      expect(a.status).toBe(200)
      expect(a.headers['x-image-cache']).toBe('MISS')
      expect(a.headers['content-type']).toBe('image/webp')
      expect(a.headers['vary']).toBe('Accept')
      expect(a.body.equals(WEBP)).toBe(true)
      const b = await t.ask(HERO, { accept: CHROME_ACCEPT })
      expect(b.headers['x-image-cache']).toBe('HIT')
      expect(b.body.equals(WEBP)).toBe(true)
      expect(Number(b.headers['content-length'])).toBe(WEBP.length)
      expect(t.seen).toHaveLength(1)
      // another Accept is another answer (the optimiser picks the format from it)
      const jpeg = await t.ask(HERO, { accept: 'image/jpeg' })
      expect(jpeg.headers['content-type']).toBe('image/jpeg')
      expect(t.seen).toHaveLength(2)
      // another host is another key
      await t.ask(HERO, { accept: CHROME_ACCEPT, host: 'westside-used.localhost:3000' })
      expect(t.seen).toHaveLength(3)
      // revalidation and HEAD from memory
      const again = await t.ask(HERO, { accept: CHROME_ACCEPT, 'if-none-match': String(a.headers.etag) })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      const head = await t.ask(HERO, { accept: CHROME_ACCEPT }, 'HEAD')
      expect(head.status).toBe(200)
      expect(head.body.length).toBe(0)
      expect(t.seen).toHaveLength(3)
      // after an hour the worker is asked again
      t.advance(IMAGE_CACHE_MAX_AGE_MS + 1)
      expect((await t.ask(HERO, { accept: CHROME_ACCEPT })).headers['x-image-cache']).toBe('MISS')
      expect(t.seen).toHaveLength(4)
      // the worker was asked for the whole image, without the client's validators
      expect(t.seen[0]!.url).toBe(HERO)
    } finally {
      await t.close()
    }
  })

  it('makes one request for concurrent misses of one image', async () => {
    const t = await setup(optimiser)
    try {
      t.holdNext()
      const asks = [1, 2, 3, 4].map(() => t.ask(HERO, { accept: CHROME_ACCEPT }))
      await new Promise((r) => setTimeout(r, 50))
      t.releaseNext()
      const answers = await Promise.all(asks)
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
      expect(answers.every((a) => a.body.equals(WEBP))).toBe(true)
      expect(t.seen).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('passes through what it must not keep: errors, private or cookie-setting answers, other requests', async () => {
    const t = await setup((url) =>
      url.includes('missing')
        ? {
            status: 400,
            headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=60' },
            body: '"url" parameter is not allowed',
          }
        : url.includes('private')
          ? { headers: { 'content-type': 'image/webp', 'cache-control': 'private, max-age=60' }, body: WEBP }
          : {
              headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=60', 'set-cookie': 'a=1' },
              body: WEBP,
            },
    )
    try {
      for (const path of [
        '/_next/image?url=missing&w=1',
        '/_next/image?url=private&w=1',
        '/_next/image?url=cookie&w=1',
      ]) {
        const first = await t.ask(path)
        const second = await t.ask(path)
        expect([path, first.headers['x-image-cache'], second.headers['x-image-cache']]).toEqual([
          path,
          'BYPASS',
          'BYPASS',
        ])
        expect(second.status).toBe(first.status)
      }
      expect(t.seen).toHaveLength(6)
      expect((await t.ask('/_next/image?url=missing&w=1')).status).toBe(400)
      expect(t.cache.size()).toBe(0)
      // not for the cache: left to the caller's proxy
      expect((await t.ask(HERO, { range: 'bytes=0-3' })).status).toBe(299)
      expect((await t.ask(HERO, {}, 'POST')).status).toBe(299)
      expect((await t.ask('/api/media/file/logo.svg')).status).toBe(299)
      expect(t.passedOn()).toBe(3)
    } finally {
      await t.close()
    }
  })

  it('keeps at most its bytes (least recently used first out) and passes a too-large image straight through', async () => {
    const big = Buffer.alloc(3000, 1)
    const t = await setup(
      (url) => ({
        headers: {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=600',
          'content-length': String(url.includes('huge') ? big.length : 400),
        },
        body: url.includes('huge') ? big : Buffer.alloc(400, 2),
      }),
      { maxBytes: 1000, maxEntryBytes: 2000 },
    )
    try {
      await t.ask('/_next/image?url=a&w=1')
      await t.ask('/_next/image?url=b&w=1')
      await t.ask('/_next/image?url=a&w=1') // a is now the most recent
      expect(t.cache.size()).toBe(2)
      await t.ask('/_next/image?url=c&w=1') // 1,200 bytes > 1,000: b goes
      expect(t.cache.size()).toBe(2)
      expect(t.cache.bytes()).toBeLessThanOrEqual(1000)
      const before = t.seen.length
      expect((await t.ask('/_next/image?url=a&w=1')).headers['x-image-cache']).toBe('HIT')
      expect((await t.ask('/_next/image?url=b&w=1')).headers['x-image-cache']).toBe('MISS')
      expect(t.seen.length).toBe(before + 1)
      const huge = await t.ask('/_next/image?url=huge&w=1')
      expect(huge.status).toBe(200)
      expect(huge.body.equals(big)).toBe(true)
      expect(huge.headers['x-image-cache']).toBeUndefined()
      await t.ask('/_next/image?url=huge&w=1')
      expect(t.seen.filter((s) => s.url.includes('huge'))).toHaveLength(2)
    } finally {
      await t.close()
    }
  })

  it('answers 503 with Retry-After when no worker can answer', async () => {
    const cache = createImageCache({ target: () => ({ host: '127.0.0.1', port: 1 }) })
    const edge = await listen((req, res) => void cache.serve(req, res))
    try {
      const res = await new Promise<http.IncomingMessage>((resolve) =>
        http.get({ host: '127.0.0.1', port: edge.port, path: HERO }, resolve),
      )
      res.resume()
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
    } finally {
      await new Promise((r) => edge.server.close(r))
    }
  })
})
