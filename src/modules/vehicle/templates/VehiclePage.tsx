/**
 * The vehicle detail page (spec §2 Vehicle detail page): a server component that composes the page from the
 * vehicle, the tenant's config and the domain rules. Interactive parts are client components fed plain props.
 */
import type React from 'react'

import { bodyLabel } from '@/domain/bodyTypes'
import { carTypeLabel } from '@/domain/carTypes'
import { financeAvailability } from '@/domain/finance/availability'
import { financeEnquiryPath, financeHref } from '@/domain/finance/links'
import { hasQuote, quoteRequestBody, shouldRequestQuote } from '@/domain/finance/quote'
import { weeklyFigure } from '@/domain/finance/repayment'
import { formatDollars, formatKm, priceDisplay, type PriceDisplay } from '@/domain/price'
import { showSaveButton } from '@/domain/saved/visibility'
import { slugify } from '@/domain/slug'
import type { TenantSite } from '@/domain/site'
import { vehicleBreadcrumbs } from '@/domain/vehicle/breadcrumbs'
import { tradeInHref, vehicleButtons } from '@/domain/vehicle/buttons'
import { carJsonLd, serializeJsonLd } from '@/domain/vehicle/jsonLd'
import { computePriceGauge, gaugeVisible } from '@/domain/vehicle/priceGauge'
import {
  directionsHref,
  INFO_TAB_LABELS,
  locationPageHref,
  infoTabs,
  pageSections,
  SECTION_LABELS,
  type PopupData,
} from '@/domain/vehicle/layout'
import { resolveCallPhone, formatPhone, telHref } from '@/domain/vehicle/phone'
import { regoExpiryText } from '@/domain/vehicle/rego'
import { toSearchParams } from '@/domain/search/urlState'
import { fallbackQuery, similarSubject, similarTitle } from '@/domain/vehicle/similar'
import { allSpecifications, caravanSpecifications, featureList } from '@/domain/vehicle/specs'
import { isInStockForSidebar, statusTag } from '@/domain/vehicle/status'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { QueryProvider } from '@/components/ui/QueryProvider.client'
import { FinanceCalculator } from '@/modules/finance/components/FinanceCalculator.client'
import { QuoteSummary } from '@/modules/finance/components/QuoteSummary.client'
import { CompareButton } from '@/modules/saved/components/CompareButton.client'
import { FavouriteButton } from '@/modules/saved/components/FavouriteButton.client'
import { RecordViewedCar } from '@/modules/saved/components/RecordViewedCar.client'
import { ActionButtons } from '@/modules/vehicle/components/ActionButtons'
import { BelowMarketIndicator } from '@/modules/vehicle/components/BelowMarketIndicator'
import { Breadcrumbs } from '@/modules/vehicle/components/Breadcrumbs'
import { CallDealerPanel } from '@/modules/vehicle/components/CallDealerPanel.client'
import { DealerComments } from '@/modules/vehicle/components/DealerComments'
import { DeliveryCalculator } from '@/modules/vehicle/components/DeliveryCalculator.client'
import { FeatureBanner } from '@/modules/vehicle/components/FeatureBanner'
import { FuelCalculator } from '@/modules/vehicle/components/FuelCalculator.client'
import { InfoTabs } from '@/modules/vehicle/components/InfoTabs.client'
import { EnquiryDialog, RequestPhotosDialog, TestDriveDialog } from '@/modules/vehicle/components/LeadDialogs.client'
import { LocatedAtBar } from '@/modules/vehicle/components/LocatedAtBar.client'
import { MediaViewer } from '@/modules/vehicle/components/MediaViewer.client'
import { PdfButton } from '@/modules/vehicle/components/PdfButton.client'
import { PriceGauge } from '@/modules/vehicle/components/PriceGauge.client'
import { PrintButton } from '@/modules/vehicle/components/PrintButton'
import { PromoPopup } from '@/modules/vehicle/components/PromoPopup.client'
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
import { SimilarVehicles } from '@/modules/vehicle/similar/SimilarVehicles.client'
import { ChatBubble } from '@/modules/chat/ChatBubble.client'
import { chatContactOptions, chatProviderScript } from '@/domain/chat/rules'

