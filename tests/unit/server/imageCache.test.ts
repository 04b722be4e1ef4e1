/**
 * The largest paint must not wait for the hero photo (Lighthouse mobile): the edge keeps the image optimiser's
 * answers in memory (server/imageCache.mjs), by host, address and Accept, for at most an hour, so a page's hero
 * no longer queues behind a worker's renders. Real HTTP servers on both sides (a stand-in for Next's optimiser that
 * counts its requests); no mocks.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  acceptsWebp,
  createDiskStore,
  createImageCache,
  IMAGE_CACHE_MAX_AGE_MS,
  IMAGE_VARIANTS,
  imageCacheKey,
  imageCacheOptions,
  imageVariant,
  keepFor,
} from '../../../server/imageCache.mjs'
import { createLimiter } from '../../../server/upstream.mjs'
import { IMAGE_CONFIG } from '@/components/ui/optimiserImage'

type Reply = { status?: number; headers?: Record<string, string | undefined>; body?: Buffer | string }

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** Next's optimiser stand-in (answers by `reply(url, headers)`) and the edge in front of it. */
async function setup(
  reply: (url: string, headers: http.IncomingHttpHeaders) => Reply,
  options: {
    maxBytes?: number
    maxEntryBytes?: number
    limiter?: ReturnType<typeof createLimiter>
    disk?: ReturnType<typeof createDiskStore>
  } = {},
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
/** An address the site uses, for the picture `name`. */
const img = (name: string, w = 64) => `/_next/image?url=%2Fdemo-images%2F${name}.jpg&w=${w}&q=75`
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

describe('imageCacheKey and keepFor', () => {
  it('keys GET and HEAD of /_next/image by host, address in one spelling and the format Accept leads to; nothing else', () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) =>
      ({ method, url, headers: { host: 'Harbour.localhost', accept: 'image/webp', ...headers } }) as never
    expect(imageCacheKey(req('GET', HERO))).toBe(`harbour.localhost\n${HERO}\nwebp`)
    expect(imageCacheKey(req('GET', `${HERO}&utm=1`))).toBe(imageCacheKey(req('GET', HERO)))
    expect(
      imageCacheKey(req('GET', '/_next/image?q=75&w=750&url=%2Fdemo-images%2Fhero-1.jpg', { accept: CHROME_ACCEPT })),
    ).toBe(imageCacheKey(req('GET', HERO)))
    expect(imageCacheKey(req('HEAD', HERO))).not.toBeNull()
    expect(imageCacheKey(req('POST', HERO))).toBeNull()
    expect(imageCacheKey(req('GET', HERO, { range: 'bytes=0-1' }))).toBeNull()
    expect(imageCacheKey(req('GET', '/_next/static/chunks/a.js'))).toBeNull()
    expect(imageCacheKey(req('GET', '/_next/imagex?url=a'))).toBeNull()
    expect(imageCacheKey(req('GET', HERO, { accept: 'image/jpeg' }))).not.toBe(imageCacheKey(req('GET', HERO)))
  })

  it('takes only the variants the site uses: a local image, a configured width and quality', () => {
    expect(imageVariant(`${HERO}&x=1`)).toEqual({ path: HERO })
    expect(imageVariant('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=1920&q=75')).toEqual({
      path: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=1920&q=75',
    })
    for (const bad of [
      '/_next/image?url=%2Fdemo-images%2Fhero-1.jpg&w=751&q=75',
      '/_next/image?url=%2Fdemo-images%2Fhero-1.jpg&w=750&q=74',
      '/_next/image?url=%2Fdemo-images%2Fhero-1.jpg&w=750',
      '/_next/image?url=https%3A%2F%2Fexample.com%2Fa.jpg&w=750&q=75',
      '/_next/image?url=%2F%2Fexample.com%2Fa.jpg&w=750&q=75',
      '/_next/image?url=%2Fdemo-images%2F..%2Fadmin&w=750&q=75',
      '/_next/image?w=750&q=75',
      `/_next/image?url=%2Fdemo-images%2F${'a'.repeat(1000)}&w=750&q=75`,
    ])
      expect([bad, 'error' in imageVariant(bad)]).toEqual([bad, true])
  })

  it("the widths and qualities are the site's (IMAGE_CONFIG), the local images next.config.mjs's localPatterns", () => {
    expect(IMAGE_VARIANTS.widths).toEqual(
      [...IMAGE_CONFIG.imageSizes, ...IMAGE_CONFIG.deviceSizes].sort((a, b) => a - b),
    )
    expect(IMAGE_VARIANTS.qualities).toEqual(IMAGE_CONFIG.qualities)
    const patterns = [...fs.readFileSync('next.config.mjs', 'utf8').matchAll(/pathname: '([^']+)\/\*\*'/g)].map(
      (m) => `${m[1]}/`,
    )
    expect(IMAGE_VARIANTS.localPrefixes).toEqual(patterns)
  })

  it('reads WebP from Accept as Next negotiates it', () => {
    expect(acceptsWebp(CHROME_ACCEPT)).toBe(true)
    expect(acceptsWebp('*/*')).toBe(true)
    expect(acceptsWebp('image/*')).toBe(true)
    expect(acceptsWebp('image/jpeg')).toBe(false)
    expect(acceptsWebp('image/*, image/webp;q=0')).toBe(false)
    expect(acceptsWebp(undefined)).toBe(false)
  })

  it('reads its bounds from the environment', () => {
    expect(imageCacheOptions({ DATA_DIR: '/data' })).toEqual({
      fills: 1,
      queue: 6,
      waitMs: 5000,
      diskDir: '/data/image-cache',
      diskMaxBytes: 1024 * 1024 * 1024,
    })
    expect(imageCacheOptions({ IMAGE_FILLS: '2', IMAGE_FILL_QUEUE: 'x', IMAGE_CACHE_DISK_MB: '0' })).toMatchObject({
      fills: 2,
      queue: 6,
      diskDir: null,
    })
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
      // the worker was asked for the whole image, without the client's validators, Accept saying only the format
      expect(t.seen[0]!.url).toBe(HERO)
      expect(t.seen[0]!.headers.accept).toBe('image/webp')
      expect(t.seen[1]!.headers.accept).toBeUndefined()
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
      for (const path of [img('missing'), img('private'), img('cookie')]) {
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
      expect((await t.ask(img('missing'))).status).toBe(400)
      expect(t.cache.size()).toBe(0)
      // not for the cache: left to the caller's proxy
      expect((await t.ask(HERO, { range: 'bytes=0-3' })).status).toBe(299)
      expect((await t.ask(HERO, {}, 'POST')).status).toBe(299)
      expect((await t.ask('/api/media/file/logo.svg')).status).toBe(299)
      expect(t.passedOn()).toBe(3)
      // a variant the site never asks for: 400 from the edge, no worker woken
      const seen = t.seen.length
      const refused = await t.ask('/_next/image?url=%2Fdemo-images%2Fhero-1.jpg&w=333&q=75')
      expect(refused.status).toBe(400)
      expect(refused.headers['x-image-cache']).toBe('REFUSED')
      expect(JSON.parse(refused.body.toString()).reason).toMatch(/^w must be one of 64, 128/)
      expect(t.seen.length).toBe(seen)
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
      await t.ask(img('a'))
      await t.ask(img('b'))
      await t.ask(img('a')) // a is now the most recent
      expect(t.cache.size()).toBe(2)
      await t.ask(img('c')) // 1,200 bytes > 1,000: b goes
      expect(t.cache.size()).toBe(2)
      expect(t.cache.bytes()).toBeLessThanOrEqual(1000)
      const before = t.seen.length
      expect((await t.ask(img('a'))).headers['x-image-cache']).toBe('HIT')
      expect((await t.ask(img('b'))).headers['x-image-cache']).toBe('MISS')
      expect(t.seen.length).toBe(before + 1)
      const huge = await t.ask(img('huge'))
      expect(huge.status).toBe(200)
      expect(huge.body.equals(big)).toBe(true)
      expect(huge.headers['x-image-cache']).toBeUndefined()
      await t.ask(img('huge'))
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

  it('resizes one image at a time with a short queue; past it an image answers 503 BUSY with Retry-After, and what is not an image still goes on', async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 1, maxWaitMs: 5000 })
    const t = await setup(optimiser, { limiter })
    try {
      t.holdNext()
      const first = t.ask(img('a'), { accept: CHROME_ACCEPT })
      const queued = t.ask(img('b'), { accept: CHROME_ACCEPT })
      const sameAsQueued = t.ask(img('b'), { accept: CHROME_ACCEPT })
      // the three requests reach the limiter (on a busy machine this takes more than a moment)
      for (let i = 0; i < 200 && limiter.running + limiter.waiting < 2; i++) await new Promise((r) => setTimeout(r, 25))
      expect([limiter.running, limiter.waiting]).toEqual([1, 1])
      const busy = await t.ask(img('c'), { accept: CHROME_ACCEPT })
      expect(busy.status).toBe(503)
      expect(busy.headers['retry-after']).toBe('5')
      expect(busy.headers['x-image-cache']).toBe('BUSY')
      expect(busy.headers['cache-control']).toBe('no-store')
      // a page is not the image limiter's business: it is handed on at once
      expect((await t.ask('/search')).status).toBe(299)
      // a stored image is answered while resizing is at its bound
      t.releaseNext()
      expect((await first).status).toBe(200)
      expect((await queued).status).toBe(200)
      expect((await sameAsQueued).status).toBe(200)
      expect(t.seen.map((s) => s.url)).toEqual([img('a'), img('b')])
      t.holdNext()
      const slow = t.ask(img('d'), { accept: CHROME_ACCEPT })
      await new Promise((r) => setTimeout(r, 50))
      expect((await t.ask(img('a'), { accept: CHROME_ACCEPT })).headers['x-image-cache']).toBe('HIT')
      t.releaseNext()
      expect((await slow).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('keeps what it resized on disk: a new edge (a restart) answers it without a worker', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'))
    try {
      const firstDisk = createDiskStore({ dir, maxBytes: 1024 * 1024 })
      const first = await setup(optimiser, { disk: firstDisk })
      try {
        expect((await first.ask(HERO, { accept: CHROME_ACCEPT })).headers['x-image-cache']).toBe('MISS')
      } finally {
        await first.close()
      }
      await firstDisk.settled() // the disk write is in the background
      const secondDisk = createDiskStore({ dir, maxBytes: 1024 * 1024 })
      const second = await setup(optimiser, { disk: secondDisk })
      try {
        const a = await second.ask(HERO, { accept: CHROME_ACCEPT })
        expect(a.headers['x-image-cache']).toBe('DISK')
        expect(a.body.equals(WEBP)).toBe(true)
        expect(a.headers['content-type']).toBe('image/webp')
        expect((await second.ask(HERO, { accept: CHROME_ACCEPT })).headers['x-image-cache']).toBe('HIT')
        // the JPEG is another variant, not on disk yet
        expect((await second.ask(HERO, { accept: 'image/jpeg' })).headers['x-image-cache']).toBe('MISS')
        expect(second.seen).toHaveLength(1)
      } finally {
        await secondDisk.settled()
        await second.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('holds at most its bytes on disk, oldest files out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'))
    try {
      const disk = createDiskStore({ dir, maxBytes: 5000 })
      const entry = (n: number) => ({
        status: 200,
        headers: { 'content-type': 'image/webp' },
        body: Buffer.alloc(1000, n),
        etag: null,
        expires: Date.now() + 60_000,
        size: 1000,
      })
      for (let n = 0; n < 12; n++) {
        disk.write(`k${n}`, entry(n))
        await disk.settled()
      }
      const total = fs.readdirSync(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0)
      expect(total).toBeLessThanOrEqual(5000)
      expect(await disk.read('k0', Date.now())).toBeNull()
      expect((await disk.read('k11', Date.now()))?.body.equals(Buffer.alloc(1000, 11))).toBe(true)
      // expired: not answered
      expect(await disk.read('k11', Date.now() + 120_000)).toBeNull()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
