// Builds the production bundle when the sources changed since the last build (fingerprint of file sizes and mtimes).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { addCompileHints } from './compileHints.mjs'
import { precompressStatic } from '../../server/staticFiles.mjs'

const SOURCES = [
  'src',
  'collections',
  'blocks',
  'migrations',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'payload-types.ts',
]

/** @param {string} entry @param {string[]} out */
function walk(entry, out) {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), out)
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`)
  }
}

export function sourceFingerprint(root = process.cwd()) {
  /** @type {string[]} */
  const lines = []
  for (const s of SOURCES) walk(path.join(root, s), lines)
  return crypto.createHash('sha256').update(lines.join('\n')).digest('hex')
}

/** @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<void>} */
export function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${path.basename(args[0] ?? cmd)} ${args.slice(1).join(' ')} exited with ${code}`)),
    )
  })
}

export const distDir = () => process.env.NEXT_DIST_DIR || '.next'

/**
 * Runs `work` holding the build's lock (`<distDir>.lock`, the holder's pid inside), so the test stages that run side by
 * side never build into one directory at once: a second caller waits, then finds the build current. A lock whose
 * holder is gone is taken over. @template T @param {() => Promise<T>} work @returns {Promise<T>}
 */
async function withBuildLock(work) {
  const lock = `${distDir().replace(/\/+$/, '')}.lock`
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
      break
    } catch {
      const holder = Number(fs.readFileSync(lock, 'utf8').trim() || 0)
      let alive = false
      try {
        alive = holder > 0 && process.kill(holder, 0)
      } catch {
        alive = false
      }
      if (!alive) fs.rmSync(lock, { force: true })
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(lock, { force: true })
  }
}

/** @param {NodeJS.ProcessEnv} env @param {{ force?: boolean }} [options] */
export function buildIfNeeded(env, { force = false } = {}) {
  return withBuildLock(async () => {
    const marker = path.join(distDir(), 'demo-fingerprint')
    const fingerprint = sourceFingerprint()
    const built =
      fs.existsSync(path.join(distDir(), 'BUILD_ID')) &&
      fs.existsSync(marker) &&
      fs.readFileSync(marker, 'utf8') === fingerprint
    if (built && !force) {
      // a build from before the hints or the compressed forms (the fingerprint covers the app's sources, not
      // scripts/) gets them too; both are idempotent
      afterBuild(distDir(), { quiet: true })
      return false
    }
    console.log('› Building the production bundle (next build, about a minute)…')
    await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { ...env, NEXT_TELEMETRY_DISABLED: '1' })
    afterBuild(distDir())
    fs.writeFileSync(marker, fingerprint)
    return true
  })
}

/**
 * What every build gets after `next build` (here, `npm run build` through scripts/after-build.mjs, and the Docker
 * image): V8's compile hint on the shop's chunks (scripts/lib/compileHints.mjs), then — the hints rewrite those
 * chunks — the brotli and gzip forms of the static files the edge answers (server/staticFiles.mjs).
 * @param {string} dir @param {{ quiet?: boolean }} [options]
 */
export function afterBuild(dir, { quiet = false } = {}) {
  const { hinted, already } = addCompileHints(dir)
  // the shop's chunks come from Next's build manifests, not a public interface: a Next that writes them differently
  // must stop the build, not ship pages without their hints (docs/architecture/edge-and-page-cache.md "Next internals")
  if (!hinted.length && !already)
    throw new Error(`no shop script chunks found in ${dir}: Next's client reference manifests have changed`)
  const { written, kept } = precompressStatic(dir)
  if (quiet && !hinted.length && !written) return
  console.log(
    `› Compile hints on ${hinted.length} of the shop's script chunks${already ? ` (${already} already had them)` : ''};` +
      ` ${written} compressed form(s) of the static files written${kept ? `, ${kept} kept` : ''}`,
  )
}
