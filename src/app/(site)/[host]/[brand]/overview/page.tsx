import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { brandOverview } from '@/data/brands'
import { getRouteContext } from '@/data/content'
import { leadLocationChoices } from '@/data/leads/availability'
import { siteOrigin } from '@/data/tenants'
import { brandOverviewPath } from '@/domain/brands/brands'
import { brandJsonLd } from '@/domain/seo/structuredData'
import { BrandOverview } from '@/modules/brands/components/BrandOverview'

import { siteTenant } from '../../tenantPage'

type Props = { params: Promise<{ host: string; brand: string }> }

const load = cache(async (host: string, slug: string) => {
  const tenant = await siteTenant(Promise.resolve({ host }))
  if (!tenant) return null
  const data = await brandOverview(tenant, slug)
  return data ? { tenant, ...data } : null
})

async function fromParams(params: Props['params']) {
  const { host, brand } = await params
  let slug = brand
  try {
    slug = decodeURIComponent(brand)
  } catch {
    return null
  }
  return load(host, slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await fromParams(params)
  if (!found) return {}
  const { brand, tenant } = found
  return {
    title: `${brand.title} at ${tenant.name}`,
    description: brand.description ?? `${brand.title} at ${tenant.name}: models in stock, offers and locations.`,
    alternates: { canonical: `${siteOrigin(tenant)}${brandOverviewPath(brand.slug)}` },
  }
}

/**
 * RTE-26: a brand's overview (/{brand}/overview): only the tenant's own brands (an unknown slug or another tenant's
 * brand is a 404). Models in stock come from the search engine, offers from the live offers of the make, the
 * locations from those that sell it.
 */
export default async function BrandOverviewPage({ params }: Props) {
  const found = await fromParams(params)
  if (!found) notFound()
  const { tenant, brand, make, models, offers, locations } = found
  const [routes, choices] = await Promise.all([getRouteContext(tenant), leadLocationChoices(tenant.id)])
  // The enquiry offers the locations selling the brand when it names some, else all of the site's.
  const selling = choices.filter((c) => locations.some((l) => String(l.id) === String(c.id)))
  const leadLocations = selling.length > 0 ? selling : choices
  const ld = brandJsonLd(brand, models, siteOrigin(tenant))
  return (
    <>
      <BrandOverview {...{ tenant, brand, make, models, offers, locations, leadLocations, routes }} />
      <JsonLdScripts items={ld} />
    </>
  )
}
