/**
 * The vehicle detail page (spec §2 Vehicle detail page): a server component that composes the page from the
 * vehicle, the tenant's config and the domain rules. Interactive parts are client components fed plain props.
 */
import type React from 'react'

import { Badge } from '@/components/ui/Badge'
import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { Car, Cog, Gauge, MapPin, Tag } from '@/components/ui/icons'

import { bodyLabel } from '@/domain/bodyTypes'
import { formatDate } from '@/domain/dateFormat'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import { formatDollars, formatKm } from '@/domain/price'
import { isLiveHref, type RouteContext } from '@/domain/routes'
import { breadcrumbListJsonLd, vehicleJsonLd } from '@/domain/seo/structuredData'
import { showSaveButton } from '@/domain/saved/visibility'
import { toSearchParams } from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import { vehicleBreadcrumbs } from '@/domain/vehicle/breadcrumbs'
import {
  directionsHref,
  INFO_TAB_LABELS,
  livePopup,
  locationPageHref,
  SECTION_LABELS,
  type PopupData,
} from '@/domain/vehicle/layout'
import { SOLD_TEXT, vehiclePageModel } from '@/domain/vehicle/pageModel'
import { regoExpiryText } from '@/domain/vehicle/rego'
import { fallbackQuery, similarSubject, similarTitle } from '@/domain/vehicle/similar'
import { allSpecifications, caravanSpecifications, featureList } from '@/domain/vehicle/specs'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { CompareButton } from '@/modules/saved/components/CompareButton.client'
import { FavouriteButton } from '@/modules/saved/components/FavouriteButton.client'
import { WatchlistButton } from '@/modules/accounts/WatchlistButton.client'
import { RecordViewedCar } from '@/modules/saved/components/RecordViewedCar.client'
import { ActionButtons } from '@/modules/vehicle/components/ActionButtons'
import { BelowMarketIndicator } from '@/modules/vehicle/components/BelowMarketIndicator'
import { Breadcrumbs } from '@/modules/vehicle/components/Breadcrumbs'
import { CallDealerPanel } from '@/modules/vehicle/components/CallDealerPanel.client'
import { DealerComments } from '@/modules/vehicle/components/DealerComments'
import {
  DeferredChatBubble,
  DeferredPromoPopup,
  DeferredQuoteSummary,
  DeferredSimilarVehicles,
  DeferredVehicleTools,
} from '@/modules/vehicle/components/Deferred.client'
import { FeatureBanner } from '@/modules/vehicle/components/FeatureBanner'
import { InfoTabs } from '@/modules/vehicle/components/InfoTabs.client'
import { EnquiryDialog, RequestPhotosDialog, TestDriveDialog } from '@/modules/vehicle/components/LeadDialogs.client'
import { LocatedAtBar } from '@/modules/vehicle/components/LocatedAtBar.client'
import { MediaViewer } from '@/modules/vehicle/components/MediaViewer.client'
import { PdfButton } from '@/modules/vehicle/components/PdfButton.client'
import { PrintButton } from '@/modules/vehicle/components/PrintButton'
import { Sections } from '@/modules/vehicle/components/Sections'
import { ShareBlock } from '@/modules/vehicle/components/ShareBlock.client'
import { SoldNotice } from '@/modules/vehicle/components/SoldNotice'
import {
  AllSpecifications,
  CaravanSpecifications,
  DetailsCard,
  FeaturesList,
  KeyInformation,
} from '@/modules/vehicle/components/SpecPanels'
import { StickyBottomBar } from '@/modules/vehicle/components/StickyBottomBar.client'
import { StickyHeader } from '@/modules/vehicle/components/StickyHeader.client'
import { VehicleVideo } from '@/modules/vehicle/components/VehicleVideo'

import { vehicleLeadFormProps as leadFormProps } from '@/modules/leads/components/VehicleLeadForm'
import { LazyLeadForm } from '@/modules/vehicle/components/LazyLeadForm.client'
import { ViewCounter } from './ViewCounter.client'
import { TrackedActions } from '../components/TrackedActions.client'
import { VehicleLocation } from '../components/VehicleLocation'
import { RESERVE_ONLINE_TEXT, PROTECT_YOUR_CAR_TEXT, WHATS_INCLUDED_TEXT, WHY_BUY_TEXT } from './copy'

