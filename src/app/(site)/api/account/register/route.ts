import type { NextRequest } from 'next/server'

import { registerAccount } from '@/data/accounts'
import { resetLinkOrigin } from '@/data/accountsReset'
import { sendVerification } from '@/data/accountsTrust'
import { registerSchema } from '@/domain/accounts/schema'
import { json, jsonError } from '@/lib/http/respond'
import { clientAddress, isHttps, requestHost } from '@/lib/requestContext'

import { accountRequest, setSessionCookie } from '../session'

/**
 * POST /api/account/register { name, email, password, phone?, marketing_opt_in? } on a tenant's host.
 *   201 { signedIn: true, id, name, hasPhone, emailVerified: false } + the session cookie; a link to confirm the
 *       email is sent after the answer (src/data/accountsTrust.ts)
 *   409 { error }               an account with this email exists on this tenant
 *   429 { error } + Retry-After 10 sign-up attempts per client address per tenant in an hour
 *   422 { error, fieldErrors }  a field is missing or invalid (also an unknown field)
 *   403 cross-site; 404 unknown host; 400/413 not JSON / over 4 KiB
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await accountRequest(request, registerSchema)
  if (!req.ok) return req.response
  const result = await registerAccount(req.payload, req.tenant, req.input, clientAddress(request.headers))
  if (!result.ok)
    return jsonError(result.error, result.status, result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : {})
  const { id, name, phone, email } = result.account
  const origin = resetLinkOrigin(req.tenant, { host: requestHost(request.headers), https: isHttps(request.headers) })
  // the link is stored now, the email sent after the answer (a failure is logged; the garage offers to send it again)
  const { delivery } = await sendVerification(req.payload, req.tenant, { id, email }, { origin })
  void delivery
  return setSessionCookie(
    json({ signedIn: true, id, name, hasPhone: Boolean(phone), emailVerified: false }, 201),
    request,
    result.token,
  )
}
