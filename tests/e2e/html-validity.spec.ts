import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from './fixtures'
import { TEMPLATE_TENANTS, pagesOfTenant, tenantGet } from './pageTypes'

/**
 * Valid HTML on every page type of every template, as the Nu HTML checker (the W3C validator's engine: npm
 * `vnu-jar`, run on Java) reads it: the HTML exactly as served (the page cache's copy, as a crawler receives it),
 * errors only. The pages are written to a temporary folder and checked in one run of the checker (one JVM start:
 * seconds); each error is printed with its tenant, page type and path.
 */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))
const JAVA = process.env.JAVA ?? 'java'

interface NuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page type of every site template is valid HTML for the Nu checker (errors only)', async ({ request }) => {
  test.setTimeout(300_000)
  const dir = mkdtempSync(join(tmpdir(), 'nu-pages-'))
  try {
    const labels = new Map<string, string>()
    for (const tenant of TEMPLATE_TENANTS) {
      for (const page of await pagesOfTenant(request, tenant)) {
        const res = await tenantGet(request, tenant, page.path)
        const label = `${tenant} ${page.type} ${page.path}`
        expect(res.status(), label).toBe(page.status)
        const file = join(dir, `${labels.size}.html`)
        writeFileSync(file, await res.body())
        labels.set(file, label)
      }
    }
    expect(labels.size).toBeGreaterThan(3 * 25)

    // one short run: the JVM's quick compiler alone costs about half the CPU of its optimising one here; its larger
    // frames need a deeper stack than the default for the checker's schema
    const run = spawnSync(
      JAVA,
      ['-XX:TieredStopAtLevel=1', '-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...labels.keys()],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect(run.error, `${JAVA} -jar vnu.jar`).toBeUndefined()
    // the checker writes its JSON report to stderr
    const report = JSON.parse(run.stderr) as { messages: NuMessage[] }
    const errors = report.messages
      // 'error' (a fatal one too) and 'non-document-error' (a file the checker could not read); 'info' is a warning
      .filter((m) => m.type !== 'info')
      .map((m) => {
        // the checker names a file `file:/tmp/…`
        const where = labels.get((m.url ?? '').replace(/^file:/, '')) ?? m.url ?? '?'
        return `${where} line ${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`
      })
    console.log(`Nu checker: ${labels.size} pages, ${errors.length} errors`)
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
