/**
 * A stored page's framework scripts are asked for by one inline loader at the end of
 * <body> (server/lateScripts.mjs), which runs once the stylesheets have loaded, instead of by async tags in <head>
 * that ran before the first paint. The same files, async, in order; nothing else in the page changes.
 */
import { buildEntry, hashCsp } from '../../../server/pageCache/entries.mjs'
import { inlineScripts, scriptHash } from '../../../server/scriptHashes.mjs'
import { lateScripts, loaderScript } from '../../../server/lateScripts.mjs'

const A = '/_next/static/chunks/1w4sink4bmq-0.js'
const B = '/_next/static/chunks/1o9l2sd6j1fqb.js'
const C = '/_next/static/chunks/398c2d76j7v7d.js'
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`
const HEAD =
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `<script src="${A}" async="" nonce="n0=="></script><script src="${B}" async="" nonce="n0=="></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0=="></script>`
const BODY =
  `<main><h1>Cars</h1></main><script nonce="n0==">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script src="${C}" nonce="n0==" async=""></script>`

describe('lateScripts', () => {
  it('moves every async bundle tag, in order, into one loader just before </body>', () => {
    const out = lateScripts(page(HEAD, BODY))
    expect(out).not.toContain(`<script src="${A}"`)
    expect(out).not.toContain(`<script src="${B}"`)
    expect(out).not.toContain(`<script src="${C}"`)
    expect(out).toContain(`${loaderScript([A, B, C])}</body></html>`)
    expect(loaderScript([A, B, C])).toContain(JSON.stringify([A, B, C]))
  })

  it('leaves everything else as it was: stylesheets, the low-priority preload, the no-module polyfill, inline scripts', () => {
    const out = lateScripts(page(HEAD, BODY))
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
    expect(out).toContain(`<link rel="preload" as="script" fetchPriority="low" href="${C}"/>`)
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0=="></script>')
    expect(out).toContain('<script nonce="n0==">(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(out.indexOf('<main>')).toBeLessThan(out.indexOf('.forEach('))
  })

  it('adds the scripts async to <head> when the loader runs', () => {
    const added: { src: string; async: boolean }[] = []
    const fakeDocument = {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
    }
    const code = /<script>([\s\S]*)<\/script>/.exec(loaderScript([A, B]))?.[1] ?? ''
    new Function('document', code)(fakeDocument)
    expect(added).toEqual([
      { src: A, async: true },
      { src: B, async: true },
    ])
  })

  it('keeps a page without bundle tags, or without </body>, byte for byte', () => {
    const plain = page('<title>x</title>', '<main>no scripts</main>')
    expect(lateScripts(plain)).toBe(plain)
    const cut = `<html><head><script src="${A}" async=""></script></head><body>streaming…`
    expect(lateScripts(cut)).toBe(cut)
    const other = page(`<script src="https://chat.example/widget.js" async=""></script>`, '')
    expect(lateScripts(other)).toBe(other)
    const blocking = page(`<script src="${A}"></script>`, '')
    expect(lateScripts(blocking)).toBe(blocking)
  })

  it('a stored page carries the loader, and its policy names the loader’s hash in place of the nonce', async () => {
    const html = page(HEAD, BODY)
    const entry = await buildEntry({
      key: 'http://harbour.localhost/',
      proto: 'http',
      host: 'harbour.localhost',
      url: '/',
      tenantId: '1',
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-n0=='",
      },
      body: Buffer.from(html),
      now: 0,
    })
    const stored = entry.body.toString('utf8')
    expect(stored).toBe(lateScripts(html))
    const loader = inlineScripts(stored).at(-1) ?? ''
    expect(loader).toContain('.forEach(')
    expect(entry.headers['content-security-policy']).toContain(`'${scriptHash(loader)}'`)
    expect(entry.headers['content-security-policy']).toBe(
      hashCsp("default-src 'self'; script-src 'self' 'nonce-n0=='", stored),
    )
    expect(entry.headers['content-security-policy']).not.toContain('nonce-')
  })
})
