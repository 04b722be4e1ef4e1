/**
 * Total blocking time (Lighthouse mobile): after `next build`, the shop's script chunks start with V8's
 * explicit compile hint (scripts/lib/compileHints.mjs), so Chromium compiles them while they stream in instead of
 * function by function inside the framework's start-up task. Which chunks: the framework every route starts with, the
 * (site) routes' chunks and every chunk those load lazily; the admin's own chunks stay as built.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { addCompileHints, COMPILE_HINT, manifestChunks, siteChunks } from '../../../scripts/lib/compileHints.mjs'

const tmpDirs: string[] = []
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** A build directory shaped like Next's: build-manifest.json, client-reference manifests, static/chunks. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  tmpDirs.push(dist)
  const chunks = path.join(dist, 'static', 'chunks')
  fs.mkdirSync(chunks, { recursive: true })
  const write = (name: string, text: string) => fs.writeFileSync(path.join(chunks, name), text)
  write('framework.js', '(globalThis.TURBOPACK||[]).push(["react-dom"])')
  write('runtime.js', 'var loader=1')
  write('site-page.js', 'e.v(()=>Promise.all(["static/chunks/island.js"].map(e.l)))')
  write('island.js', 'e.v(()=>Promise.all(["static/chunks/island-dep.js"].map(e.l)))')
  write('island-dep.js', 'var calculator=1')
  write('admin.js', 'e.v(()=>Promise.all(["static/chunks/admin-lazy.js"].map(e.l)))')
  write('admin-lazy.js', 'var editor=1')
  write('shared.js', 'var layoutRouter=1')
  write('site.css', '.card{}')
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'],
    }),
  )
  const manifest = (route: string, chunkList: string[]) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      moduleLoading: { prefix: '' },
      clientModules: Object.fromEntries(
        chunkList.map((c, i) => [`[project]/m${i}.tsx`, { id: i, name: '*', chunks: [`/_next/${c}`], async: false }]),
      ),
      entryJSFiles: { [`[project]/src/app${route}`]: ['static/chunks/shared.js'] },
    })};\n`
  const site = path.join(dist, 'server', 'app', '(site)', '[host]')
  const admin = path.join(dist, 'server', 'app', '(payload)', 'admin')
  fs.mkdirSync(site, { recursive: true })
  fs.mkdirSync(admin, { recursive: true })
  fs.writeFileSync(
    path.join(site, 'page_client-reference-manifest.js'),
    manifest('/(site)/[host]/page', ['static/chunks/site-page.js', 'static/chunks/site.css']),
  )
  fs.writeFileSync(
    path.join(admin, 'page_client-reference-manifest.js'),
    manifest('/(payload)/admin/page', ['static/chunks/admin.js']),
  )
  return dist
}

describe('compile hints on the shop chunks', () => {
  it('reads a client-reference manifest: each route with its client components’ and entry chunks', () => {
    const dist = fakeBuild()
    const routes = manifestChunks(
      path.join(dist, 'server', 'app', '(site)', '[host]', 'page_client-reference-manifest.js'),
    )
    expect([...routes.keys()]).toEqual(['/(site)/[host]/page'])
    expect([...(routes.get('/(site)/[host]/page') ?? [])].sort()).toEqual(['shared.js', 'site-page.js'])
  })

  it('marks the framework, the site routes’ chunks and what they load lazily — not the admin’s own', () => {
    const dist = fakeBuild()
    expect(siteChunks(dist)).toEqual([
      'framework.js',
      'island-dep.js',
      'island.js',
      'runtime.js',
      'shared.js',
      'site-page.js',
    ])
    const { hinted, already } = addCompileHints(dist)
    expect(hinted.sort()).toEqual(siteChunks(dist))
    expect(already).toBe(0)
    const read = (n: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', n), 'utf8')
    expect(read('framework.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["react-dom"])`)
    expect(read('island-dep.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    // the admin's chunks and the stylesheet are untouched
    expect(read('admin.js')).toBe('e.v(()=>Promise.all(["static/chunks/admin-lazy.js"].map(e.l)))')
    expect(read('admin-lazy.js')).toBe('var editor=1')
    expect(read('site.css')).toBe('.card{}')
  })

  it('adds the hint once: a second run changes nothing', () => {
    const dist = fakeBuild()
    addCompileHints(dist)
    const before = fs.readFileSync(path.join(dist, 'static', 'chunks', 'site-page.js'), 'utf8')
    expect(addCompileHints(dist)).toEqual({ hinted: [], already: 6 })
    expect(fs.readFileSync(path.join(dist, 'static', 'chunks', 'site-page.js'), 'utf8')).toBe(before)
  })

  it('leaves a build without manifests alone', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-empty-'))
    tmpDirs.push(dist)
    expect(siteChunks(dist)).toEqual([])
    expect(addCompileHints(dist)).toEqual({ hinted: [], already: 0 })
  })
})
