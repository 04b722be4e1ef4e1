/**
 * The vehicle page's view model: every rule the detail page (src/modules/vehicle/templates/VehiclePage.tsx), its
 * metadata, the print page and the PDF apply to one car, decided once so the four cannot drift. They only format it.
 *
 *   inStock     VDP-51/52: in_stock or coming_soon — price, buttons and finance; anything else is the sold state
 *   sold        VDP-53, ERR-20: the sold texts and where 'Find Me Something Similar' goes; null while in stock
 *   price       PRC-01..08 (priceDisplay); null when not in stock (VDP-54: a sold car shows no price)
 *   carQuote    the car's one quote (src/domain/finance/carQuote.ts): its weekly figure, rates and assumptions,
 *               the same as the car's stock card; disclosure: that quote as RateDisclosure shows it (repayment,
 *               rate, comparison rate, example, warning); weekly: its weekly figure. On the page, sticky header,
 *               finance calculator (its first state), print page and PDF alike
 *   finance     FIN-01..09 availability; the calculator and Get Finance where the tenant has the calculator on and
 *               the car has a repayment figure or finance is available for it (calculatorAvailable)
 *   buttons     spec §5 Button visibility (vehicleButtons), then only those whose link leads to a page this tenant
 *               serves (isLiveHref: Reserve and Buy Online lead somewhere only where the tenant's flags and a payment
 *               provider switch them on); the Reserve Online tab/section only with a Reserve button
 *   featureLinks VDP-44's banner links that lead somewhere (Latest Offers → /special-offers only once that page exists)
 *   phone       VDP-40..43: the call number, formatted; a warning to log when none resolves (VDP-41, ERR-27)
 *   labels      car type (SRP-36), price type (VDP-28), '{Car|Motorcycle} Details' (VDP-21), the tag on the photos
 *               (the stock card's tag, SRP-40..46)
 *
 *   vehiclePageModel(site, { status: 'in_stock', price: 30000, … }, now).weekly → 128 (group template: 10 %, 6 years)
 *   .disclosure → { repayment: { amount: 128, frequency: 'week' }, annualRate: 10, comparisonRate: 10, … }
 */
import { carTypeLabel } from '../carTypes'
import { cardTag } from '../cardTag'
import { chatContactOptions, chatProviderScript, type ChatContactOption } from '../chat/rules'
import { calculatorAvailable, financeAvailability, type FinanceAvailability } from '../finance/availability'
import { financeEnquiryPath, financeHref } from '../finance/links'
import { hasQuote, quoteRequestBody, shouldRequestQuote, type Quote, type QuoteRequestBody } from '../finance/quote'
import { carQuote, quoteDisclosure, type CarQuote } from '../finance/carQuote'
import type { CreditDisclosure } from '../finance/creditAdvert'
import { priceDisplay, priceTypeLabel, type PriceDisplay } from '../price'
import { showsReservablePrice } from '../reservations/rules'
import { isLiveHref } from '../routes'
import type { TenantSite } from '../site'
import { slugify } from '../slug'
import { tradeInHref, vehicleButtons, type ActionButton } from './buttons'
import { FEATURE_BANNER_LINKS, infoTabs, pageSections, type InfoTabId, type SectionId } from './layout'
import { formatPhone, missingPhoneWarning, resolveCallPhone, telHref } from './phone'
import { shownDrop, type PriceDrop } from './priceDrop'
import { computePriceGauge, gaugeVisible } from './priceGauge'
import { detailsTitle, featureList } from './specs'
import { isInStockForSidebar, itemNoun, soldMessage, type SoldMessage } from './status'
import type { VehicleDetail } from './types'

export interface PagePhone {
  /** As resolved, for the call panel's own masking (VDP-37). */
  number: string
  /** VDP-42/43: '02 9876 5432'. */
  display: string
  /** 'tel:0298765432'. */
  href: string
}

export interface PageLink {
  label: string
  href: string
}

/** VDP-51/52: a car in stock has a price (by the priority, possibly the no-price text) and no sold state. */
export interface InStockState {
  inStock: true
  price: PriceDisplay
  /** A price drop beside the car's own price, when the rule lets it show (./priceDrop.ts). */
  drop: PriceDrop | null
  sold: null
}

/** VDP-53/54: any other car has the sold texts instead of a price. */
export interface SoldState {
  inStock: false
  price: null
  drop: null
  sold: { message: SoldMessage; similarHref: string }
}

export type VehiclePageModel = (InStockState | SoldState) & VehiclePageFacts

