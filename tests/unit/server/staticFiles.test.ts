/**
 * An early first frame (Lighthouse mobile): the edge answers the build's own files — /_next/static/**, the
 * brand faces under /fonts and the icon sprite — from memory with their brotli and gzip forms
 * (server/staticFiles.mjs), so the stylesheet that holds the first paint no longer queues behind a worker's
 * renders and per-request compression. Everything it does not answer is left to Next, which keeps its 404s.
 * A real HTTP server on a temporary build directory; no mocks.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { createStaticFiles, precompressStatic, staticFilePath } from '../../../server/staticFiles.mjs'

const tmpDirs: string[] = []
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** A project shaped like ours: <dist>/static/chunks, <dist>/BUILD_ID, public/fonts, public/icons.svg. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  tmpDirs.push(root)
  const distDir = path.join(root, '.next')
  const publicDir = path.join(root, 'public')
  fs.mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true })
  fs.mkdirSync(path.join(distDir, 'static', 'media'), { recursive: true })
  fs.mkdirSync(path.join(publicDir, 'fonts'), { recursive: true })
  const css = `.card{color:red}\n`.repeat(400)
  const js = `console.log("chunk");\n`.repeat(300)
  fs.writeFileSync(path.join(distDir, 'static', 'chunks', 'site.css'), css)
  fs.writeFileSync(path.join(distDir, 'static', 'chunks', 'app.js'), js)
  fs.writeFileSync(path.join(distDir, 'static', 'media', 'star.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'secret-build')
  fs.writeFileSync(
    path.join(publicDir, 'fonts', 'face-0123456789.woff2'),
    Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
  )
  fs.writeFileSync(path.join(publicDir, 'fonts', 'face-LICENSE.txt'), 'OFL')
  fs.writeFileSync(
    path.join(publicDir, 'icons.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<symbol/>'.repeat(50)}</svg>`,
  )
  return { root, distDir, publicDir, css, js }
}

/** The edge's answerer in front of a stand-in for Next that answers 404 "next" to whatever it is left. */
async function edge(dirs: { distDir: string; publicDir: string }) {
  const files = createStaticFiles(dirs)
  let leftToNext = 0
  const server = http.createServer((req, res) => {
    void files.serve(req, res).then((served) => {
      if (served) return
      leftToNext++
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('next')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const ask = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  return { ask, files, leftToNext: () => leftToNext, close: () => new Promise((r) => server.close(r)) }
}

describe('staticFilePath', () => {
  const dirs = { distDir: '/app/.next', publicDir: '/app/public' }

  it('maps the build, the brand faces and the icon sprite to their files', () => {
    expect(staticFilePath('/_next/static/chunks/a.js?v=1', dirs)).toBe('/app/.next/static/chunks/a.js')
    expect(staticFilePath('/_next/static/media/star.3ji79.svg', dirs)).toBe('/app/.next/static/media/star.3ji79.svg')
    expect(staticFilePath('/fonts/manrope-a30ddcd349.woff2', dirs)).toBe('/app/public/fonts/manrope-a30ddcd349.woff2')
    expect(staticFilePath('/icons.svg?v=19626c477c', dirs)).toBe('/app/public/icons.svg')
  })

  it('refuses anything that could leave its folder or is not a static file', () => {
    for (const url of [
      '/_next/static/../BUILD_ID',
      '/_next/static/%2e%2e/BUILD_ID',
      '/_next/static/chunks/%2e%2e%2f..%2fBUILD_ID.js',
      '/_next/static/chunks/..%5c..%5cx.js',
      '/_next/static//etc/passwd.js',
      '/_next/static/chunks/a.js%00.css',
      '/_next/static/%E0%A4%A.js',
      '/_next/static/chunks/',
      '/_next/static/chunks/page.html',
      '/fonts/face-LICENSE.txt',
      '/fonts/sub/face.woff2',
      '/icons.svgx',
      '/_next/image?url=/a.jpg&w=640&q=75',
      '/api/media/file/logo.svg',
      '/',
    ])
      expect([url, staticFilePath(url, dirs)]).toEqual([url, null])
  })
})

describe('the edge answering static files', () => {
  it('answers brotli, gzip or the file itself as asked, immutable, with the files’ own types', async () => {
    const p = project()
    const e = await edge(p)
    try {
      const br = await e.ask('/_next/static/chunks/site.css', { 'accept-encoding': 'gzip, deflate, br' })
      expect(br.status).toBe(200)
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['content-type']).toBe('text/css; charset=UTF-8')
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(br.headers['vary']).toBe('Accept-Encoding')
      expect(br.headers['x-content-type-options']).toBe('nosniff')
      expect(Number(br.headers['content-length'])).toBe(br.body.length)
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(p.css)
      expect(br.body.length).toBeLessThan(p.css.length / 10)

      const gz = await e.ask('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gz.headers['content-type']).toBe('application/javascript; charset=UTF-8')
      expect(zlib.gunzipSync(gz.body).toString()).toBe(p.js)

      const plain = await e.ask('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip;q=0' })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(p.js)

      const font = await e.ask('/fonts/face-0123456789.woff2', { 'accept-encoding': 'br' })
      expect(font.headers['content-type']).toBe('font/woff2')
      expect(font.headers['content-encoding']).toBeUndefined()
      expect(font.headers['vary']).toBeUndefined()
      expect([...font.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3])

      const sprite = await e.ask('/icons.svg?v=abc', { 'accept-encoding': 'gzip' })
      expect(sprite.headers['content-type']).toBe('image/svg+xml')
      expect(zlib.gunzipSync(sprite.body).toString()).toContain('<symbol/>')
      expect(e.leftToNext()).toBe(0)
    } finally {
      await e.close()
    }
  })

  it('answers a revalidation with 304, HEAD without a body, and HSTS only when the edge says https', async () => {
    const p = project()
    const e = await edge(p)
    try {
      const first = await e.ask('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })
      const again = await e.ask('/_next/static/chunks/site.css', {
        'accept-encoding': 'br',
        'if-none-match': first.headers.etag!,
      })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(first.headers.etag)
      // the gzip form's tag revalidates too (one file, several forms)
      const gz = await e.ask('/_next/static/chunks/site.css', { 'accept-encoding': 'gzip' })
      expect(gz.headers.etag).not.toBe(first.headers.etag)
      expect((await e.ask('/_next/static/chunks/site.css', { 'if-none-match': gz.headers.etag! })).status).toBe(304)

      const head = await e.ask('/_next/static/chunks/site.css', { 'accept-encoding': 'br' }, 'HEAD')
      expect(head.status).toBe(200)
      expect(head.headers['content-length']).toBe(first.headers['content-length'])
      expect(head.body.length).toBe(0)

      expect(first.headers['strict-transport-security']).toBeUndefined()
      const https = await e.ask('/_next/static/chunks/site.css', { 'x-forwarded-proto': 'https' })
      expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    } finally {
      await e.close()
    }
  })

  it('the favicon, whose name never changes: cached a day, then revalidated by its ETag', async () => {
    const p = project()
    fs.writeFileSync(path.join(p.publicDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]))
    const e = await edge(p)
    try {
      const first = await e.ask('/favicon.ico')
      expect(first.status).toBe(200)
      expect(first.headers['content-type']).toBe('image/x-icon')
      expect(first.headers['cache-control']).toBe('public, max-age=86400')
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
      expect((await e.ask('/favicon.ico', { 'if-none-match': first.headers.etag! })).status).toBe(304)
      // the build's files stay immutable
      expect((await e.ask('/icons.svg')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    } finally {
      await e.close()
    }
  })

  it('leaves to Next a missing file, a way out of the folder, a Range request and any other method', async () => {
    const p = project()
    const e = await edge(p)
    try {
      for (const [url, headers, method] of [
        ['/_next/static/chunks/missing.js', {}, 'GET'],
        ['/_next/static/%2e%2e/BUILD_ID', {}, 'GET'],
        ['/_next/static/chunks/../../BUILD_ID', {}, 'GET'],
        ['/_next/static/chunks', {}, 'GET'],
        ['/_next/static/chunks/app.js', { range: 'bytes=0-10' }, 'GET'],
        ['/_next/static/chunks/app.js', {}, 'POST'],
        ['/fonts/face-LICENSE.txt', {}, 'GET'],
      ] as const) {
        const res = await e.ask(url, headers, method)
        expect([url, method, res.status, res.body.toString()]).toEqual([url, method, 404, 'next'])
      }
      expect(e.leftToNext()).toBe(7)
    } finally {
      await e.close()
    }
  })

  it('answers the forms written after the build, and compresses a file without them itself', async () => {
    const p = project()
    const result = precompressStatic(p.distDir)
    // site.css, app.js and star.svg, each with .br and .gz; BUILD_ID and the fonts are not the build's static files
    expect(result).toEqual({ written: 6, kept: 0 })
    expect(fs.existsSync(path.join(p.distDir, 'static', 'chunks', 'site.css.br'))).toBe(true)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(p.distDir, 'static', 'chunks', 'app.js.gz'))).toString()).toBe(
      p.js,
    )
    expect(precompressStatic(p.distDir)).toEqual({ written: 0, kept: 6 })
    // a chunk rewritten after its forms (the compile hints do) gets new ones
    const later = new Date(Date.now() + 5000)
    fs.writeFileSync(path.join(p.distDir, 'static', 'chunks', 'app.js'), `//# allFunctionsCalledOnLoad\n${p.js}`)
    fs.utimesSync(path.join(p.distDir, 'static', 'chunks', 'app.js'), later, later)
    expect(precompressStatic(p.distDir)).toEqual({ written: 2, kept: 4 })

    // the edge sends the file's brotli form as written (a marker proves which bytes it sent)
    const marked = zlib.brotliCompressSync(Buffer.from('.card{color:red}\n'.repeat(400)))
    fs.writeFileSync(path.join(p.distDir, 'static', 'chunks', 'site.css.br'), marked)
    const e = await edge(p)
    try {
      const br = await e.ask('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })
      expect(br.body.equals(marked)).toBe(true)
      // a form older than its file is not used: the edge compresses the file itself
      fs.rmSync(path.join(p.distDir, 'static', 'media', 'star.svg.br'))
      fs.rmSync(path.join(p.distDir, 'static', 'media', 'star.svg.gz'))
      const svg = await e.ask('/_next/static/media/star.svg', { 'accept-encoding': 'br' })
      // a 42-byte file is not worth compressing: sent as it is
      expect(svg.headers['content-encoding']).toBeUndefined()
      expect(svg.body.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
      const js = await e.ask('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
      expect(zlib.gunzipSync(js.body).toString()).toBe(`//# allFunctionsCalledOnLoad\n${p.js}`)
    } finally {
      await e.close()
    }
  })

  it('keeps files in memory up to its bound and reads the rest again each time', async () => {
    const p = project()
    const files = createStaticFiles({ ...p, maxBytes: 2000 })
    const server = http.createServer((req, res) => void files.serve(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const get = (u: string) =>
      new Promise<Buffer>((resolve) =>
        http.get({ host: '127.0.0.1', port, path: u }, (res) => {
          const c: Buffer[] = []
          res.on('data', (d: Buffer) => c.push(d))
          res.on('end', () => resolve(Buffer.concat(c)))
        }),
      )
    try {
      await get('/fonts/face-0123456789.woff2')
      const small = files.kept()
      expect(small).toBeGreaterThan(0)
      // the stylesheet (6.8 kB) does not fit in what is left: answered, not kept
      expect((await get('/_next/static/chunks/site.css')).toString()).toBe(p.css)
      expect(files.kept()).toBe(small)
    } finally {
      await new Promise((r) => server.close(r))
    }
  })
})
