import type { NextRequest } from 'next/server'

import { changePassword } from '@/data/accountsTrust'
import { changePasswordSchema } from '@/domain/accounts/trust'
import { json } from '@/lib/http/respond'

import { refusal, setSessionCookie, signedInRequest } from '../session'

/**
 * POST /api/account/password { current_password, password }: a new password for the signed-in shopper.
 *   200 { ok: true, message } + a new session cookie; every other session (other devices) is ended
 *   400 { error, fieldErrors: { current_password } } the current password is not right
 *   401 not signed in;  422 the new password breaks sign-up's rules;  429 + Retry-After  5 wrong passwords in 15 minutes
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, changePasswordSchema)
  if (!req.ok) return req.response
  const result = await changePassword(req.payload, req.tenant, req.account, req.input)
  if (!result.ok) return refusal(result)
  return setSessionCookie(json({ ok: true, message: result.message }), request, result.token)
}
