/**
 * `npm run import:reviews -- <file.csv|file.json> --tenant <slug>` → `payload run src/reviews/import-cli.ts`
 * against DATABASE_URL (or the embedded Postgres in DATA_DIR; scripts/run.mjs). The format: docs/reviews-import.md.
 * Exit 0 when the run completed (rejected rows included, each listed with its reason), 1 when the file or the
 * arguments are unusable.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../../payload.config'
import { env } from '../lib/env'
import { revalidateToken } from '../lib/revalidateToken'
import { parseReviewsFile, ReviewImportError } from '../domain/reviews/import'
import { formatReviewsSummary, importReviews, ReviewsImportError } from './importReviews'

const USAGE = 'Usage: npm run import:reviews -- <file.csv|file.json> --tenant <slug>'

function fail(message: string): never {
  console.error(`✖ ${message}`)
  console.error(USAGE)
  process.exit(1)
}

function parseArgs(): { file: string; tenant: string } {
  // `payload run` strips --options from process.argv, so scripts/run.mjs passes the arguments in IMPORT_REVIEWS_ARGS.
  const fromEnv = process.env.IMPORT_REVIEWS_ARGS
  const args = fromEnv
    ? (JSON.parse(fromEnv) as string[])
    : process.argv.slice(2).filter((a) => !/import-cli\.(ts|js)$/.test(a))
  let file: string | undefined
  let tenant: string | undefined
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    if (a === '--tenant') {
      tenant = args[++i]
      if (!tenant || tenant.startsWith('--')) fail('--tenant needs a value')
    } else if (a.startsWith('--tenant=')) tenant = a.slice('--tenant='.length)
    else if (a.startsWith('-')) fail(`Unknown option '${a}'`)
    else if (!file) file = a
    else fail(`Unexpected argument '${a}'`)
  }
  if (!file) fail('No reviews file given')
  if (!tenant) fail('--tenant <slug> is required')
  return { file, tenant }
}

const args = parseArgs()
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file)
if (!fs.existsSync(resolved)) fail(`No such file: ${args.file}`)
const ext = path.extname(resolved).toLowerCase()
if (ext !== '.csv' && ext !== '.json') fail(`Unsupported file type '${ext || '(none)'}': use .csv or .json`)
let parsed: ReturnType<typeof parseReviewsFile>
try {
  parsed = parseReviewsFile(fs.readFileSync(resolved, 'utf8'), ext === '.csv' ? 'csv' : 'json')
} catch (error) {
  if (error instanceof ReviewImportError) fail(error.message)
  throw error
}

/**
 * This process wrote to the database directly, so a running app still has the tenant's old pages cached: ask it to
 * expire them (POST /api/revalidate with the token derived from PAYLOAD_SECRET), as import:stock does. No running
 * app is fine.
 */
async function notifyRunningApp(tenantId: number | string): Promise<void> {
  const secret = env().PAYLOAD_SECRET
  const base = env().IMPORT_NOTIFY_URL ?? `http://localhost:${env().PORT}`
  if (!secret) return
  try {
    const res = await fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-token': revalidateToken(secret) },
      body: JSON.stringify({ tenantId, resources: ['reviews', 'locations', 'dealerships'] }),
      signal: AbortSignal.timeout(3000),
    })
    console.log(
      res.ok ? `› The running app at ${base} refreshed the reviews.` : `! The app at ${base} answered ${res.status}.`,
    )
  } catch {
    console.log(`› No running app at ${base} to refresh (it will read the new reviews when it starts).`)
  }
}

const payload = await getPayload({ config })
try {
  const summary = await importReviews(payload, {
    tenantSlug: args.tenant,
    rows: parsed.rows,
    rejected: parsed.rejected,
  })
  console.log(formatReviewsSummary(summary))
  await notifyRunningApp(summary.tenantId)
  if (process.env.IMPORT_RESULT_FILE) fs.writeFileSync(process.env.IMPORT_RESULT_FILE, JSON.stringify(summary))
} catch (error) {
  if (error instanceof ReviewsImportError) fail(error.message)
  console.error('Import failed.')
  console.error(error)
  process.exit(1)
}
process.exit(0)
