// Runs Payload CLI commands and checks that they did their work. On Node 20 the CLI now and then exits 0
// having done nothing (an ESM top-level-await stall while loading the config; upstream payloadcms/payload#17757),
// so each step verifies its result in the database and retries a few times.
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { run } from './build.mjs'

const ATTEMPTS = 4

/** @param {string | undefined} url @param {string} sql */
async function query(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(sql)
  } catch {
    return null
  } finally {
    await client.end()
  }
}

function migrationNames() {
  return fs
    .readdirSync(path.resolve('migrations'))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''))
}

/** @param {string | undefined} url */
async function pendingMigrations(url) {
  const applied = await query(url, 'SELECT name FROM payload_migrations')
  const done = new Set((applied?.rows ?? []).map((r) => r.name))
  return migrationNames().filter((n) => !done.has(n))
}

/**
 * @param {string} label @param {() => Promise<unknown>} step @param {() => Promise<string | null>} verify
 */
async function withRetries(label, step, verify) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await step()
    const problem = await verify()
    if (!problem) return
    if (attempt < ATTEMPTS)
      console.warn(`! ${label}: ${problem}; running it again (attempt ${attempt + 1} of ${ATTEMPTS})`)
    else throw new Error(`${label}: ${problem}`)
  }
}

/** Applies the pending migrations; with none pending, Payload is not started at all. @param {NodeJS.ProcessEnv} env */
export async function migrate(env) {
  if ((await pendingMigrations(env.DATABASE_URL)).length === 0) {
    console.log('  Every migration is applied.')
    return
  }
  await withRetries(
    'payload migrate',
    () => run(process.execPath, ['node_modules/payload/bin.js', 'migrate'], env),
    async () => {
      const pending = await pendingMigrations(env.DATABASE_URL)
      return pending.length === 0 ? null : `${pending.length} migration(s) still pending`
    },
  )
}

/** Seeds the demo tenants into a database that has no tenants yet; a database with tenants is left alone. @param {NodeJS.ProcessEnv} env */
export async function seedIfEmpty(env) {
  const existing = await query(env.DATABASE_URL, 'SELECT count(*)::int AS n FROM tenants')
  if ((existing?.rows[0]?.n ?? 0) > 0) {
    console.log('  The database already has tenants: not seeding.')
    return
  }
  await seed(env)
}

/** Runs the (idempotent) demo seed and checks the demo tenants are there afterwards. @param {NodeJS.ProcessEnv} env */
export async function seed(env) {
  await withRetries(
    'demo seed',
    () => run(process.execPath, ['node_modules/payload/bin.js', 'run', 'tenants-seed/run.ts'], env),
    async () => {
      const res = await query(env.DATABASE_URL, "SELECT count(*)::int AS n FROM tenants WHERE slug = 'harbour'")
      return res?.rows[0]?.n === 1 ? null : 'the demo tenants are not there'
    },
  )
}

/**
 * Rebuilds the search documents (`src/search/reindex-cli.ts`, resumable: a stopped run is continued); with a tenant
 * slug, only that tenant's. `payload run` drops --options (--restart, --batch N) from the script's argv, so the
 * arguments travel in REINDEX_ARGS. A full reindex is verified: one search document per vehicle that has a tenant.
 * @param {NodeJS.ProcessEnv} env @param {string[]} [args]
 */
export async function reindex(env, args = []) {
  const batchAt = args.indexOf('--batch')
  const slug = args.find((a, i) => !a.startsWith('-') && (batchAt < 0 || i !== batchAt + 1))
  await withRetries(
    'search reindex',
    () =>
      run(process.execPath, ['node_modules/payload/bin.js', 'run', 'src/search/reindex-cli.ts'], {
        ...env,
        REINDEX_ARGS: JSON.stringify(args),
      }),
    async () => {
      if (slug !== undefined) return null
      const res = await query(
        env.DATABASE_URL,
        'SELECT (SELECT count(*) FROM vehicles WHERE tenant_id IS NOT NULL)::int AS v, (SELECT count(*) FROM search_documents)::int AS d',
      )
      const row = res?.rows[0]
      return row && row.v === row.d ? null : `${row?.d ?? '?'} search documents for ${row?.v ?? '?'} vehicles`
    },
  )
}

