import type { NextRequest } from 'next/server'

import { resetLinkOrigin } from '@/data/accountsReset'
import { requestEmailChange } from '@/data/accountsTrust'
import { changeEmailSchema } from '@/domain/accounts/trust'
import { json } from '@/lib/http/respond'
import { isHttps, requestHost } from '@/lib/requestContext'

import { refusal, signedInRequest } from '../session'

/**
 * POST /api/account/email { email, current_password }: ask to change the signed-in shopper's email.
 *   200 { ok: true, message }   a confirmation link went to the new address (whether or not another account has it:
 *                               the answer never says) and a notice to the old one; the email changes when the link
 *                               is opened (POST /api/account/verify-email)
 *   400 { error, fieldErrors }  the current password is not right, or the address is already the account's
 *   401 not signed in;  429 + Retry-After  5 wrong passwords, or 3 confirmation emails, per account in 15 minutes
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, changeEmailSchema)
  if (!req.ok) return req.response
  const origin = resetLinkOrigin(req.tenant, { host: requestHost(request.headers), https: isHttps(request.headers) })
  const result = await requestEmailChange(req.payload, req.tenant, req.account, req.input, { origin })
  if (!result.ok) return refusal(result)
  void result.delivery
  return json({ ok: true, message: result.message })
}