import type { LeadFormProps } from '@/modules/leads/components/LeadForm.client'
import { VehicleLeadForm, type VehicleLeadFormProps } from '@/modules/leads/components/VehicleLeadForm'
import { LazyLeadForm } from '@/modules/vehicle/components/LazyLeadForm.client'
import { ViewCounter } from './ViewCounter.client'
import { TrackedActions } from '../components/TrackedActions.client'
import { VehicleLocation } from '../components/VehicleLocation'
import { RESERVE_ONLINE_TEXT, PROTECT_YOUR_CAR_TEXT, WHATS_INCLUDED_TEXT, WHY_BUY_TEXT } from './copy'

import './vehicle-page.css'

/**
 * The props VehicleLeadForm gives its LeadForm, handed to LazyLeadForm so the form's code loads when a dialog opens
 * (VehicleLeadForm is a plain server function returning <LeadForm {...props} />).
 */
function leadFormProps(props: VehicleLeadFormProps): LeadFormProps {
  return (VehicleLeadForm(props) as React.ReactElement<LeadFormProps>).props
}

export interface VehiclePageProps {
  tenant: TenantSite
  vehicle: VehicleDetail
  /** Models the tenant has in stock for the vehicle's make (VDP-03). */
  knownModels: string[]
  popup: PopupData | null
  /** Absolute origin of this request, for JSON-LD and share links. */
  origin: string
  now: Date
}

const PRICE_TYPE_LABELS: Record<string, string> = {
  drive_away: 'Drive away',
  egc: 'Excl. government charges',
  orc: 'Plus on-road costs',
}

