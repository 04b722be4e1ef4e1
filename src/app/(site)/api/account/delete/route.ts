import type { NextRequest } from 'next/server'

import { deleteAccount } from '@/data/accountsTrust'
import { deleteAccountSchema } from '@/domain/accounts/trust'
import { json } from '@/lib/http/respond'

import { clearSessionCookie, refusal, signedInRequest } from '../session'

/**
 * POST /api/account/delete { current_password, confirm: 'DELETE' }: deletes the signed-in shopper's account
 * (src/data/accountsTrust.ts deleteAccount: what goes, what the dealer keeps).
 *   200 { signedIn: false, message } and the cookie cleared
 *   400 { error, fieldErrors: { current_password } };  422 the confirmation was not typed
 *   401 not signed in;  429 + Retry-After  5 wrong passwords in 15 minutes
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, deleteAccountSchema)
  if (!req.ok) return req.response
  const result = await deleteAccount(req.payload, req.tenant, req.account, req.input)
  if (!result.ok) return refusal(result)
  return clearSessionCookie(json({ signedIn: false, message: result.message }), request)
}
