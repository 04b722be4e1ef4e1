import type { NextRequest } from 'next/server'

import { requestPasswordReset, resetLinkOrigin } from '@/data/accountsReset'
import { forgotPasswordSchema, RESET_MESSAGES } from '@/domain/accounts/passwordReset'
import { json, jsonError } from '@/lib/http/respond'
import { clientAddress, isHttps, requestHost } from '@/lib/requestContext'

import { accountRequest } from '../session'

/**
 * POST /api/account/forgot-password { email } on a tenant's host.
 *   200 { ok: true, message }   the same answer whether or not the tenant has an account with that email; when it
 *                               has, a reset link (one hour, one use) to this host is emailed after the answer
 *   429 { error } + Retry-After  5 requests per client address, 3 per email, per tenant in 15 minutes
 *   422 / 403 / 404 / 400 / 413 as every account endpoint
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await accountRequest(request, forgotPasswordSchema)
  if (!req.ok) return req.response
  const origin = resetLinkOrigin(req.tenant, { host: requestHost(request.headers), https: isHttps(request.headers) })
  const result = await requestPasswordReset(req.payload, req.tenant, req.input, clientAddress(request.headers), {
    origin,
  })
  if (!result.ok) return jsonError(result.error, result.status, { 'Retry-After': String(result.retryAfter) })
  // the email is on its way (or there is none): its time is not the answer's
  void result.delivery
  return json({ ok: true, message: RESET_MESSAGES.requested })
}
