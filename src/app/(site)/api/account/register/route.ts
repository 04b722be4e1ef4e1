import type { NextRequest } from 'next/server'

import { registerAccount } from '@/data/accounts'
import { registerSchema } from '@/domain/accounts/schema'
import { json, jsonError } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { accountRequest, setSessionCookie } from '../session'

/**
 * POST /api/account/register { name, email, password, phone?, marketing_opt_in? } on a tenant's host.
 *   201 { signedIn: true, id, name, hasPhone } + the session cookie
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
  const { id, name, phone } = result.account
  return setSessionCookie(json({ signedIn: true, id, name, hasPhone: Boolean(phone) }, 201), request, result.token)
}
