import type { NextRequest } from 'next/server'

import { exportAccount } from '@/data/accountsTrust'
import { payloadClient } from '@/data/payload'
import { ACCOUNT_MESSAGES } from '@/domain/accounts/schema'
import { jsonError } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'
import { requestAccount } from '../session'

/**
 * GET /api/account/export: the signed-in shopper's data on this site as a JSON download (APP 12; accountsTrust.ts
 * AccountExport): the account, its watchlist, reservations and the enquiries sent with its email.
 *   200 application/json, Content-Disposition attachment, never stored;  401 not signed in;  404 unknown host
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const payload = await payloadClient()
  const account = await requestAccount(request, site.tenant, payload)
  if (!account) return jsonError(ACCOUNT_MESSAGES.signedOut, 401)
  const data = await exportAccount(payload, site.tenant, account)
  if (!data) return jsonError(ACCOUNT_MESSAGES.signedOut, 401)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${site.tenant.slug}-my-data.json"`,
      'cache-control': 'private, no-store',
    },
  })
}