export interface VehiclePageFacts {
  priceTypeLabel: string | null
  /** The car's one quote (null: no repayment figure anywhere for this car). */
  carQuote: CarQuote | null
  /** carQuote as a credit-advert disclosure (weekly figure, rates, example, assumptions). */
  disclosure: CreditDisclosure | null
  /** carQuote's weekly figure. */
  weekly: number | null
  /** The badge on the photos: 'COMING SOON', else 'Reserved', else the car's own tag; null for none. */
  tag: string | null
  carTypeLabel: string
  noun: 'car' | 'motorcycle'
  detailsTitle: string
  /** Who sells the car: its dealership, else the site. */
  dealerName: string
  buttons: ActionButton[]
  canReserve: boolean
  /** VDP-44: the feature banner's links whose pages exist on this tenant. */
  featureLinks: { key: (typeof FEATURE_BANNER_LINKS)[number]['key']; label: string; href: string }[]
  infoTabs: InfoTabId[]
  sections: SectionId[]
  finance: { availability: FinanceAvailability; shown: boolean; href: string | null }
  /** The sticky header's Trade-In Valuation (VDP-28, VDP-59); null when not in stock or the tenant has no trade-in. */
  tradeInHref: string | null
  /** FIN-43/46: the quote line on tenants with a quote provider, while in stock; null otherwise. */
  quote: { stored: Quote | null; request: QuoteRequestBody | null } | null
  /** PRC-11..17: whether the page asks for the price gauge (only where the market data would show one). */
  gauge: boolean
  phone: PagePhone | null
  phoneWarning: string | null
  /** The enquiry button's label (the tenant's 'Enquire Now' / 'Message Now'). */
  enquireLabel: string
  /**
   * The sticky Call / Enquire bar's one primary action beside Call (VDP-29; on phones the bar is always there): the
   * enquiry ('#enquire', the enquiry dialog's button) for a car in stock, else 'Find Me Something Similar'.
   */
  bottomBarActions: PageLink[]
  /** VDP-30/31: the chat bubble, on tenants with chat on; its fallback panel's options. */
  chat: { label: string; providerScript: string | null; options: ChatContactOption[] } | null
}

/** What the price line says for a car that is not in stock (metadata, sticky header, print page, PDF). */
export const SOLD_TEXT = 'Sold'

/** The badge on the photos: coming soon first, then reserved, then the car's own free-text tag. */
/**
 * The tag on the photos: the stock card's tag (SRP-40..46, cardTag), so a car reads the same on its card, its page,
 * the print sheet and the PDF.
 */
function photoTag(
  v: Pick<VehicleDetail, 'status' | 'reserved' | 'tag' | 'certified' | 'createdAt' | 'simpleFuel' | 'carType' | 'make'>,
  electricTag: boolean,
  now: Date,
): string | null {
  const created = Date.parse(v.createdAt)
  return (
    cardTag(
      {
        status: v.status,
        reserved: v.reserved,
        certified: v.certified,
        tag: v.tag,
        created_at_timestamp: Number.isFinite(created) ? Math.floor(created / 1000) : null,
        fuel: v.simpleFuel,
        car_type: v.carType,
        make: v.make,
      },
      { now, electricTag },
    )?.label ?? null
  )
}

/** VDP-53: 'Find Me Something Similar' searches the car's make, else its car type's stock. */
function similarSearchHref(v: Pick<VehicleDetail, 'make' | 'carType'>): string {
  return v.make ? `/search/${slugify(v.make)}` : `/search/${v.carType}-cars`
}

/**
 * `isLive` says whether a link leads to a page this tenant serves: pass `(href) => isLiveHref(href, routeContext)`
 * (src/domain/routes.ts). The default counts built routes only (the tenant's CMS pages as absent), which hides a
 * link rather than let it lead to a 404.
 */