export function priceTypeLabel(priceType: string | null, price: PriceDisplay): string | null {
  if (!priceType || price.amount === null) return null
  return PRICE_TYPE_LABELS[priceType] ?? null
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

export function VehiclePage({ tenant, vehicle: v, knownModels, popup, origin, now }: VehiclePageProps) {
  const cfg = tenant.config
  const inStock = isInStockForSidebar(v.status)
  const noun = v.itemType === 'motorcycle' ? 'Motorcycle' : 'Car'
  const price = priceDisplay(
    {
      price: v.price,
      offer_price: v.offerPrice,
      before_price: v.beforePrice,
      subscription_price: v.subscriptionPrice,
      preorder: v.preorder,
    },
    {
      subscriptions: cfg.features.subscriptions,
      pricesVisible: cfg.prices.visible,
      noPriceText: cfg.prices.noPriceText,
    },
  )
  const typeLabel = priceTypeLabel(v.priceType, price)
  const weekly = inStock && cfg.finance.calculator ? weeklyFigure(price.amount, cfg.finance) : null
  const availability = financeAvailability(
    { year: v.year, price: price.amount, status: v.status, make: v.make, financeLenders: v.financeLenders },
    cfg.finance,
    now,
  )
  // FIN-01..09: the finance calculator, Get Finance link and buttons only where finance is available for this car.
  const showFinance = inStock && cfg.finance.calculator && availability.available
  const financeLink = showFinance
    ? financeHref(
        financeEnquiryPath({
          siteLink: cfg.finance.defaultLink,
          dealershipPage: v.dealershipFinancePage,
          tenantPath: cfg.finance.enquiryPath,
        }),
        {
          preferredDealership: v.dealershipSlug,
          vehiclePriceBudget: price.amount,
          carId: v.id,
          carType: v.carType,
          vin: v.vin,
        },
      )
    : null
  const carDirections = v.location
    ? directionsHref({ lat: v.location.lat, lng: v.location.lng, address: v.location.address, city: v.location.city })
    : null
  const locationHref = locationPageHref(v.location?.slug)
  const similar = similarSubject(v)
  const buttons = vehicleButtons(
    { id: v.id, slug: v.slug, status: v.status, tag: v.tag, reserved: v.reserved, file: v.file },
    {
      reserve: cfg.features.reserve,
      reserveAmount: cfg.features.reserveAmount,
      buyOnline: cfg.features.buyOnline,
      checkoutPath: cfg.features.checkoutPath,
      tradeIn: cfg.features.tradeIn,
    },
    financeLink,
  )
  const phone = resolveCallPhone(v.carType, cfg.phones, v.location?.phone ?? v.dealershipPhone)
  if (!phone) console.warn(`No call-button phone number for car ${v.slug} (tenant ${tenant.slug}).`)
  const crumbs = vehicleBreadcrumbs(
    { name: v.name, carType: v.carType, make: v.make, model: v.model, simpleBody: v.simpleBody },
    knownModels,
  )
  const features = featureList(v.standardEquipment)
  const specs = v.itemType === 'caravan' ? caravanSpecifications(v.specifications) : allSpecifications(v)
  const rego = regoExpiryText(v.regoExpiry, now, cfg.vehicle.showUnregistered)
  const tag = statusTag(v.status) ?? (v.reserved ? 'Reserved' : v.tag)
  const saveable = { status: v.status, carType: v.carType, price: v.price, imageCount: v.images.length }
  const favourite = {
    id: v.id,
    name: v.name,
    slug: v.slug,
    make: v.make,
    model: v.model,
    primary_image_url: v.primaryImageUrl,
  }
  const jsonLd = carJsonLd({ vehicle: v, price, origin, sellerName: tenant.name })
  const enquireLabel = cfg.forms.enquireButtonText
  // The Reserve Online tab/section explains a button the car actually has (RES rules in vehicleButtons).
  const canReserve = buttons.some((b) => b.kind === 'reserve')
  const quoteCar = { price: price.amount, year: v.year, vin: v.vin, nvic: v.nvic, youxQuote: v.youxQuote }
  const storedQuote = hasQuote(v.youxQuote) ? v.youxQuote : null
  const quoteRequest = inStock && shouldRequestQuote(cfg.finance, quoteCar) ? quoteRequestBody(quoteCar) : null
  // The gauge fetches /autogauge in the browser (PRC-11); only cars whose market data would show one ask for it.
  const hasGauge =
    inStock &&
    cfg.prices.visible &&
    gaugeVisible(computePriceGauge(v.market, { price: v.price, offerPrice: v.offerPrice }))
  const soldSearchHref = v.make ? `/search/${slugify(v.make)}` : `/search/${v.carType}-cars`

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
      <p>
        This {noun.toLowerCase()} is certified pre-owned: inspected, reconditioned and backed by an extended warranty.
      </p>
    ) : null,
    'reserve-online': <Paragraphs text={RESERVE_ONLINE_TEXT(cfg.features.reserveAmount)} />,
    'why-buy': <Paragraphs text={WHY_BUY_TEXT} />,
    'protect-your-car': <Paragraphs text={PROTECT_YOUR_CAR_TEXT} />,
    'car-summary': details,
    'all-specifications': specs.length > 0 ? allSpecsBlock : null,
  }

  return (
    <QueryProvider>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
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
              {tag ? <span className="vdp-tag">{tag}</span> : null}
              {v.location ? <span className="vdp-location-badge">{v.location.name}</span> : null}
            </MediaViewer>
          </div>

          <aside className="vdp__sidebar" aria-label={`${v.name} summary`}>
            <div className="vdp-summary">
              <h1 className="vdp-summary__title">{v.name}</h1>
              {inStock ? (
                <div className="vdp-price" data-testid="vdp-price">
                  {price.before !== null ? (
                    <s className="vdp-price__before">
                      <span className="visually-hidden">Was </span>
                      {formatDollars(price.before)}
                    </s>
                  ) : null}
                  <span className="vdp-price__amount">{price.text}</span>
                  {typeLabel ? <span className="vdp-price__type">{typeLabel}</span> : null}
                  {weekly !== null ? (
                    <span className="vdp-price__weekly">Est. {formatDollars(weekly)} per week</span>
                  ) : null}
                  {cfg.finance.quoteProvider ? <QuoteSummary stored={storedQuote} request={quoteRequest} /> : null}
                  <BelowMarketIndicator price={price.amount} market={v.market} />
                </div>
              ) : (
                <SoldNotice itemType={v.itemType} similarHref={soldSearchHref} />
              )}
              <ul className="vdp-icons" aria-label="At a glance">
                {v.km !== null ? <li data-icon="km">{formatKm(v.km)}</li> : null}
                {v.simpleTransmission ? <li data-icon="transmission">{v.simpleTransmission}</li> : null}
                {v.simpleBody ? <li data-icon="body">{bodyLabel(v.simpleBody)}</li> : null}
                <li data-icon="type">{carTypeLabel(v.carType)}</li>
                {v.location ? (
                  <li data-icon="location">
                    <a href={locationHref}>{v.location.name}</a>
                  </li>
                ) : null}
              </ul>

              {inStock ? (
                <ActionButtons buttons={buttons}>
                  <EnquiryDialog carName={v.name} buttonLabel={enquireLabel} id="enquire">
                    <LazyLeadForm {...leadFormProps({ kind: 'enquiry', vehicle: v, forms: cfg.forms })} />
                  </EnquiryDialog>
                  <TestDriveDialog carName={v.name} buttonClassName="button button--secondary">
                    <LazyLeadForm {...leadFormProps({ kind: 'test-drive', vehicle: v, forms: cfg.forms })} />
                  </TestDriveDialog>
                  <RequestPhotosDialog carName={v.name} buttonClassName="button button--link">
                    <LazyLeadForm {...leadFormProps({ kind: 'photos', vehicle: v, forms: cfg.forms })} />
                  </RequestPhotosDialog>
                </ActionButtons>
              ) : null}

              <div className="vdp-save">
                {showSaveButton('favourite', saveable, cfg) ? <FavouriteButton car={favourite} /> : null}
                {showSaveButton('compare', saveable, cfg) ? (
                  <CompareButton
                    car={{
                      ...favourite,
                      year: v.year,
                      km: v.km,
                      price_text: inStock ? price.text : null,
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
                phone={phone}
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
                sections={pageSections(v.certified)
                  .filter((id) => id !== 'reserve-online' || canReserve)
                  .map((id) => ({ id, title: SECTION_LABELS[id], content: sectionContent[id] ?? null }))}
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
                  tabs={infoTabs(features.length)
                    .filter((id) => id !== 'reserve-online' || canReserve)
                    .map((id) => ({ id, label: INFO_TAB_LABELS[id], content: tabContent[id] }))}
                />
              </>
            )}

            {inStock ? (
              <div className="vdp-tools">
                {showFinance ? (
                  <FinanceCalculator
                    config={cfg.finance}
                    price={price.amount}
                    lender={availability.lender}
                    financeLink={financeLink}
                  />
                ) : null}
                {hasGauge ? <PriceGauge slug={v.slug} /> : null}
                <FuelCalculator variant={v.variant} fuel={v.fuel} simpleFuel={v.simpleFuel} />
                <DeliveryCalculator slug={v.slug} />
              </div>
            ) : null}
            <VehicleLocation location={v.location} locationHref={locationHref} directionsHref={carDirections} />
          </div>
        </div>

        <FeatureBanner />
        <SimilarVehicles
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
        priceText={inStock ? price.text : 'Sold'}
        priceTypeLabel={inStock ? typeLabel : null}
        weeklyText={weekly !== null ? `${formatDollars(weekly)}/wk` : null}
        financeHref={financeLink}
        tradeInHref={inStock && cfg.features.tradeIn ? tradeInHref(v.id) : null}
      />
      <StickyBottomBar
        enabled={cfg.vehicle.stickyBottomBar}
        name={v.name}
        priceText={inStock ? price.text : null}
        actions={
          inStock
            ? [
                { label: enquireLabel, href: '#enquire' },
                ...(financeLink ? [{ label: 'Get Finance', href: financeLink }] : []),
              ]
            : []
        }
        phone={phone ? { display: formatPhone(phone), href: telHref(phone) } : null}
      />
      <PromoPopup popup={popup} />
      {cfg.chat.enabled ? (
        <ChatBubble
          label={cfg.chat.providerLabel}
          providerScript={chatProviderScript(cfg.chat.providerScriptUrl)}
          dealerName={tenant.name}
          options={chatContactOptions({
            phone: phone ? { display: formatPhone(phone), href: telHref(phone) } : null,
            enquireHref: inStock ? '#enquire' : '/contact',
            enquireLabel: inStock ? `${enquireLabel} about this car` : 'Send an enquiry',
          })}
        />
      ) : null}
    </QueryProvider>
  )
}
