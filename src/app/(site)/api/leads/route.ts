import { NextResponse, type NextRequest } from 'next/server'

import { submitLead } from '@/data/leads/submit'
import { payloadClient } from '@/data/payload'
import { tenantForHost } from '@/data/tenants'
import { env } from '@/lib/env'
import { readJsonBody } from '@/lib/http/jsonBody'
import { clientAddress, requestHost } from '@/lib/requestContext'

/**
 * POST /api/leads on a tenant's host (spec §7 Lead submission; the tenant is the Host header's, never the body's).
 *   201 { lead_id }                                   stored (and queued for delivery on the last step); also a
 *                                                     made-up id when the honeypot `website` is filled or the form
 *                                                     was sent faster than LEAD_MIN_FILL_MS (nothing stored)
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

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(requestHost(request.headers))
  if (!tenant)
    return NextResponse.json({ error: 'No dealer site answers on this host' }, { status: 404, headers: NO_STORE })
  const read = await readJsonBody(request)
  if (!read.ok) return NextResponse.json({ error: read.error }, { status: read.status, headers: NO_STORE })
  try {
    const payload = await payloadClient()
    const result = await submitLead(payload, tenant, {
      body: read.value,
      idempotencyKey: request.headers.get('idempotency-key'),
      ip: clientAddress(request.headers),
      minFillMs: env().LEAD_MIN_FILL_MS,
    })
    return NextResponse.json(result.body, {
      status: result.status,
      headers: { ...NO_STORE, ...result.headers },
    })
  } catch (error) {
    console.error('lead submission failed', error)
    return NextResponse.json(
      { error: 'An error occurred when submitting this form' },
      { status: 503, headers: { ...NO_STORE, 'retry-after': '2' } },
    )
  }
}
