// V8's explicit compile hint on the shop's script chunks (Lighthouse mobile: total blocking time).
//
// V8 compiles a script's functions lazily: the first call of each function compiles it, on the main thread, in the
// middle of whatever called it. The site's start-up calls most of what it loads (React, Next's router, the page's
// client components), so that compiling happened inside the one task that starts the framework — the longest task
// of every page (Harbour's home page: 50–100 ms on this machine, ×4 in Lighthouse's mobile simulation). A script whose
// first line is the magic comment `//# allFunctionsCalledOnLoad` is compiled whole, eagerly, while it streams in, on a
// background thread (Chromium 136+; other browsers ignore the comment). Measured on Harbour's home page (Chromium,
// 412 px, 1.75×): the longest start-up task 50–99 ms → 18–34 ms; script tasks in all 142–231 ms → 95–142 ms.
//
// Only the shop's chunks carry it: the framework every route starts with (build-manifest.json's rootMainFiles), the
// chunks the (site) routes' client-reference manifests name (each route's entry and client components) and every
// chunk those load later (a lazily loaded island names its chunks as "static/chunks/<file>.js" in its parent's code).
// The admin's own chunks (Payload's UI, megabytes of code a marketer mostly never calls) stay lazy. The comment is added after `next build` (scripts/lib/build.mjs, `npm run build`),
// once: a chunk that already starts with it is left alone. File names (content hashes) do not change; the files are
// only ever served from this build.
import { CLIENT_REFERENCE_MANIFEST_SUFFIX, RSC_MANIFEST_GLOBAL } from '../../src/lib/nextInternals.mjs'
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The client-reference manifests under `dir` (recursively). @param {string} dir @param {string[]} [out] @returns {string[]} */
function manifests(dir, out = []) {
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) manifests(file, out)
    else if (entry.name.endsWith(CLIENT_REFERENCE_MANIFEST_SUFFIX)) out.push(file)
  }
  return out
}

/**
 * The chunk file names (e.g. `1o9l2sd6j1fqb.js`) one manifest's routes load: client components' chunks and each
 * route's entry files. A manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`.
 * @param {string} file
 * @returns {Map<string, Set<string>>} route → chunk file names
 */
export function manifestChunks(file) {
  /**
   * @type {{ globalThis: object, __RSC_MANIFEST?: Record<string, {
   *   clientModules?: Record<string, { chunks?: string[] }>, entryJSFiles?: Record<string, string[]> }> }}
   */
  const sandbox = { globalThis: {} }
  sandbox.globalThis = sandbox
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 5000 })
  /** @type {Map<string, Set<string>>} */
  const routes = new Map()
  for (const [route, manifest] of Object.entries(sandbox[RSC_MANIFEST_GLOBAL] ?? {})) {
    const names = new Set()
    for (const mod of Object.values(manifest.clientModules ?? {})) {
      for (const chunk of mod.chunks ?? []) if (chunk.endsWith('.js')) names.add(path.posix.basename(chunk))
    }
    for (const files of Object.values(manifest.entryJSFiles ?? {})) {
      for (const chunk of files) if (chunk.endsWith('.js')) names.add(path.posix.basename(chunk))
    }
    routes.set(route, names)
  }
  return routes
}

const CHUNK_REF = /static\/chunks\/([\w.-]+\.js)/g

/**
 * The shop's chunks in a build: those the (site) routes load first, and every chunk reachable from them by the
 * lazy-loading references in their code.
 * @param {string} distDir the build (`.next`)
 * @returns {string[]} chunk file names, sorted
 */
export function siteChunks(distDir) {
  const chunksDir = path.join(distDir, 'static', 'chunks')
  /** @type {Set<string>} */
  const found = new Set()
  // the framework every route starts with (React, Next's router, the chunk loader): build-manifest's rootMainFiles
  const buildManifest = path.join(distDir, 'build-manifest.json')
  if (fs.existsSync(buildManifest)) {
    const { rootMainFiles = [] } = JSON.parse(fs.readFileSync(buildManifest, 'utf8'))
    for (const f of rootMainFiles) if (f.endsWith('.js')) found.add(path.posix.basename(f))
  }
  for (const file of manifests(path.join(distDir, 'server', 'app'))) {
    for (const [route, names] of manifestChunks(file)) {
      if (route.startsWith('/(site)/')) for (const n of names) found.add(n)
    }
  }
  const queue = [...found]
  while (queue.length > 0) {
    const name = /** @type {string} */ (queue.pop())
    const file = path.join(chunksDir, name)
    if (!fs.existsSync(file)) continue
    for (const m of fs.readFileSync(file, 'utf8').matchAll(CHUNK_REF)) {
      const ref = /** @type {string} */ (m[1])
      if (!found.has(ref) && fs.existsSync(path.join(chunksDir, ref))) {
        found.add(ref)
        queue.push(ref)
      }
    }
  }
  return [...found].filter((n) => fs.existsSync(path.join(chunksDir, n))).sort()
}

/**
 * Puts the compile hint at the top of each of the shop's chunks that lacks it.
 * @param {string} distDir
 * @returns {{ hinted: string[]; already: number }}
 */
export function addCompileHints(distDir) {
  const chunksDir = path.join(distDir, 'static', 'chunks')
  const hinted = []
  let already = 0
  for (const name of siteChunks(distDir)) {
    const file = path.join(chunksDir, name)
    const text = fs.readFileSync(file, 'utf8')
    if (text.startsWith(COMPILE_HINT)) {
      already++
      continue
    }
    fs.writeFileSync(file, COMPILE_HINT + text)
    hinted.push(name)
  }
  return { hinted, already }
}
