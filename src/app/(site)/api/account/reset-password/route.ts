import type { NextRequest } from 'next/server'

import { resetPassword } from '@/data/accountsReset'
import { FORGOT_PASSWORD_PATH, resetPasswordSchema } from '@/domain/accounts/passwordReset'
import { json, jsonError } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { accountRequest, setSessionCookie } from '../session'

/**
 * POST /api/account/reset-password { token, password } on a tenant's host.
 *   200 { signedIn: true, id, name, hasPhone } + a new session cookie; every other session of the account is ended
 *   400 { error, askAgain: '/forgot-password' }  unknown, expired, used, or another tenant's token
 *   422 { error, fieldErrors }  the password breaks sign-up's rules (or the token is not a token's shape)
 *   429 { error } + Retry-After  10 attempts per client address per tenant in 15 minutes
 *   403 / 404 / 400 / 413 as every account endpoint
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await accountRequest(request, resetPasswordSchema)
  if (!req.ok) return req.response
  const result = await resetPassword(req.payload, req.tenant, req.input, clientAddress(request.headers))
  if (!result.ok) {
    if (result.status === 429) return jsonError(result.error, 429, { 'Retry-After': String(result.retryAfter ?? 60) })
    return json({ error: result.error, askAgain: FORGOT_PASSWORD_PATH }, result.status)
  }
  const { id, name, phone } = result.account
  return setSessionCookie(json({ signedIn: true, id, name, hasPhone: Boolean(phone) }), request, result.token)
}
