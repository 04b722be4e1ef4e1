/**
 * A tenant's uploads (the header logo on every page) through the edge (server/mediaFiles.mjs): a day of
 * public caching and an ETag, 304 on revalidation, the worker's answer otherwise untouched. Real HTTP servers on both
 * sides (a stand-in for Payload's file route); no mocks.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { createMediaFiles, MEDIA_CACHE_CONTROL } from '../../../server/mediaFiles.mjs'

const LOGO = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(200)}</svg>`)

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

async function setup(maxBytes?: number) {
  let logo: Buffer = LOGO
  const payload = await listen((req, res) => {
    const url = req.url ?? ''
    if (url.includes('missing')) {
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end('{"errors":[]}')
    }
    const headers: Record<string, string> = {
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'",
    }
    if (url.includes('own-caching')) headers['cache-control'] = 'private, no-store'
    if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
      // as Next compresses an SVG: chunked, no length
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
      return res.end(zlib.gzipSync(logo))
    }
    res.writeHead(200, { ...headers, 'content-length': String(logo.length) })
    res.end(logo)
  })
  const media = createMediaFiles({
    target: () => ({ host: '127.0.0.1', port: payload.port }),
    adminHosts: new Set(['localhost']),
    maxBytes,
  })
  let passed = 0
  const edge = await listen((req, res) => {
    void media.serve(req, res).then((served) => {
      if (served) return
      passed++
      res.writeHead(299)
      res.end()
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
    passed: () => passed,
    replaceLogo: (b: Buffer) => (logo = b),
    close: async () => {
      await new Promise((r) => edge.server.close(r))
      await new Promise((r) => payload.server.close(r))
    },
  }
}

describe('uploads through the edge: cached a day, validated by ETag', () => {
  it('the logo gets Cache-Control and an ETag; a revalidation answers 304 until the file changes', async () => {
    const t = await setup()
    try {
      const a = await t.ask('/api/media/file/logo.svg')
      expect(a.status).toBe(200)
      expect(a.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL)
      expect(a.headers['cache-control']).toMatch(/^public, max-age=\d{5,}$/)
      expect(a.headers.etag).toMatch(/^"[\w-]{27}"$/)
      expect(a.headers['content-security-policy']).toBe("default-src 'none'")
      expect(a.body.equals(LOGO)).toBe(true)
      const again = await t.ask('/api/media/file/logo.svg', { 'if-none-match': String(a.headers.etag) })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(a.headers.etag)
      const head = await t.ask('/api/media/file/logo.svg', {}, 'HEAD')
      expect([head.status, head.headers.etag, head.body.length]).toEqual([200, a.headers.etag, 0])
      // compressed on the way by Next (no length): validated too, with a tag of its own
      const gz = await t.ask('/api/media/file/logo.svg', { 'accept-encoding': 'gzip' })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gz.body).equals(LOGO)).toBe(true)
      expect(gz.headers.etag).not.toBe(a.headers.etag)
      const gzAgain = await t.ask('/api/media/file/logo.svg', {
        'accept-encoding': 'gzip',
        'if-none-match': String(gz.headers.etag),
      })
      expect(gzAgain.status).toBe(304)
      // another file under the same name: a new ETag, the whole file again
      t.replaceLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>'))
      const changed = await t.ask('/api/media/file/logo.svg', { 'if-none-match': String(a.headers.etag) })
      expect(changed.status).toBe(200)
      expect(changed.headers.etag).not.toBe(a.headers.etag)
    } finally {
      await t.close()
    }
  })

  it("leaves alone what is not a tenant's upload read, errors, answers with their own caching and files too large to hold", async () => {
    const t = await setup(1000)
    try {
      const missing = await t.ask('/api/media/file/missing.svg')
      expect([missing.status, missing.headers['cache-control'], missing.headers.etag]).toEqual([
        404,
        undefined,
        undefined,
      ])
      const own = await t.ask('/api/media/file/own-caching.svg')
      expect([own.status, own.headers['cache-control'], own.headers.etag]).toEqual([
        200,
        'private, no-store',
        undefined,
      ])
      // larger than the bound (1,000 bytes here), whether its length is known or not: piped, whole, without an ETag
      const big = await t.ask('/api/media/file/logo.svg')
      expect([big.status, big.headers.etag, big.body.equals(LOGO)]).toEqual([200, undefined, true])
      // the bound counts the bytes as sent: compressed, the logo fits
      expect((await t.ask('/api/media/file/logo.svg', { 'accept-encoding': 'gzip' })).headers.etag).toBeDefined()
      // not for it: the admin host (a session decides there), a Range, a write, another address
      expect((await t.ask('/api/media/file/logo.svg', { host: 'localhost:3000' })).status).toBe(299)
      expect((await t.ask('/api/media/file/logo.svg', { range: 'bytes=0-9' })).status).toBe(299)
      expect((await t.ask('/api/media/file/logo.svg', {}, 'POST')).status).toBe(299)
      expect((await t.ask('/api/media/logo.svg')).status).toBe(299)
      expect(t.passed()).toBe(4)
    } finally {
      await t.close()
    }
    // compressed and still over the bound: found out while it streams, sent whole without an ETag
    const tiny = await setup(30)
    try {
      const bigGz = await tiny.ask('/api/media/file/logo.svg', { 'accept-encoding': 'gzip' })
      expect(bigGz.headers.etag).toBeUndefined()
      expect(zlib.gunzipSync(bigGz.body).equals(LOGO)).toBe(true)
    } finally {
      await tiny.close()
    }
  })
})