export interface VehiclePageProps {
  tenant: TenantSite
  vehicle: VehicleDetail
  /** Models the tenant has in stock for the vehicle's make (VDP-03). */
  knownModels: string[]
  popup: PopupData | null
  /** Absolute origin of this request, for JSON-LD and share links. */
  origin: string
  /** Which of the site's own pages exist (src/domain/routes.ts): links to anything else are not rendered. */
  routes: RouteContext
  now: Date
}

function Paragraphs({ text }: { text: readonly string[] }) {
  return (
    <>
      {text.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  )
}

export function VehiclePage({ tenant, vehicle: v, knownModels, popup, origin, routes, now }: VehiclePageProps) {
  const cfg = tenant.config
  const isLive = (href: string) => isLiveHref(href, routes)
  const page = vehiclePageModel(tenant, v, now, isLive)
  const promo = livePopup(popup, isLive)
  if (page.phoneWarning) console.warn(`${page.phoneWarning} (tenant ${tenant.slug})`)
  const carDirections = v.location
    ? directionsHref({ lat: v.location.lat, lng: v.location.lng, address: v.location.address, city: v.location.city })
    : null
  const locationHref = locationPageHref(v.location?.slug)
  const similar = similarSubject(v)
  const crumbs = vehicleBreadcrumbs(
    { name: v.name, carType: v.carType, make: v.make, model: v.model, simpleBody: v.simpleBody },
    knownModels,
  )
  const features = featureList(v.standardEquipment)
  const specs = v.itemType === 'caravan' ? caravanSpecifications(v.specifications) : allSpecifications(v)
  const rego = regoExpiryText(v.regoExpiry, now, cfg.vehicle.showUnregistered)
  const saveable = { status: v.status, carType: v.carType, price: v.price, imageCount: v.images.length }
  const favourite = {
    id: v.id,
    name: v.name,
    slug: v.slug,
    make: v.make,
    model: v.model,
    primary_image_url: v.primaryImageUrl,
  }
  const jsonLd = [
    vehicleJsonLd({ vehicle: v, price: page.price, origin, siteName: tenant.name }),
    breadcrumbListJsonLd(crumbs, origin, `/cars/${encodeURIComponent(v.slug)}`),
  ]

  const details = <DetailsCard vehicle={v} regoText={rego} />
  const keyInformationBlock = <KeyInformation vehicle={v} />
  const allSpecsBlock =
    v.itemType === 'caravan' ? <CaravanSpecifications vehicle={v} /> : <AllSpecifications vehicle={v} />
  const featuresBlock = features.length > 0 ? <FeaturesList features={v.standardEquipment} /> : null

  const tabContent: Record<string, React.ReactNode> = {
    'dealer-comments': <DealerComments text={v.dealerComments} />,
    'whats-included': <Paragraphs text={WHATS_INCLUDED_TEXT} />,
    'why-buy': <Paragraphs text={WHY_BUY_TEXT} />,
    'reserve-online': <Paragraphs text={RESERVE_ONLINE_TEXT(cfg.features.reserveAmount)} />,
    'protect-your-car': <Paragraphs text={PROTECT_YOUR_CAR_TEXT} />,
    features: featuresBlock,
  }
  const sectionContent: Record<string, React.ReactNode> = {
    'key-information': keyInformationBlock,
    'our-comments': <DealerComments text={v.dealerComments} />,
    'certified-pre-owned': v.certified ? (
      <p>This {page.noun} is certified pre-owned: inspected, reconditioned and backed by an extended warranty.</p>
    ) : null,
    'reserve-online': <Paragraphs text={RESERVE_ONLINE_TEXT(cfg.features.reserveAmount)} />,
    'why-buy': <Paragraphs text={WHY_BUY_TEXT} />,
    'protect-your-car': <Paragraphs text={PROTECT_YOUR_CAR_TEXT} />,
    'car-summary': details,
    'all-specifications': specs.length > 0 ? allSpecsBlock : null,
  }

  return (
    <>
      <JsonLdScripts items={jsonLd} />
      <ViewCounter
        slug={v.slug}
        photosCount={v.images.length}
        updatedAt={v.updatedAt}
        websiteId={String(tenant.id)}
        carType={v.carType}
      />
      <TrackedActions slug={v.slug} />
      <RecordViewedCar
        car={{
          id: v.id,
          stocknum: v.stocknum,
          make: v.make,
          model: v.model,
          body: v.simpleBody,
          simple_body: v.simpleBody,
        }}
      />
      <LocatedAtBar carCity={v.city} dealershipCity={v.dealershipCity} directionsHref={carDirections} />
      <div className="vdp" data-testid="vdp" data-status={v.status} data-layout={cfg.vehicle.layout}>
        <Breadcrumbs crumbs={crumbs} />

        <div className="vdp__layout">
          {/* DOM order = mobile order (photos, summary, the rest): nothing moves while the HTML streams in. */}
          <div className="vdp__lead">
            <MediaViewer
              name={v.name}
              images={v.images}
              spinFrames={v.spinImages}
              interiorImage={v.spinInteriorImage}
              hotspots={v.hotspots}
              galleryStartView={cfg.vehicle.galleryStartView}
            >
              {page.tag ? <Badge variant="vehicle">{page.tag}</Badge> : null}
              {v.location ? <Badge variant="location">{v.location.name}</Badge> : null}
            </MediaViewer>
          </div>

          <aside className="vdp__sidebar" aria-label={`${v.name} summary`}>
            <div className="vdp-summary">
              <h1 className="vdp-summary__title">{v.name}</h1>
              {page.inStock ? (
                <div className="vdp-price" data-testid="vdp-price">
                  {page.price.before !== null ? (
                    <s className="vdp-price__before">
                      <span className="visually-hidden">Was </span>
                      {formatDollars(page.price.before)}
                    </s>
                  ) : null}
                  <span className={`vdp-price__amount${page.price.amount === null ? ' vdp-price__amount--text' : ''}`}>
                    {page.price.text}
                  </span>
                  {page.drop ? (
                    <span className="vdp-price__drop" data-testid="vdp-price-drop">
                      Price dropped {formatDollars(page.drop.amount)} on{' '}
                      <time dateTime={page.drop.at.toISOString()}>
                        {formatDate(page.drop.at, 'd mmm yyyy', cfg.timeZone)}
                      </time>
                      <span className="vdp-price__drop-from"> (was {formatDollars(page.drop.from)})</span>
                    </span>
                  ) : null}
                  {page.priceTypeLabel ? <span className="vdp-price__type">{page.priceTypeLabel}</span> : null}
                  {page.quote?.request ? (
                    <DeferredQuoteSummary request={page.quote.request} fallback={page.disclosure} />
                  ) : (
                    <RateDisclosure disclosure={page.disclosure} showBasis testId="vdp-quote" />
                  )}
                  <BelowMarketIndicator price={page.price.amount} market={v.market} />
                </div>
              ) : (
                <SoldNotice message={page.sold.message} similarHref={page.sold.similarHref} />
              )}
              <ul className="vdp-icons" aria-label="At a glance">
                {v.km !== null ? (
                  <li data-icon="km">
                    <Gauge size={18} aria-hidden="true" />
                    {formatKm(v.km)}
                  </li>
                ) : null}
                {v.simpleTransmission ? (
                  <li data-icon="transmission">
                    <Cog size={18} aria-hidden="true" />
                    {v.simpleTransmission}
                  </li>
                ) : null}
                {v.simpleBody ? (
                  <li data-icon="body">
                    <Car size={18} aria-hidden="true" />
                    {bodyLabel(v.simpleBody)}
                  </li>
                ) : null}
                <li data-icon="type">
                  <Tag size={18} aria-hidden="true" />
                  {page.carTypeLabel}
                </li>
                {v.location ? (
                  <li data-icon="location">
                    <MapPin size={18} aria-hidden="true" />
                    <a href={locationHref}>{v.location.name}</a>
                  </li>
                ) : null}
              </ul>

              {page.inStock ? (
                <ActionButtons
                  buttons={page.buttons}
                  primary={
                    <EnquiryDialog
                      carName={v.name}
                      buttonLabel={page.enquireLabel}
                      buttonClassName="button button--primary vd-actions__primary"
                      id="enquire"
                    >
                      <LazyLeadForm {...leadFormProps({ kind: 'enquiry', vehicle: v, forms: cfg.forms })} />
                    </EnquiryDialog>
                  }
                  secondary={
                    <TestDriveDialog carName={v.name} buttonClassName="button button--secondary vd-actions__secondary">
                      <LazyLeadForm {...leadFormProps({ kind: 'test-drive', vehicle: v, forms: cfg.forms })} />
                    </TestDriveDialog>
                  }
                  photos={
                    <RequestPhotosDialog carName={v.name} buttonClassName="button--link">
                      <LazyLeadForm {...leadFormProps({ kind: 'photos', vehicle: v, forms: cfg.forms })} />
                    </RequestPhotosDialog>
                  }
                />
              ) : null}

              <div className="vdp-save">
                {cfg.features.garageEnabled && cfg.features.watchlist ? (
                  <WatchlistButton car={{ id: v.id, name: v.name, sold: v.status === 'sold' }} />
                ) : null}
                {showSaveButton('favourite', saveable, cfg) ? <FavouriteButton car={favourite} /> : null}
                {showSaveButton('compare', saveable, cfg) ? (
                  <CompareButton
                    car={{
                      ...favourite,
                      year: v.year,
                      km: v.km,
                      price_text: page.price?.text ?? null,
                      simple_body: v.simpleBody,
                      transmission: v.simpleTransmission,
                      fuel: v.simpleFuel,
                    }}
                  />
                ) : null}
              </div>

              <CallDealerPanel
                slug={v.slug}
                stocknum={v.stocknum}
                phone={page.phone?.number ?? null}
                revealAtOnce={cfg.phones.revealAtOnce || v.dealershipRevealsPhone}
                dealershipName={v.dealershipName}
                dealershipSlug={v.dealershipSlug}
                showDealershipLink={cfg.vehicle.showDealershipLink}
              />
              <ShareBlock carName={v.name} slug={v.slug} share={cfg.share} />
              <div className="vdp-print">
                <PrintButton slug={v.slug} />
                <PdfButton slug={v.slug} />
              </div>
            </div>
          </aside>

          <div className="vdp__main">
            <VehicleVideo externalVideoUrl={v.externalVideoUrl} videoUrl={v.videoUrl} name={v.name} />

            {cfg.vehicle.layout === 'sections' ? (
              <Sections
                sections={page.sections.map((id) => ({
                  id,
                  title: SECTION_LABELS[id],
                  content: sectionContent[id] ?? null,
                }))}
              />
            ) : (
              <>
                <section className="vdp-card" aria-labelledby="vdp-key-info">
                  <h2 id="vdp-key-info">Key Information</h2>
                  {keyInformationBlock}
                </section>
                {details}
                {specs.length > 0 ? (
                  <section className="vdp-card" aria-labelledby="vdp-all-specs">
                    <h2 id="vdp-all-specs">All Specifications</h2>
                    {allSpecsBlock}
                  </section>
                ) : null}
                <InfoTabs
                  tabs={page.infoTabs.map((id) => ({ id, label: INFO_TAB_LABELS[id], content: tabContent[id] }))}
                />
              </>
            )}

            {page.inStock ? (
              <DeferredVehicleTools
                finance={
                  page.finance.shown
                    ? {
                        config: cfg.finance,
                        price: page.price.amount,
                        lender: page.finance.availability.lender,
                        quote: page.carQuote,
                        financeLink: page.finance.href,
                      }
                    : null
                }
                gaugeSlug={page.gauge ? v.slug : null}
                fuel={{ variant: v.variant, fuel: v.fuel, simpleFuel: v.simpleFuel }}
                deliverySlug={v.slug}
              />
            ) : null}
            <VehicleLocation location={v.location} locationHref={locationHref} directionsHref={carDirections} />
          </div>
        </div>

        <FeatureBanner links={page.featureLinks} />
        <DeferredSimilarVehicles
          slug={v.slug}
          title={similarTitle(v.itemType, cfg.features.subscriptions)}
          tenant={tenant}
          onlyLoadInView={cfg.vehicle.similarOnlyLoadInView}
          subject={similar}
          fallbackSearch={toSearchParams(fallbackQuery(similar)).toString()}
        />
      </div>

      <StickyHeader
        image={v.images[0]?.thumbUrl ?? v.primaryImageUrl}
        name={v.name}
        transmission={v.simpleTransmission}
        body={v.simpleBody ? bodyLabel(v.simpleBody) : null}
        priceText={page.price?.text ?? SOLD_TEXT}
        priceTypeLabel={page.priceTypeLabel}
        disclosure={page.disclosure}
        financeHref={page.finance.href}
        tradeInHref={page.tradeInHref}
        bottomBarEnabled={cfg.vehicle.stickyBottomBar}
      />
      <StickyBottomBar
        enabled={cfg.vehicle.stickyBottomBar}
        name={v.name}
        priceText={page.price?.text ?? SOLD_TEXT}
        priceIsText={page.price !== null && page.price.amount === null}
        actions={page.bottomBarActions}
        phone={page.phone ? { display: page.phone.display, href: page.phone.href } : null}
      />
      <DeferredPromoPopup popup={promo} />
      {page.chat ? (
        <DeferredChatBubble
          label={page.chat.label}
          providerScript={page.chat.providerScript}
          dealerName={tenant.name}
          options={page.chat.options}
        />
      ) : null}
    </>
  )
}