export function vehiclePageModel(
  site: Pick<TenantSite, 'name' | 'config'>,
  v: VehicleDetail,
  now: Date,
  isLive: (href: string) => boolean = (href) => isLiveHref(href, { pageSlugs: new Set(), config: site.config }),
): VehiclePageModel {
  const cfg = site.config
  const state: InStockState | SoldState = isInStockForSidebar(v.status)
    ? {
        inStock: true,
        price: priceDisplay(
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
        ),
        drop: null,
        sold: null,
      }
    : {
        inStock: false,
        price: null,
        drop: null,
        sold: { message: soldMessage(v.itemType), similarHref: similarSearchHref(v) },
      }
  if (state.inStock)
    state.drop = shownDrop(
      state.price,
      { price: v.price, was_price: v.wasPrice, price_dropped_at: v.priceDroppedAt },
      now,
    )
  const { inStock, price } = state
  const amount = price?.amount ?? null

  const availability = financeAvailability(
    { year: v.year, price: amount, status: v.status, make: v.make, financeLenders: v.financeLenders },
    cfg.finance,
    now,
  )
  const oneQuote = inStock
    ? carQuote({ price, make: v.make, lenders: v.financeLenders, providerQuote: v.youxQuote }, cfg.finance)
    : null
  const financeShown = inStock && cfg.finance.calculator && calculatorAvailable(oneQuote, availability)
  const financeLink = financeShown
    ? financeHref(
        financeEnquiryPath({
          siteLink: cfg.finance.defaultLink,
          dealershipPage: v.dealershipFinancePage,
          tenantPath: cfg.finance.enquiryPath,
        }),
        {
          preferredDealership: v.dealershipSlug,
          vehiclePriceBudget: amount,
          carId: v.id,
          carType: v.carType,
          vin: v.vin,
        },
      )
    : null

  const buttons = vehicleButtons(
    {
      id: v.id,
      slug: v.slug,
      status: v.status,
      tag: v.tag,
      reserved: v.reserved,
      file: v.file,
      priced: showsReservablePrice(state.price),
    },
    {
      reserve: cfg.features.reserve,
      reserveAmount: cfg.features.reserveAmount,
      buyOnline: cfg.features.buyOnline,
      checkoutPath: cfg.features.checkoutPath,
      tradeIn: cfg.features.tradeIn,
    },
    financeLink,
  ).filter((b) => isLive(b.href))
  const canReserve = buttons.some((b) => b.kind === 'reserve')

  const number = resolveCallPhone(v.carType, cfg.phones, { location: v.location?.phone, dealership: v.dealershipPhone })
  const phone = number ? { number, display: formatPhone(number), href: telHref(number) } : null

  // FIN-46: the provider is asked only for a car with no quote of its own (no stored quote, no lender data: its
  // figure is the tenant's defaults, which the built-in provider answers alike), so its answer never contradicts
  // the figure the car's card shows.
  const quoteCar = { price: amount, year: v.year, vin: v.vin, nvic: v.nvic, youxQuote: v.youxQuote }
  const quote =
    inStock && cfg.finance.quoteProvider
      ? {
          stored: hasQuote(v.youxQuote) ? v.youxQuote : null,
          request:
            oneQuote?.source === 'tenant' && shouldRequestQuote(cfg.finance, quoteCar)
              ? quoteRequestBody(quoteCar)
              : null,
        }
      : null

  const enquireLabel = cfg.forms.enquireButtonText
  return {
    ...state,
    priceTypeLabel: price ? priceTypeLabel(v.priceType, price) : null,
    carQuote: oneQuote,
    disclosure: oneQuote ? quoteDisclosure(oneQuote) : null,
    weekly: oneQuote?.weekly ?? null,
    tag: photoTag(v, cfg.features.electricTag, now),
    carTypeLabel: carTypeLabel(v.carType),
    noun: itemNoun(v.itemType),
    detailsTitle: detailsTitle(v.itemType),
    dealerName: v.dealershipName ?? site.name,
    buttons,
    canReserve,
    featureLinks: FEATURE_BANNER_LINKS.filter((l) => isLive(l.href)).map((l) => ({ ...l })),
    infoTabs: infoTabs(featureList(v.standardEquipment).length, canReserve),
    sections: pageSections(v.certified, canReserve),
    finance: { availability, shown: financeShown, href: financeLink },
    tradeInHref: inStock && cfg.features.tradeIn ? tradeInHref(v.id) : null,
    quote,
    gauge:
      inStock &&
      cfg.prices.visible &&
      gaugeVisible(computePriceGauge(v.market, { price: v.price, offerPrice: v.offerPrice })),
    phone,
    phoneWarning: phone ? null : missingPhoneWarning(v.slug),
    enquireLabel,
    bottomBarActions: state.sold
      ? [{ label: 'Find Similar', href: state.sold.similarHref }]
      : [{ label: enquireLabel, href: '#enquire' }],
    chat: cfg.chat.enabled
      ? {
          label: cfg.chat.providerLabel,
          providerScript: chatProviderScript(cfg.chat.providerScriptUrl),
          options: chatContactOptions({
            phone: phone ? { display: phone.display, href: phone.href } : null,
            enquireHref: inStock ? '#enquire' : '/contact',
            enquireLabel: inStock ? `${enquireLabel} about this car` : 'Send an enquiry',
          }),
        }
      : null,
  }
}
