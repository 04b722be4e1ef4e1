/**
 * The e2e browser's one `--disable-features` switch (tests/e2e/chromiumFeatures.ts) carries every feature the
 * installed Playwright disables: Chromium keeps only the last such switch, so one missing here would be enabled again in
 * the suite's browser without a word. A Playwright upgrade that disables something new fails here.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { DISABLE_FEATURES_SWITCH, SUITE_DISABLED_FEATURES } from '../../e2e/chromiumFeatures'

/** The feature names the installed Playwright's Chromium launcher disables, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const dir = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib')
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    const list = /disabledFeatures\s*=\s*\[([\s\S]*?)\]/.exec(text)?.[1]
    if (list) return [...list.matchAll(/"([A-Za-z0-9_-]+)"/g)].map((m) => m[1] ?? '')
  }
  return []
}

describe("the e2e browser's disabled features", () => {
  it("include every one Playwright disables (Chromium keeps only the last --disable-features), and the suite's", () => {
    const playwrights = playwrightDisabledFeatures()
    expect(playwrights.length).toBeGreaterThan(5) // found where this test reads it
    const ours = DISABLE_FEATURES_SWITCH.replace('--disable-features=', '').split(',')
    expect(playwrights.filter((f) => !ours.includes(f))).toEqual([])
    expect(ours).toEqual(expect.arrayContaining([...SUITE_DISABLED_FEATURES]))
    expect(new Set(ours).size).toBe(ours.length)
  })
})
