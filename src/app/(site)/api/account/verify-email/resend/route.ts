import type { NextRequest } from 'next/server'

import { resetLinkOrigin } from '@/data/accountsReset'
import { resendVerification } from '@/data/accountsTrust'
import { resendSchema } from '@/domain/accounts/trust'
import { json } from '@/lib/http/respond'
import { isHttps, requestHost } from '@/lib/requestContext'

import { refusal, signedInRequest } from '../../session'

/**
 * POST /api/account/verify-email/resend {}: email the signed-in shopper's confirmation link again (the earlier one
 * stops working).
 *   200 { ok: true, message }   sent (or already confirmed: nothing sent)
 *   401 not signed in;  429 + Retry-After  3 confirmation emails per account per 15 minutes
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, resendSchema)
  if (!req.ok) return req.response
  const origin = resetLinkOrigin(req.tenant, { host: requestHost(request.headers), https: isHttps(request.headers) })
  const result = await resendVerification(req.payload, req.tenant, req.account, { origin })
  if (!result.ok) return refusal(result)
  void result.delivery
  return json({ ok: true, message: result.message })
}
