/**
 * `npm run reindex` → `payload run src/search/reindex-cli.ts` against DATABASE_URL (or the embedded Postgres in
 * DATA_DIR; see scripts/run.mjs). Rebuilds every tenant's search documents from the vehicles; `-- <tenant slug>`
 * rebuilds one tenant.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { tenantIdBySlug } from './documents'
import { reindexSearch } from './index'

const payload = await getPayload({ config })
// `payload run` leaves [node, bin, ...the script's own arguments] in process.argv.
const slug = process.argv.slice(2).find((a) => !a.startsWith('-') && !/\.(ts|js)$/.test(a))

try {
  const started = performance.now()
  let indexed: number
  if (slug) {
    const tenantId = await tenantIdBySlug(payload, slug)
    if (tenantId === null) throw new Error(`No tenant with slug '${slug}'`)
    indexed = (await reindexSearch(payload, tenantId)).indexed
  } else {
    indexed = (await reindexSearch(payload)).indexed
  }
  console.log(
    `Reindexed ${indexed} search documents${slug ? ` of ${slug}` : ''} in ${Math.round(performance.now() - started)} ms.`,
  )
} catch (error) {
  console.error('Reindex failed.')
  console.error(error)
  process.exit(1)
}

process.exit(0)
