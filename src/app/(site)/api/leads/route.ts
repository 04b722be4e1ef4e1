import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { NextRequest } from 'next/server'

import { submitLead } from '@/data/leads/submit'
import { payloadClient } from '@/data/payload'
import { guardPayloadHandler, onAdminHost } from '@/lib/adminCredentials'
import { env } from '@/lib/env'
import { json, jsonBody, jsonError } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { requestTenant } from '../tenantRequest'

/**
 * POST /api/leads on a tenant's host (spec §7 Lead submission; the tenant is the Host header's, never the body's);
 * on an admin host it is Payload's (below).
 *   201 { lead_id }                                   stored (and queued for delivery on the last step); the same
 *                                                     answer when bot signals (honeypot `website` filled, sent
 *                                                     faster than LEAD_MIN_FILL_MS) hold it as suspected spam:
 *                                                     stored, listed in the admin, delivered once released
 *   201 { lead_id, continuation_token }               the first step of a multi-step lead (isLastStep false): later
 *                                                     steps send both back (src/data/leads/continuation.ts)
 *   422 { error: 'Please fix the following errors:', fieldErrors: { field: message } }   also an unknown field
 *   429 { error } + Retry-After                       10/min per client per tenant, then 600/min per tenant
 *   409 { error }                                     Idempotency-Key reused with a different body
 *   404 { error }                                     unknown host; lead_id unknown, another tenant's, finished,
 *                                                     or without its valid continuation_token (one answer for all)
 *   413 { error }                                     body over 64 KiB
 *   400 { error }                                     body not JSON, nested too deep, NUL or unpaired surrogate
 * Idempotency-Key: the same key and body replay the first response (kept 24 h in Postgres, per tenant).
 * The logic is submitLead in src/data/leads/submit.ts.
 */
export const dynamic = 'force-dynamic'

const payloadGet = guardPayloadHandler(REST_GET(config))
const payloadPost = guardPayloadHandler(REST_POST(config))
const LEADS = { params: Promise.resolve({ slug: ['leads'] }) }

/**
 * GET /api/leads is Payload's list of leads (this route file would otherwise shadow it): `where`, `sort`, `limit`,
 * `page`, `depth` as on any collection. Signed-in staff on an admin host read their tenants' leads; an integration
 * account (`Authorization: users API-Key …`) its one tenant's; on a tenant's host credentials are dropped
 * (src/lib/adminCredentials.ts) and the answer is a 403. Read by id, /api/leads/:id, is Payload's own route.
 */
export function GET(request: NextRequest) {
  return payloadGet(request, LEADS)
}

export async function POST(request: NextRequest) {
  // An admin host is no tenant's site: there POST /api/leads is Payload's, which the admin uses to read leads
  // (`X-Payload-HTTP-Method-Override: GET`, e.g. a reservation's Lead field); creating one there is refused.
  if (onAdminHost(request.headers)) return payloadPost(request, LEADS)
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const read = await jsonBody(request)
  if (!read.ok) return read.response
  try {
    const payload = await payloadClient()
    const result = await submitLead(payload, site.tenant, {
      body: read.value,
      idempotencyKey: request.headers.get('idempotency-key'),
      ip: clientAddress(request.headers),
      minFillMs: env().LEAD_MIN_FILL_MS,
    })
    return json(result.body, result.status, result.headers)
  } catch (error) {
    console.error('lead submission failed', error)
    return jsonError('An error occurred when submitting this form', 503, { 'retry-after': '2' })
  }
}
