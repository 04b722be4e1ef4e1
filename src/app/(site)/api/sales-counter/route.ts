import type { NextRequest } from 'next/server'

import { soldThisMonth } from '@/data/salesCount'
import { counterShows } from '@/domain/counters/salesCounter'
import { json } from '@/lib/http/respond'

import { requestTenant } from '../tenantRequest'

/**
 * GET /api/sales-counter on a tenant's host: { sold, shown } — how many of its cars were sold this month (its time
 * zone), and whether the sales counter shows (only a real figure: at least one sale). The counter on a page asks
 * every 150 s (CMS-17; blocks/SalesCounter). 404 off a dealer site.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const site = await requestTenant(request, { offSite: 'The sales counter is answered on a dealer site host only' })
  if (!site.ok) return site.response
  const sold = await soldThisMonth(site.tenant)
  return json({ sold, shown: counterShows(sold) })
}
