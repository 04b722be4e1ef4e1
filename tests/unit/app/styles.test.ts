/**
 * Render-blocking CSS: the site links one stylesheet, src/app/(site)/styles.css, which @imports every
 * site stylesheet; components import none (each imported stylesheet became a file of its own, up to 15 render-blocking
 * requests on a home page). Only the root layouts and the print page (its own print rules) import CSS; the admin's
 * own views (src/admin) are styled through the admin layout's custom.css.
 */
import fs from 'node:fs'
import path from 'node:path'

const ALLOWED_IMPORTERS = [
  'src/app/(site)/layout.tsx',
  'src/app/(payload)/layout.tsx',
  'src/app/(site)/[host]/print/page.tsx',
]

function files(dir: string, test: RegExp, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files(full, test, out)
    else if (test.test(entry.name)) out.push(path.relative(process.cwd(), full))
  }
  return out
}

describe('one site stylesheet', () => {
  it('no component imports a stylesheet: only the root layouts and the print page do', () => {
    const importers = ['src', 'blocks']
      .flatMap((dir) => files(path.resolve(dir), /\.(tsx?|mjs)$/))
      .filter((file) => /^import ['"][^'"]+\.css['"]/m.test(fs.readFileSync(file, 'utf8')))
    expect(importers.sort()).toEqual([...ALLOWED_IMPORTERS].sort())
  })

  it('styles.css imports every site stylesheet once (the admin and print sheets excepted)', () => {
    const index = 'src/app/(site)/styles.css'
    const imported = [...fs.readFileSync(index, 'utf8').matchAll(/@import '([^']+)'/g)].map((m) =>
      path.relative(process.cwd(), path.resolve(path.dirname(index), m[1]!)),
    )
    expect(new Set(imported).size).toBe(imported.length)
    const sheets = ['src', 'blocks']
      .flatMap((dir) => files(path.resolve(dir), /\.css$/))
      .filter(
        (f) =>
          f !== index &&
          !f.startsWith('src/app/(payload)/') &&
          !f.startsWith('src/admin/') &&
          !f.endsWith('print/print.css'),
      )
    expect(imported.sort()).toEqual(sheets.sort())
  })
})

/**
 * tests/e2e/reflow.spec.ts loads each page once in a 390 px window and widens it to 1366 px: that stands for a phone
 * only while the site lays out by width alone. A media query on the pointer or on hover, or script that asks the
 * same, would lay a phone out differently from a narrow window, and the reflow spec would need its phone again.
 */
describe('layout by width alone', () => {
  it('no site stylesheet or component asks for the pointer, hover or touch', () => {
    const asks = /\((?:any-)?(?:pointer|hover)\s*:|ontouchstart|maxTouchPoints/
    const found = ['src', 'blocks']
      .flatMap((dir) => files(path.resolve(dir), /\.(css|tsx?)$/))
      .filter((file) => !file.startsWith('src/app/(payload)/') && !file.startsWith('src/admin/'))
      .filter((file) => asks.test(fs.readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })
})
