import type { Metadata } from 'next'
import { cache } from 'react'

import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { exploreModel } from '@/data/brands'
import { getRouteContext } from '@/data/content'
import { leadLocationChoices } from '@/data/leads/availability'
import { siteOrigin } from '@/data/tenants'
import { modelOverview } from '@/domain/brands/brands'
import { cardConfig, toCardView } from '@/domain/search/cardView'
import { modelJsonLd } from '@/domain/seo/structuredData'
import { ExploreModel } from '@/modules/brands/components/ExploreModel'

import { siteTenant } from '../tenantPage'

type Params = Promise<{ host: string; slug: string[] }>

/**
 * RTE-26: /{model-slug} is the explore-model page of a make and model the tenant has in stock ('/mazda-cx-5'). The
 * catch-all serves a published CMS page first; a single segment that is no page is looked up here; anything else
 * is the 404. Once per request (React cache): the metadata and the page share it.
 */
const load = cache(async (host: string, slug: string) => {
  const tenant = await siteTenant(Promise.resolve({ host }))
  if (!tenant) return null
  const data = await exploreModel(tenant, slug)
  return data ? { tenant, ...data } : null
})

async function fromParams(params: Params) {
  const { host, slug } = await params
  if (slug.length !== 1) return null
  try {
    return await load(host, decodeURIComponent(slug[0]!))
  } catch (error) {
    if (error instanceof URIError) return null
    throw error
  }
}

/** The explore page's title, description and canonical address; {} when the path names no model in stock. */
export async function exploreModelMetadata(params: Params): Promise<Metadata> {
  const found = await fromParams(params)
  if (!found) return {}
  const name = `${found.ref.make} ${found.ref.model}`
  const overview = modelOverview(found.stock)
  return {
    title: `${name} for sale`,
    description: `Explore the ${name} at ${found.tenant.name}: ${overview.count} in stock, variants, prices and offers.`,
    alternates: { canonical: `${siteOrigin(found.tenant)}/${found.ref.slug}` },
  }
}

/** The explore page of the path's model, or null when it names none (the catch-all then answers 404). */
export async function exploreModelPage(params: Params): Promise<React.ReactNode | null> {
  const found = await fromParams(params)
  if (!found) return null
  const { tenant, ref, brand, stock, offers } = found
  const [routes, leadLocations] = await Promise.all([getRouteContext(tenant), leadLocationChoices(tenant.id)])
  const now = new Date()
  const cfg = cardConfig(tenant.config)
  const cards = stock.slice(0, 6).map((hit) => toCardView(hit, cfg, now))
  const origin = siteOrigin(tenant)
  const ld = modelJsonLd(
    ref,
    modelOverview(stock),
    origin,
    stock.find((s) => s.primary_image_url)?.primary_image_url ?? null,
  )
  return (
    <>
      <ExploreModel tenant={tenant} model={ref} {...{ brand, stock, cards, offers, leadLocations, routes }} />
      <JsonLdScripts items={[ld]} />
    </>
  )
}
