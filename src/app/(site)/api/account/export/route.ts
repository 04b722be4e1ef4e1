import type { NextRequest } from 'next/server'

import { exportAccount } from '@/data/accountsTrust'
import { ACCOUNT_MESSAGES } from '@/domain/accounts/schema'
import { jsonError } from '@/lib/http/respond'

import { signedInShopper } from '../session'

/**
 * GET /api/account/export: the signed-in shopper's data on this site as a JSON download (APP 12; accountsTrust.ts
 * AccountExport): the account, its watchlist, reservations and the enquiries sent with its email.
 *   200 application/json, Content-Disposition attachment, never stored;  401 not signed in;  404 unknown host
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const req = await signedInShopper(request)
  if (!req.ok) return req.response
  const data = await exportAccount(req.payload, req.tenant, req.account)
  if (!data) return jsonError(ACCOUNT_MESSAGES.signedOut, 401)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${req.tenant.slug}-my-data.json"`,
      'cache-control': 'private, no-store',
    },
  })
}
