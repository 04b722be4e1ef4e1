import type { NextRequest } from 'next/server'

import { accountLists, saveAccountLists } from '@/data/accountLists'
import { savedCarsSchema } from '@/domain/saved/syncSchema'
import { json } from '@/lib/http/respond'

import { signedInRequest, signedInShopper } from '../session'

/**
 * The signed-in shopper's favourites and recently viewed cars kept with their account on this tenant
 * (src/data/accountLists.ts), so they show on every device they sign in on.
 *   GET  → 200 { favourites: [{ id, name, slug, make, model, primary_image_url }], viewed: [{ id, stocknum, make,
 *          model, body, simple_body }] }   newest first, the tenant's cars on its site as they are now; no-store
 *   POST { favourites: [id], viewed: [id], merge } → 200 the lists as stored: merged into the account's (this
 *          device's first) or replacing them; ids of cars not on this site are left out
 *   401 not signed in;  422 { error, fieldErrors } not a list of car ids, or over 200 favourites / 20 viewed;
 *   403 cross-site;  404 unknown host;  400/413 not JSON / over 4 KiB
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const req = await signedInShopper(request)
  if (!req.ok) return req.response
  return json(await accountLists(req.payload, req.tenant, req.account))
}

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, savedCarsSchema)
  if (!req.ok) return req.response
  return json(await saveAccountLists(req.payload, req.tenant, req.account, req.input))
}
