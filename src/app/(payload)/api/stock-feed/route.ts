import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { CsvError, parseCsv, parseJsonFeed, type FeedRecord } from '@/domain/inventory/feed'
import { mayImportStock } from '@/domain/users/roles'
import { payloadClient } from '@/data/payload'
import { FeedBusyError, FeedImportError, importFeed } from '@/inventory/importFeed'
import { readTextBody } from '@/lib/http/jsonBody'
import { tenantIdBySlug } from '@/search/documents'
import { issuesText, json, jsonError } from '@/lib/http/respond'

/**
 * POST /api/stock-feed?tenant={slug}&mode=full|partial[&dealership={slug}] — a dealer's management system pushes its
 * stock (tenants-seed/feeds/README.md): the body is the same feed `npm run import:stock` reads, as `text/csv` or
 * `application/json` (an array of rows or { "vehicles": [...] }), at most 16 MiB and 20,000 rows. `mode=full` is the
 * dealership's whole stock (cars missing from it are marked sold); `mode=partial` changes only the cars it names.
 * Signed in as a super admin or a group admin of the tenant (`Authorization: users API-Key …`, or a JWT).
 *
 * 200 with the import's summary — created, updated, unchanged, sold, and each rejected row with its line and reasons
 * (a rejected row changes nothing, and its car is never sold by a full feed). 400 for a query or a feed that cannot
 * be read, an unknown tenant or dealership; 401 without a session; 403 for a user who may not change that tenant's
 * stock; 409 while another import of the same dealership runs (Retry-After); 413 for a body over the limit; 415 for
 * another content type.
 */
export const dynamic = 'force-dynamic'

const MAX_BYTES = 16 * 1024 * 1024
const MAX_ROWS = 20_000
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'a slug: lower-case letters, digits and hyphens')
const Query = z
  .object({
    tenant: slug,
    dealership: slug.optional(),
    mode: z.enum(['full', 'partial'], {
      message: "mode must be 'full' (the whole stock: cars missing from it are sold) or 'partial'",
    }),
  })
  .strict()

export async function POST(request: NextRequest) {
  const query = Query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!query.success) return jsonError(issuesText(query.error), 400)
  const { tenant, dealership, mode } = query.data

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return jsonError('Sign in with an admin API key or session.', 401)
  const tenantId = await tenantIdBySlug(payload, tenant)
  if (tenantId === null) return jsonError(`No site with the slug '${tenant}'.`, 400)
  if (!mayImportStock(user as Parameters<typeof mayImportStock>[0], tenantId))
    return jsonError(`This account may not change the stock of ${tenant}.`, 403)

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'text/csv' && type !== 'application/json')
    return jsonError('Send the feed as text/csv or application/json.', 415)
  const body = await readTextBody(request, MAX_BYTES)
  if (!body.ok) return jsonError(body.error, body.status)
  let rows: FeedRecord[]
  let lines: number[] | undefined
  try {
    if (type === 'text/csv') ({ rows, lines } = parseCsv(body.text))
    else rows = parseJsonFeed(body.text)
  } catch (error) {
    if (error instanceof CsvError) return jsonError(error.message, 400)
    throw error
  }
  if (rows.length === 0) return jsonError('The feed has no rows.', 400)
  if (rows.length > MAX_ROWS)
    return jsonError(`The feed has ${rows.length} rows; send at most ${MAX_ROWS} at a time.`, 413)

  const started = performance.now()
  try {
    const summary = await importFeed(payload, {
      tenantSlug: tenant,
      dealershipSlug: dealership,
      rows,
      lines,
      full: mode === 'full',
    })
    return json({ ...summary, mode, ms: Math.round(performance.now() - started) })
  } catch (error) {
    if (error instanceof FeedBusyError) return jsonError(error.message, 409, { 'Retry-After': '30' })
    if (error instanceof FeedImportError) return jsonError(error.message, 400)
    throw error
  }
}
