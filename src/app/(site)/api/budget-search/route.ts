import type { NextRequest } from 'next/server'

import { bodySlug } from '@/domain/bodyTypes'
import { budgetAssumption } from '@/domain/budget/assumption'
import { budgetMaxPrice, budgetSearchHref, budgetTotal, isBudgetFrequency } from '@/domain/budget/budget'

import { requestTenant } from '../tenantRequest'

/**
 * GET /api/budget-search?body=SUV&frequency=monthly&repayment=600&deposit=2000 — the budget search form without
 * JavaScript (BUD-01..06, BUD-11/12): works the budget out with the same rules as the form, at the tenant's default
 * finance rate and term (the tenant of the Host header), and answers 303 to the results, e.g.
 * /search/suv?range[price]=1001:34387. Junk numbers count as 0 and are clamped; an unknown frequency is monthly; a
 * body that is not a plain body name is dropped (all body types). The redirect is a path on the host that asked; a
 * host no dealer site answers on is a 404.
 */
export const dynamic = 'force-dynamic'

const BODY = /^[\p{L}\p{N} &-]{1,40}$/u

export async function GET(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const params = request.nextUrl.searchParams
  const frequencyParam = params.get('frequency')
  const frequency = isBudgetFrequency(frequencyParam) ? frequencyParam : 'monthly'
  const total = budgetTotal(
    { frequency, repayment: params.get('repayment'), deposit: params.get('deposit') },
    budgetAssumption(site.tenant.config.finance),
  )
  const rawBody = (params.get('body') ?? '').trim()
  const body = BODY.test(rawBody) && bodySlug(rawBody) !== '' ? rawBody : null
  return new Response(null, {
    status: 303,
    headers: { Location: budgetSearchHref(body, budgetMaxPrice(total)), 'Cache-Control': 'no-store' },
  })
}
