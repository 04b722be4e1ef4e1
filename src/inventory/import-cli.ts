/**
 * `npm run import:stock -- <file.csv|file.json> --tenant <slug> [--dealership <slug>] [--partial]`
 * → `payload run src/inventory/import-cli.ts …` against DATABASE_URL (or the embedded Postgres in DATA_DIR; see
 * scripts/run.mjs). Exit 0 when the run completed (rejected rows included), 1 when the file or arguments are unusable.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../../payload.config'
import { env } from '../lib/env'
import { revalidateToken } from '../lib/revalidateToken'
import { CsvError, parseCsv, parseJsonFeed, type FeedRecord } from '../domain/inventory/feed'
import { FeedImportError, formatSummary, importFeed } from './importFeed'

const USAGE = 'Usage: npm run import:stock -- <file.csv|file.json> --tenant <slug> [--dealership <slug>] [--partial]'

function fail(message: string): never {
  console.error(`✖ ${message}`)
  console.error(USAGE)
  process.exit(1)
}

interface Args {
  file: string
  tenant: string
  dealership?: string
  partial: boolean
}

function parseArgs(argv: string[]): Args {
  // `payload run` strips --options from process.argv, so scripts/run.mjs passes the arguments in IMPORT_STOCK_ARGS.
  const fromEnv = process.env.IMPORT_STOCK_ARGS
  const args = fromEnv
    ? (JSON.parse(fromEnv) as string[])
    : argv.slice(2).filter((a) => !/import-cli\.(ts|js)$/.test(a))
  let file: string | undefined
  let tenant: string | undefined
  let dealership: string | undefined
  let partial = false
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    const value = () => {
      const v = args[++i]
      if (!v || v.startsWith('--')) fail(`${a} needs a value`)
      return v
    }
    if (a === '--tenant') tenant = value()
    else if (a.startsWith('--tenant=')) tenant = a.slice('--tenant='.length)
    else if (a === '--dealership') dealership = value()
    else if (a.startsWith('--dealership=')) dealership = a.slice('--dealership='.length)
    else if (a === '--partial') partial = true
    else if (a === '--full') partial = false
    else if (a.startsWith('-')) fail(`Unknown option '${a}'`)
    else if (!file) file = a
    else fail(`Unexpected argument '${a}'`)
  }
  if (!file) fail('No feed file given')
  if (!tenant) fail('--tenant <slug> is required')
  return { file, tenant, dealership, partial }
}

function readFeed(file: string): { rows: FeedRecord[]; lines?: number[] } {
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
  if (!fs.existsSync(resolved)) fail(`No such file: ${file}`)
  const text = fs.readFileSync(resolved, 'utf8')
  const ext = path.extname(resolved).toLowerCase()
  try {
    if (ext === '.csv') {
      const { rows, lines } = parseCsv(text)
      return { rows, lines }
    }
    if (ext === '.json') return { rows: parseJsonFeed(text) }
  } catch (error) {
    if (error instanceof CsvError) fail(error.message)
    throw error
  }
  fail(`Unsupported file type '${ext || '(none)'}': use .csv or .json`)
}

/**
 * This process changed the database directly, so a running app's caches (page data, search results) still hold the
 * old stock. Ask it to expire this tenant's: POST {IMPORT_NOTIFY_URL or http://localhost:$PORT}/api/revalidate with
 * the token derived from PAYLOAD_SECRET. No running app is fine: the next start reads fresh data.
 */
async function notifyRunningApp(tenantSlug: string): Promise<void> {
  const secret = env().PAYLOAD_SECRET
  const base = env().IMPORT_NOTIFY_URL ?? `http://localhost:${env().PORT}`
  if (!secret) return
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: tenantSlug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const tenantId = found.docs[0]?.id
  if (tenantId === undefined) return
  try {
    const res = await fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-token': revalidateToken(secret) },
      body: JSON.stringify({ tenantId, resources: ['vehicles', 'dealerships', 'locations'] }),
      signal: AbortSignal.timeout(3000),
    })
    console.log(
      res.ok
        ? `› The running app at ${base} refreshed ${tenantSlug}'s stock.`
        : `! The app at ${base} answered ${res.status} to the refresh request.`,
    )
  } catch {
    console.log(`› No running app at ${base} to refresh (it will read the new stock when it starts).`)
  }
}

const args = parseArgs(process.argv)
const feed = readFeed(args.file)
const payload = await getPayload({ config })

try {
  const started = performance.now()
  const summary = await importFeed(payload, {
    tenantSlug: args.tenant,
    dealershipSlug: args.dealership,
    rows: feed.rows,
    lines: feed.lines,
    full: !args.partial,
  })
  console.log(formatSummary(summary, performance.now() - started))
  await notifyRunningApp(args.tenant)
  if (process.env.IMPORT_RESULT_FILE) fs.writeFileSync(process.env.IMPORT_RESULT_FILE, JSON.stringify(summary))
} catch (error) {
  if (error instanceof FeedImportError) fail(error.message)
  console.error('Import failed.')
  console.error(error)
  process.exit(1)
}

process.exit(0)