/**
 * A database whose vehicles predate the search_documents table (seeded before it existed) has vehicles but no
 * search documents: build them once. Anything else is left to the hooks and `npm run reindex`.
 * @param {NodeJS.ProcessEnv} env
 */
export async function reindexIfEmpty(env) {
  const res = await query(
    env.DATABASE_URL,
    'SELECT (SELECT count(*) FROM vehicles WHERE tenant_id IS NOT NULL)::int AS v, (SELECT count(*) FROM search_documents)::int AS d',
  )
  const row = res?.rows[0]
  if (!row || row.v === 0 || row.d > 0) return
  console.log(`  ${row.v} vehicles have no search documents yet: reindexing…`)
  await reindex(env)
}

/**
 * Imports an inventory feed (`src/inventory/import-cli.ts`; arguments passed through, a relative file path taken
 * from where npm was run). `payload run` drops --options from the script's argv (it parses them with minimist), so
 * the arguments travel in IMPORT_STOCK_ARGS. The import is idempotent: a run that did nothing (no result file) is repeated.
 * @param {NodeJS.ProcessEnv} env @param {string[]} [args]
 */
export async function importStock(env, args = []) {
  const cwd = process.env.INIT_CWD ?? process.cwd()
  let fileAt = -1
  for (let i = 0; i < args.length && fileAt < 0; i++) {
    if (args[i] === '--tenant' || args[i] === '--dealership') i++
    else if (!args[i]?.startsWith('-')) fileAt = i
  }
  const resolved = args.map((a, i) => (i === fileAt ? path.resolve(cwd, a) : a))
  const resultFile = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'import-stock-')), 'result.json')
  try {
    await withRetries(
      'stock import',
      () =>
        run(process.execPath, ['node_modules/payload/bin.js', 'run', 'src/inventory/import-cli.ts'], {
          ...env,
          IMPORT_STOCK_ARGS: JSON.stringify(resolved),
          IMPORT_RESULT_FILE: resultFile,
        }),
      async () => (fs.existsSync(resultFile) ? null : 'the import did not run'),
    )
  } finally {
    fs.rmSync(path.dirname(resultFile), { recursive: true, force: true })
  }
}

/**
 * Imports a tenant's reviews (`src/reviews/import-cli.ts`; docs/reviews-import.md), arguments passed through in
 * IMPORT_REVIEWS_ARGS like importStock's (a relative file path taken from where npm was run). Idempotent: a run that
 * did nothing (no result file) is repeated.
 * @param {NodeJS.ProcessEnv} env @param {string[]} [args]
 */
export async function importReviews(env, args = []) {
  const cwd = process.env.INIT_CWD ?? process.cwd()
  let fileAt = -1
  for (let i = 0; i < args.length && fileAt < 0; i++) {
    if (args[i] === '--tenant') i++
    else if (!args[i]?.startsWith('-')) fileAt = i
  }
  const resolved = args.map((a, i) => (i === fileAt ? path.resolve(cwd, a) : a))
  const resultFile = path.join(
    fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'import-reviews-')),
    'result.json',
  )
  try {
    await withRetries(
      'reviews import',
      () =>
        run(process.execPath, ['node_modules/payload/bin.js', 'run', 'src/reviews/import-cli.ts'], {
          ...env,
          IMPORT_REVIEWS_ARGS: JSON.stringify(resolved),
          IMPORT_RESULT_FILE: resultFile,
        }),
      async () => (fs.existsSync(resultFile) ? null : 'the import did not run'),
    )
  } finally {
    fs.rmSync(path.dirname(resultFile), { recursive: true, force: true })
  }
}
