import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { siteLocations } from '@/data/locations'
import { liveOffers } from '@/data/offers'
import { siteOrigin } from '@/data/tenants'
import { timeZoneForState } from '@/domain/locations/hours'
import {
  matchesOfferFilters,
  normaliseOfferFilters,
  offerFacets,
  offerFiltersQuery,
  parseOfferFilters,
} from '@/domain/offers/offers'
import { OffersList } from '@/modules/offers/components/OffersList'

import { siteTenant, tenantPage, type HostParams } from '../tenantPage'

type Search = Promise<Record<string, string | string[] | undefined>>
type Props = { params: HostParams; searchParams: Search }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const tenant = await siteTenant(params)
  if (!tenant) return {}
  const query = offerFiltersQuery(parseOfferFilters(await searchParams))
  return {
    title: 'Special offers',
    description: `Current new and used car offers, finance deals and servicing offers at ${tenant.name}.`,
    alternates: { canonical: `${siteOrigin(tenant)}/special-offers${query}` },
  }
}

/**
 * /special-offers (RTE-24, OFF-01, OFF-05): the tenant's live offers, soonest-ending first, filtered by
 * manufacturer, model and category from the address (?manufacturer=toyota&model=hilux&category=finance-offer).
 * A query that is not in its canonical form (empty filter parameters from the GET form, a model the chosen
 * manufacturer has no offer for) redirects to it, so each filter state has one address in the page cache. Only
 * live offers show; one that ends leaves the page when it ends (src/data/offers.ts armOfferChange).
 */
export default async function Page({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const raw = await searchParams
  const [all, locations] = await Promise.all([liveOffers(tenant.id), siteLocations(tenant.id)])
  const filters = normaliseOfferFilters(all, parseOfferFilters(raw))
  // one address per filter state: empty selects, repeated or non-slug values and a stray model redirect to the
  // canonical filters; other parameters (utm_… from a campaign) are kept as they came
  const keys = ['manufacturer', 'model', 'category'] as const
  if (keys.some((k) => (raw[k] ?? undefined) !== filters[k])) {
    const rest = new URLSearchParams(offerFiltersQuery(filters))
    for (const [k, v] of Object.entries(raw)) {
      if ((keys as readonly string[]).includes(k) || v === undefined) continue
      for (const one of Array.isArray(v) ? v : [v]) rest.append(k, one)
    }
    const q = rest.toString()
    redirect(`/special-offers${q ? `?${q}` : ''}`)
  }
  const shown = all.filter((o) => matchesOfferFilters(o, filters))
  return (
    <OffersList
      tenantName={tenant.name}
      offers={shown}
      total={all.length}
      filters={filters}
      facets={offerFacets(all, filters)}
      timeZone={timeZoneForState(locations[0]?.state)}
    />
  )
}
