import type { NextRequest } from 'next/server'

import { payloadClient } from '@/data/payload'
import { handleWebhook } from '@/data/reservations/service'
import { json, jsonError } from '@/lib/http/respond'

import { requestTenant } from '../../../tenantRequest'

/** Webhook bodies are small JSON events; anything larger is not one. */
const WEBHOOK_BODY_BYTES = 256 * 1024

/**
 * POST /api/payments/webhook/stripe (and /test) on the tenant's host: the provider tells us a payment changed. The
 * signature is checked over the raw body with the tenant's signing secret; each event is applied once; the payment
 * is then looked up, so late, repeated or reordered events all end the same. 400 unsigned or unreadable, 404 no such
 * provider on this site, 413 too large, 500 (the provider retries) only when applying failed.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params
  if (provider !== 'stripe' && provider !== 'test') return jsonError('No such payment provider.', 404)
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > WEBHOOK_BODY_BYTES) return jsonError('Webhook body too large.', 413)
  const raw = await request.text()
  if (raw.length > WEBHOOK_BODY_BYTES) return jsonError('Webhook body too large.', 413)
  try {
    const answer = await handleWebhook(await payloadClient(), site.tenant, provider, raw, request.headers)
    return json(answer.body, answer.status)
  } catch (error) {
    console.error('payment webhook could not be applied', error)
    return jsonError('The event could not be applied; it will be retried.', 500)
  }
}
