// `npm run docs:requirements`: writes docs/requirements.md from docs/requirements.source.md (hand-kept: every
// requirement ID with a one-line summary, and the deliberate differences) and the titles of every test under tests/
// (the IDs each names). `--check` writes nothing and exits 1 when the page on disk differs from what it would write;
// tests/unit/requirements.test.ts runs the same comparison. Either way it exits 1 when a test title names an ID the
// source does not list.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { buildRequirementsPage, PAGE_PATH, REGENERATE_COMMAND } from './lib/requirements.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const check = process.argv.includes('--check')

const { page, references, titles } = buildRequirementsPage(root)
const file = path.join(root, PAGE_PATH)
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
let failed = false

for (const { id, file: test, line } of references.unknown) {
  console.error(`${test}:${line}: names ${id}, which docs/requirements.source.md does not list`)
  failed = true
}

if (check) {
  if (current !== page) {
    console.error(`${PAGE_PATH} is stale: run \`${REGENERATE_COMMAND}\` and commit the result`)
    failed = true
  } else {
    console.log(`${PAGE_PATH} is up to date`)
  }
} else if (current === page) {
  console.log(`${PAGE_PATH} is up to date`)
} else {
  fs.writeFileSync(file, page)
  const named = [...references.ids.values()].filter((files) => files.size > 0).length
  console.log(`wrote ${PAGE_PATH}: ${references.ids.size} requirements, ${named} named by ${titles.length} test titles`)
}

if (failed) process.exitCode = 1
