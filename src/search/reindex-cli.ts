/**
 * `npm run reindex [-- <tenant slug>] [--restart] [--batch N]` → `payload run src/search/reindex-cli.ts` against
 * DATABASE_URL (or the embedded Postgres in DATA_DIR; see scripts/run.mjs). Rebuilds every tenant's search documents
 * from the vehicles (or one tenant's) in batches of vehicles, each committed with a checkpoint: a run stopped midway
 * (killed, Ctrl-C, a lost connection) is continued where it stopped by the next `npm run reindex` of the same scope;
 * `--restart` forgets the checkpoint and starts over. Prints progress as it goes (./postgres/resumableReindex).
 */
import { getPayload } from 'payload'
import { z } from 'zod'

import config from '../../payload.config'
import { tenantIdBySlug } from './documents'
import { resumableReindexSearch, type ReindexProgress } from './index'

// `payload run` strips --options from process.argv, so scripts/lib/payload-cli.mjs passes the arguments in
// REINDEX_ARGS; run directly, the script's own arguments follow [node, bin] in process.argv.
const argv = z
  .array(z.string())
  .parse(
    process.env.REINDEX_ARGS
      ? JSON.parse(process.env.REINDEX_ARGS)
      : process.argv.slice(2).filter((a) => !/\.(ts|js)$/.test(a)),
  )
const batchAt = argv.indexOf('--batch')
const Args = z.object({
  slug: z.string().min(1).optional(),
  restart: z.boolean(),
  batch: z.coerce.number().int().positive().optional(),
})
const args = Args.parse({
  // The one argument that is neither a flag nor --batch's value.
  slug: argv.find((a, i) => !a.startsWith('-') && (batchAt < 0 || i !== batchAt + 1)),
  restart: argv.includes('--restart'),
  batch: batchAt >= 0 ? argv[batchAt + 1] : undefined,
})

const payload = await getPayload({ config })

let lastPrint = 0
function printProgress(p: ReindexProgress): void {
  const now = performance.now()
  // Every tenant's end, and batches at most once a second.
  if (p.firstId !== null && now - lastPrint < 1000) return
  lastPrint = now
  const pct = p.expected > 0 ? ` (${Math.min(100, Math.round((p.indexed / p.expected) * 100))}%)` : ''
  const where = p.firstId === null ? 'done' : `vehicles ${p.firstId}…${p.lastId}`
  console.log(`  tenant ${p.tenant}/${p.tenants} (id ${p.tenantId}) ${where}; ${p.indexed} documents${pct}`)
}

try {
  const started = performance.now()
  let tenantId: string | undefined
  if (args.slug) {
    tenantId = (await tenantIdBySlug(payload, args.slug)) ?? undefined
    if (tenantId === undefined) throw new Error(`No tenant with slug '${args.slug}'`)
  }
  const result = await resumableReindexSearch(payload, {
    tenantId,
    restart: args.restart,
    batchSize: args.batch,
    onProgress: printProgress,
  })
  const skipped = result.skippedTenants > 0 ? `; ${result.skippedTenants} finished tenants not read again` : ''
  const resumedNote = result.resumed ? ` (continued a stopped run${skipped})` : ''
  console.log(
    `Reindexed ${result.indexed} search documents${args.slug ? ` of ${args.slug}` : ''} in ${result.batches} batches, ` +
      `${Math.round(performance.now() - started)} ms${resumedNote}.`,
  )
} catch (error) {
  console.error('Reindex failed; run it again to continue from the last batch written.')
  console.error(error)
  process.exit(1)
}

process.exit(0)
