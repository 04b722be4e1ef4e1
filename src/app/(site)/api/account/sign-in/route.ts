import type { NextRequest } from 'next/server'

import { signInAccount } from '@/data/accounts'
import { signInSchema } from '@/domain/accounts/schema'
import { json, jsonError } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { accountRequest, setSessionCookie } from '../session'

/**
 * POST /api/account/sign-in { email, password } on a tenant's host (accounts are per tenant).
 *   200 { signedIn: true, id, name, hasPhone } + the session cookie
 *   401 { error: 'Email or password is incorrect.' }   unknown email and wrong password alike
 *   429 { error } + Retry-After                          5 failures per client address and email in 15 minutes
 *   422 / 403 / 404 / 400 / 413 as every account endpoint
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await accountRequest(request, signInSchema)
  if (!req.ok) return req.response
  const result = await signInAccount(req.payload, req.tenant, req.input, clientAddress(request.headers))
  if (!result.ok)
    return jsonError(result.error, result.status, result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : {})
  const { id, name, phone } = result.account
  return setSessionCookie(json({ signedIn: true, id, name, hasPhone: Boolean(phone) }), request, result.token)
}
