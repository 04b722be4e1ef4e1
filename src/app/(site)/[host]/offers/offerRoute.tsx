import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { getRouteContext } from '@/data/content'
import { siteLocations } from '@/data/locations'
import { liveOfferById } from '@/data/offers'
import { searchStock } from '@/data/search'
import { getSearchVocabulary } from '@/data/searchVocabulary'
import { siteOrigin } from '@/data/tenants'
import { DEFAULT_BUTTON_TEXT, safeHref } from '@/domain/links'
import { leadSchemaOptionsFor } from '@/domain/leads/schema'
import { timeZoneForState } from '@/domain/locations/hours'
import {
  OFFER_DESCRIPTION_LIMIT,
  offerPath,
  offerRedirect,
  offerStockMatch,
  offerVehicleLine,
  truncateText,
  type OfferView,
} from '@/domain/offers/offers'
import { isLiveHref } from '@/domain/routes'
import { EMPTY_QUERY, buildSearchPath } from '@/domain/search/urlState'
import { offerJsonLd } from '@/domain/seo/structuredData'
import type { TenantSite } from '@/domain/site'
import { PaintedLeadForm } from '@/modules/leads/components/NearLeadForm.client'
import { OfferDetail } from '@/modules/offers/components/OfferDetail'
import { StockResults } from '@/modules/search/components/StockResults'

import { siteTenant, tenantPage } from '../tenantPage'

/** The offer of this request, read once for the metadata and the page (another tenant's or an ended one: null). */
const offerFor = cache(async (tenantId: TenantSite['id'], id: string) => liveOfferById(tenantId, id))

/** How many of the model's cars the page shows; the button below leads to all of them. */
const STOCK_CARDS = 4

type HostParams = Promise<{ host: string }>

export async function offerMetadata(params: HostParams, id: string): Promise<Metadata> {
  const tenant = await siteTenant(params)
  const offer = tenant ? await offerFor(tenant.id, id) : null
  if (!tenant || !offer) return { title: 'This offer has ended' }
  const origin = siteOrigin(tenant)
  const description = truncateText(offer.description || offer.name, OFFER_DESCRIPTION_LIMIT).text
  const image = offer.imageUrl
    ? offer.imageUrl.startsWith('http')
      ? offer.imageUrl
      : `${origin}${offer.imageUrl}`
    : null
  return {
    title: offer.name,
    description,
    alternates: { canonical: `${origin}${offerPath(offer)}` },
    openGraph: { title: offer.name, description, ...(image ? { images: [image] } : {}) },
  }
}

/** The model's button: the offer's own link when it leads somewhere, else the model's stock, else the make's. */
function modelLink(
  offer: OfferView,
  live: (href: string) => boolean,
  stockHref: string | null,
  makeHref: string | null,
): { href: string; label: string } | null {
  const override = safeHref(offer.model?.override_url)
  const name = offerVehicleLine(offer)
  if (override && live(override)) return { href: override, label: name ? `Explore the ${name}` : DEFAULT_BUTTON_TEXT }
  if (stockHref) return { href: stockHref, label: `See ${name} stock` }
  if (makeHref && offer.manufacturer) return { href: makeHref, label: `See ${offer.manufacturer.name} stock` }
  return null
}

/**
 * /offers/{manufacturer}/{offerId} and /offers/{offerId} (RTE-25, OFF-02). Another tenant's, an ended, a future or
 * an unknown offer → 404 with the offers not-found page ('This offer has ended', offers/not-found.tsx). A wrong
 * manufacturer segment → a permanent redirect to the offer's own path; /offers/{id} of an offer with a
 * manufacturer is served as it is, its canonical link naming the longer path.
 */
export async function OfferRoute({
  params,
  id,
  manufacturer,
}: {
  params: HostParams
  id: string
  manufacturer?: string
}) {
  const tenant = await tenantPage(params)
  const offer = await offerFor(tenant.id, id)
  if (!offer) notFound()
  if (manufacturer !== undefined) {
    const to = offerRedirect(offer, manufacturer)
    if (to) permanentRedirect(to)
  }
  const origin = siteOrigin(tenant)
  const [routes, known, locations] = await Promise.all([
    getRouteContext(tenant),
    getSearchVocabulary(tenant).catch(() => null),
    siteLocations(tenant.id),
  ])
  const match = known ? offerStockMatch(offer, known) : null
  const query = match
    ? {
        ...EMPTY_QUERY,
        refinements: match.model ? { make: [match.make], model: [match.model] } : { make: [match.make] },
      }
    : null
  const stock = query && match?.model ? await searchStock(tenant, { ...query, hitsPerPage: STOCK_CARDS }) : null
  const stockHref = stock && stock.count > 0 && query && known ? buildSearchPath(query, known) : null
  const makeHref = query && known && !match?.model ? buildSearchPath(query, known) : null
  const forms = tenant.config.forms
  const vehicle = offerVehicleLine(offer)
  return (
    <>
      <JsonLdScripts items={[offerJsonLd(offer, origin, tenant.name)]} />
      <OfferDetail
        offer={offer}
        timeZone={timeZoneForState(locations[0]?.state)}
        modelLink={modelLink(offer, (href) => isLiveHref(href, routes), stockHref, makeHref)}
        enquiry={
          <PaintedLeadForm
            id="offer-enquiry-form"
            category="General Enquiry"
            subcategory="Offer Enquiry"
            options={leadSchemaOptionsFor(forms, 'General Enquiry')}
            hiddenFields={{
              offer_id: offer.id,
              offer_name: offer.name,
              ...(offer.manufacturer ? { 'Vehicle Make': offer.manufacturer.name } : {}),
              ...(offer.manufacturer ? { manufacturer_slug: offer.manufacturer.slug } : {}),
              ...(offer.model?.name ? { 'Vehicle Model': offer.model.name } : {}),
            }}
            defaultMessage={`Hi, I'm interested in the offer "${offer.name}". Please contact me with more details.`}
            submitLabel="Send enquiry"
          />
        }
      />
      {stock && stockHref && stock.hits.length > 0 ? (
        <StockResults
          heading={`${vehicle} in stock`}
          headingLevel={2}
          result={stock}
          tenant={tenant}
          carTypes={[]}
          viewAllHref={stockHref}
          now={new Date()}
        />
      ) : null}
    </>
  )
}
