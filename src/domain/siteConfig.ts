/**
 * The effective site configuration of a tenant: template defaults, then the tenant's own overrides.
 * Every page reads this, never the raw tenant document.
 *
 * Overrides arrive in the shape stored on the tenant (spec words, snake_case). A tri-state switch
 * is 'default' (use the template), 'on' or 'off'; an empty number or text also means "use the template".
 */

import {
  EMPTY_FINANCE_CONTENT,
  financeContent,
  type FinanceContent,
  type FinanceContentFields,
} from './finance/content'
import { financeEnquiryPagePath, type FinanceEnquiryPage, type FinanceEnquiryPath } from './finance/links'
import { safeHref } from './links'
import { sitePayments, type RawPaymentSettings, type SitePayments } from './reservations/settings'
import { DEFAULT_TIME_ZONE, tenantTimeZone } from './timeZones'

export const TEMPLATES = ['group', 'brand', 'used'] as const
export type Template = (typeof TEMPLATES)[number]

export const FREQUENCIES = { week: 52, fortnight: 26, month: 12 } as const
export type FrequencyName = keyof typeof FREQUENCIES

export type TriState = 'default' | 'on' | 'off'

export const FINANCE_AVAILABILITY_RULES = [
  'in_stock',
  'year_price_comparison',
  'price_weekly',
  'price_monthly',
] as const
export type FinanceAvailabilityRule = (typeof FINANCE_AVAILABILITY_RULES)[number]

export interface SiteConfig {
  template: Template
  features: {
    garageEnabled: boolean
    watchlist: boolean
    compare: boolean
    reserve: boolean
    /** Deposit shown on the reserve button; null means the default text '$200' (RES-04). */
    reserveAmount: number | null
    buyOnline: boolean
    /** /cars/{slug}/checkout, or /cars/{slug}/buy-online on tenants that use that path (RTE-11). */
    checkoutPath: 'checkout' | 'buy-online'
    tradeIn: boolean
    subscriptions: boolean
    groupStats: boolean
    electricTag: boolean
    usedCarRoutes: boolean
    /** The AI assistant endpoint (/api/mcp): assistants search the stock, read cars and send leads. */
    assistant: boolean
  }
  gating: { checkout: boolean; finance: boolean; spinToWin: boolean; tradeIn: boolean; sellMyCar: boolean }
  /** The deposit provider (never its keys); reserve and buy online are off without one, whatever their switches. */
  payments: SitePayments
  /** The tenant's time zone (IANA), for the times a shopper reads: a hold's end, a booking. */
  timeZone: string
  finance: {
    calculator: boolean
    preApproval: boolean
    quoteProvider: boolean
    providerKey: string | null
    defaultRate: number
    defaultTermYears: number
    maxTermYears: number
    defaultFrequency: FrequencyName
    amountMin: number
    amountMax: number
    interestMin: number
    interestMax: number
    establishmentFee: number
    /** Charged with each monthly repayment (account keeping): in every comparison rate, never in a repayment. */
    monthlyFee: number
    roundUp: boolean
    disclaimerCollapse: boolean
    buttonText: string
    /** FIN-04..07: which availability rule the tenant's lender data is judged by. */
    availabilityRule: FinanceAvailabilityRule
    /** FIN-02: makes whose cars never show finance (lower-case compare). */
    excludedMakes: string[]
    /** FIN-03: this site is an excluded dealership site: no finance at all. */
    excludedSite: boolean
    /** FIN-16: when the price is above 100000 the amount maximum becomes 1.05 × price. */
    amountMaxFollowsPrice: boolean
    /**
     * Stock cards show the car's repayment with its rate, comparison rate and the comparison-rate warning
     * (RateDisclosure, compact); off: cards show no repayment (never an incomplete one).
     */
    cardRepayment: boolean
    /** Site-wide finance disclaimer (FIN-38..43); the lender's own disclaimer wins when present. */
    disclaimer: string | null
    /** RTE-15: the tenant's finance enquiry page (a car's dealership may name its own). */
    enquiryPath: FinanceEnquiryPath
    /** RTE-16: a site-wide finance link that overrides the tenant's and the dealership's finance page. */
    defaultLink: string | null
    /** FIN-36..41: fee inclusions, comparison-rate range, example disclaimers (src/domain/finance/content.ts). */
    content: FinanceContent
  }
  /** The vehicle detail page (spec §2 Vehicle detail page, §4 Gallery, §9 Similar vehicles). */
  vehicle: {
    /** VDP-08: the gallery starts on the spinner view, or on the photo gallery. */
    galleryStartView: 'spinner' | 'gallery'
    /** VDP-32 tabs, or VDP-34 sections. */
    layout: 'tabs' | 'sections'
    /** VDP-29: the sticky bottom call-to-action bar after 900 px. */
    stickyBottomBar: boolean
    /** VDP-69: a past rego expiry shows 'Unregistered' (else nothing). */
    showUnregistered: boolean
    /** VDP-39: the call panel shows the dealership name and 'See more from this dealer'. */
    showDealershipLink: boolean
    /** SIM-07: similar cars match on make and model, or on car_type and simple_body. */
    similarMatch: 'make_model' | 'type_body'
    /** SIM-08: similar cars load only once within 500 px of the viewport. */
    similarOnlyLoadInView: boolean
  }
  prices: { visible: boolean; noPriceText: string; priceSortPositiveOnly: boolean }
  stock: {
    filterPreset: number
    soldLingerDays: number
    /** SRP-39: location names listed first, in this order (empty: no preferred-location sort). */
    preferredLocations: string[]
    /** SRP-10: a random promo tile (warranty, video call, trade-in, freight, finance) at position 8. */
    randomBrandPromos: boolean
    /** SRP-34: the count shown when a result count is capped (above 1999); null: summed facet counts. */
    stockCount: number | null
    /** SAVE-18: favourite/compare only on used, priced cars with images. */
    saveUsedPricedOnly: boolean
  }
  phones: {
    /** VDP-40: an explicit override for the call button. */
    callOverride: string | null
    newPhone: string | null
    usedPhone: string | null
    demoPhone: string | null
    filterByCarType: boolean
    revealAtOnce: boolean
  }
  forms: { enquiryMessageRequired: boolean; termsRequired: boolean; enquireButtonText: 'Enquire Now' | 'Message Now' }
  share: { siteUrl: string | null; hideTwitter: boolean; copyToast: boolean }
  reviews: { minRating: number }
  hours: { closedAsByAppointment: boolean }
  /**
   * VDP-30/31: the web chat bubble and its panel. providerScriptUrl: a chat provider's script (https only), loaded
   * only when a visitor opens the panel; null: the panel offers the dealer's contact options instead.
   */
  chat: { enabled: boolean; providerScriptUrl: string | null; providerLabel: string }
}

type Tri = TriState | null | undefined
type Num = number | null | undefined
type Str = string | null | undefined

/** The overrides as stored on a tenant document (every field optional). */
export interface TenantOverrides {
  template?: Template | null
  features?: {
    garage_enabled?: Tri
    watchlist?: Tri
    compare?: Tri
    reserve?: Tri
    reserve_amount?: Num
    buy_online?: Tri
    checkout_path?: 'default' | 'checkout' | 'buy-online' | null
    trade_in?: Tri
    subscriptions?: Tri
    group_stats?: Tri
    electric_tag?: Tri
    used_car_routes?: Tri
    assistant?: Tri
  } | null
  gating?: { checkout?: Tri; finance?: Tri; spin_to_win?: Tri; trade_in?: Tri; sell_my_car?: Tri } | null
  payments?: RawPaymentSettings | null
  time_zone?: Str
  finance?: {
    calculator?: Tri
    pre_approval?: Tri
    quote_provider?: Tri
    provider_key?: Str
    default_rate?: Num
    default_term?: Num
    max_term?: Num
    default_frequency?: FrequencyName | 'default' | null
    amount_min?: Num
    amount_max?: Num
    interest_min?: Num
    interest_max?: Num
    establishment_fee?: Num
    monthly_fee?: Num
    round_up?: Tri
    disclaimer_collapse?: Tri
    button_text?: Str
    availability_rule?: FinanceAvailabilityRule | 'default' | null
    excluded_makes?: Str
    excluded_site?: Tri
    amount_max_follows_price?: Tri
    card_repayment?: Tri
    disclaimer?: Str
    enquiry_path?: FinanceEnquiryPage | 'default' | null
    default_link?: Str
    fee_inclusions?: FinanceContentFields['fee_inclusions']
    comparison_rate_from?: Num
    comparison_rate_to?: Num
    example_disclaimers?: FinanceContentFields['example_disclaimers']
  } | null
  vehicle?: {
    gallery_start_view?: 'default' | 'spinner' | 'gallery' | null
    layout?: 'default' | 'tabs' | 'sections' | null
    sticky_bottom_bar?: Tri
    show_unregistered?: Tri
    show_dealership_link?: Tri
    similar_match?: 'default' | 'make_model' | 'type_body' | null
    similar_only_load_in_view?: Tri
  } | null
  prices?: { visible?: Tri; no_price_text?: Str; price_sort_positive_only?: Tri } | null
  stock?: {
    filter_preset?: Num
    sold_linger_days?: Num
    preferred_locations?: Str
    random_brand_promos?: Tri
    stock_count?: Num
    save_used_priced_only?: Tri
  } | null
  phones?: {
    call_override?: Str
    new_phone?: Str
    used_phone?: Str
    demo_phone?: Str
    filter_by_car_type?: Tri
    reveal_at_once?: Tri
  } | null
  forms?: {
    enquiry_message_required?: Tri
    terms_required?: Tri
    enquire_button_text?: 'default' | 'Enquire Now' | 'Message Now' | null
  } | null
  share?: { site_url?: Str; hide_twitter?: Tri; copy_toast?: Tri } | null
  reviews?: { min_rating?: Num } | null
  /** VDP-30/31: the tenant's 'Web chat' group. */
  chat?: { enabled?: Tri; provider_script_url?: Str; provider_label?: Str } | null
  hours?: { closed_as_by_appointment?: Tri } | null
}

const GROUP_DEFAULTS: SiteConfig = {
  template: 'group',
  payments: sitePayments(null),
  timeZone: DEFAULT_TIME_ZONE,
  features: {
    garageEnabled: true,
    watchlist: true,
    compare: true,
    reserve: true,
    reserveAmount: null,
    buyOnline: false,
    checkoutPath: 'checkout',
    tradeIn: true,
    subscriptions: false,
    groupStats: true,
    electricTag: false,
    usedCarRoutes: false,
    assistant: true,
  },
  gating: { checkout: true, finance: false, spinToWin: true, tradeIn: false, sellMyCar: false },
  finance: {
    calculator: true,
    preApproval: true,
    quoteProvider: false,
    providerKey: null,
    defaultRate: 10,
    defaultTermYears: 6,
    maxTermYears: 7,
    defaultFrequency: 'week',
    amountMin: 1000,
    amountMax: 100000,
    interestMin: 0.5,
    interestMax: 15,
    establishmentFee: 0,
    monthlyFee: 0,
    roundUp: false,
    disclaimerCollapse: true,
    buttonText: 'Pre-Approved',
    availabilityRule: 'in_stock',
    excludedMakes: [],
    excludedSite: false,
    amountMaxFollowsPrice: false,
    cardRepayment: true,
    disclaimer: null,
    enquiryPath: '/finance',
    defaultLink: null,
    content: EMPTY_FINANCE_CONTENT,
  },
  vehicle: {
    galleryStartView: 'spinner',
    layout: 'tabs',
    stickyBottomBar: false,
    showUnregistered: false,
    showDealershipLink: true,
    similarMatch: 'make_model',
    similarOnlyLoadInView: true,
  },
  prices: { visible: true, noPriceText: 'Enquire for price.', priceSortPositiveOnly: false },
  stock: {
    filterPreset: 0,
    soldLingerDays: 3,
    preferredLocations: [],
    randomBrandPromos: false,
    stockCount: null,
    saveUsedPricedOnly: false,
  },
  phones: {
    callOverride: null,
    newPhone: null,
    usedPhone: null,
    demoPhone: null,
    filterByCarType: false,
    revealAtOnce: false,
  },
  forms: { enquiryMessageRequired: true, termsRequired: false, enquireButtonText: 'Enquire Now' },
  share: { siteUrl: null, hideTwitter: false, copyToast: false },
  reviews: { minRating: 4 },
  hours: { closedAsByAppointment: false },
  chat: { enabled: true, providerScriptUrl: null, providerLabel: 'Chat with us' },
}

/** Template defaults. The brand variant and the used-car variant differ where the spec says they do. */
export const TEMPLATE_DEFAULTS: Record<Template, SiteConfig> = {
  group: GROUP_DEFAULTS,
  brand: {
    ...GROUP_DEFAULTS,
    template: 'brand',
    features: { ...GROUP_DEFAULTS.features, groupStats: false },
    finance: { ...GROUP_DEFAULTS.finance, defaultTermYears: 5, amountMax: 250000, defaultRate: 8.5 },
    vehicle: { ...GROUP_DEFAULTS.vehicle, stickyBottomBar: true },
    forms: { ...GROUP_DEFAULTS.forms, enquireButtonText: 'Message Now' },
    share: { ...GROUP_DEFAULTS.share, copyToast: true },
    reviews: { minRating: 3 },
  },
  used: {
    ...GROUP_DEFAULTS,
    template: 'used',
    features: { ...GROUP_DEFAULTS.features, groupStats: false, usedCarRoutes: true, reserve: false },
    stock: { ...GROUP_DEFAULTS.stock, filterPreset: 1 },
    vehicle: {
      ...GROUP_DEFAULTS.vehicle,
      layout: 'sections',
      galleryStartView: 'gallery',
      showUnregistered: true,
      similarMatch: 'type_body',
    },
  },
}

/** Bounds a stored override must respect; out-of-range overrides fall back to the template. */
const LIMITS = {
  stockFilterPreset: [0, 14],
  soldLingerDays: [0, 365],
  termYears: [1, 7],
  rate: [0, 100],
  amount: [0, 10_000_000],
  monthlyFee: [0, 1_000],
  minRating: [0, 5],
} as const

function tri(value: Tri, fallback: boolean): boolean {
  if (value === 'on') return true
  if (value === 'off') return false
  return fallback
}

function num(value: Num, fallback: number, [min, max]: readonly [number, number]): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback
}

function text(value: Str, fallback: string): string
function text(value: Str, fallback: string | null): string | null
function text(value: Str, fallback: string | null): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

/** min/max overrides: keep both when ordered; else keep the min with the template max; else the template pair. */
function bounds(min: number, max: number, fallback: readonly [number, number]): readonly [number, number] {
  if (min < max) return [min, max]
  if (min < fallback[1]) return [min, fallback[1]]
  return fallback
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** 'Holden, HSV' → ['holden', 'hsv']; empty → the fallback. */
function list(value: Str, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  return items.length > 0 ? items : fallback
}

/** 'Burswood, Rockingham' → ['Burswood', 'Rockingham'] (case kept: these are display names). */
function names(value: Str, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return items.length > 0 ? items : fallback
}

export function isTemplate(value: unknown): value is Template {
  return typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value)
}

export function resolveSiteConfig(tenant: TenantOverrides): SiteConfig {
  const template: Template = isTemplate(tenant.template) ? tenant.template : 'group'
  const d = TEMPLATE_DEFAULTS[template]
  const f = tenant.features ?? {}
  const g = tenant.gating ?? {}
  const fin = tenant.finance ?? {}
  const p = tenant.prices ?? {}
  const s = tenant.stock ?? {}
  const ph = tenant.phones ?? {}
  const fo = tenant.forms ?? {}
  const sh = tenant.share ?? {}
  const v = tenant.vehicle ?? {}

  const [interestMin, interestMax] = bounds(
    num(fin.interest_min, d.finance.interestMin, LIMITS.rate),
    num(fin.interest_max, d.finance.interestMax, LIMITS.rate),
    [d.finance.interestMin, d.finance.interestMax],
  )
  const [amountMin, amountMax] = bounds(
    num(fin.amount_min, d.finance.amountMin, LIMITS.amount),
    num(fin.amount_max, d.finance.amountMax, LIMITS.amount),
    [d.finance.amountMin, d.finance.amountMax],
  )
  const maxTermYears = num(fin.max_term, d.finance.maxTermYears, LIMITS.termYears)
  const defaultTermYears = Math.min(num(fin.default_term, d.finance.defaultTermYears, LIMITS.termYears), maxTermYears)
  const defaultRate = Math.min(
    Math.max(num(fin.default_rate, d.finance.defaultRate, LIMITS.rate), interestMin),
    interestMax,
  )
  const reserveAmount =
    typeof f.reserve_amount === 'number' && Number.isFinite(f.reserve_amount) && f.reserve_amount > 0
      ? f.reserve_amount
      : d.features.reserveAmount

  const payments = sitePayments(tenant.payments)

  return {
    template,
    payments,
    timeZone: tenantTimeZone(tenant.time_zone),
    features: {
      garageEnabled: tri(f.garage_enabled, d.features.garageEnabled),
      watchlist: tri(f.watchlist, d.features.watchlist),
      compare: tri(f.compare, d.features.compare),
      reserve: tri(f.reserve, d.features.reserve) && payments.provider !== null,
      reserveAmount,
      buyOnline: tri(f.buy_online, d.features.buyOnline) && payments.provider !== null,
      checkoutPath:
        f.checkout_path === 'checkout' || f.checkout_path === 'buy-online' ? f.checkout_path : d.features.checkoutPath,
      tradeIn: tri(f.trade_in, d.features.tradeIn),
      subscriptions: tri(f.subscriptions, d.features.subscriptions),
      groupStats: tri(f.group_stats, d.features.groupStats),
      electricTag: tri(f.electric_tag, d.features.electricTag),
      usedCarRoutes: tri(f.used_car_routes, d.features.usedCarRoutes),
      assistant: tri(f.assistant, d.features.assistant),
    },
    gating: {
      checkout: tri(g.checkout, d.gating.checkout),
      finance: tri(g.finance, d.gating.finance),
      spinToWin: tri(g.spin_to_win, d.gating.spinToWin),
      tradeIn: tri(g.trade_in, d.gating.tradeIn),
      sellMyCar: tri(g.sell_my_car, d.gating.sellMyCar),
    },
    finance: {
      calculator: tri(fin.calculator, d.finance.calculator),
      preApproval: tri(fin.pre_approval, d.finance.preApproval),
      quoteProvider: tri(fin.quote_provider, d.finance.quoteProvider),
      providerKey: text(fin.provider_key, d.finance.providerKey),
      defaultRate,
      defaultTermYears,
      maxTermYears,
      defaultFrequency:
        fin.default_frequency && Object.hasOwn(FREQUENCIES, fin.default_frequency)
          ? (fin.default_frequency as FrequencyName)
          : d.finance.defaultFrequency,
      amountMin,
      amountMax,
      interestMin,
      interestMax,
      establishmentFee: num(fin.establishment_fee, d.finance.establishmentFee, LIMITS.amount),
      monthlyFee: num(fin.monthly_fee, d.finance.monthlyFee, LIMITS.monthlyFee),
      roundUp: tri(fin.round_up, d.finance.roundUp),
      disclaimerCollapse: tri(fin.disclaimer_collapse, d.finance.disclaimerCollapse),
      buttonText: text(fin.button_text, d.finance.buttonText),
      availabilityRule: oneOf(fin.availability_rule, FINANCE_AVAILABILITY_RULES, d.finance.availabilityRule),
      excludedMakes: list(fin.excluded_makes, d.finance.excludedMakes),
      excludedSite: tri(fin.excluded_site, d.finance.excludedSite),
      amountMaxFollowsPrice: tri(fin.amount_max_follows_price, d.finance.amountMaxFollowsPrice),
      cardRepayment: tri(fin.card_repayment, d.finance.cardRepayment),
      disclaimer: text(fin.disclaimer, d.finance.disclaimer),
      enquiryPath: financeEnquiryPagePath(fin.enquiry_path) ?? d.finance.enquiryPath,
      defaultLink: safeHref(text(fin.default_link, d.finance.defaultLink)),
      content: financeContent(fin),
    },
    vehicle: {
      galleryStartView: oneOf(v.gallery_start_view, ['spinner', 'gallery'] as const, d.vehicle.galleryStartView),
      layout: oneOf(v.layout, ['tabs', 'sections'] as const, d.vehicle.layout),
      stickyBottomBar: tri(v.sticky_bottom_bar, d.vehicle.stickyBottomBar),
      showUnregistered: tri(v.show_unregistered, d.vehicle.showUnregistered),
      showDealershipLink: tri(v.show_dealership_link, d.vehicle.showDealershipLink),
      similarMatch: oneOf(v.similar_match, ['make_model', 'type_body'] as const, d.vehicle.similarMatch),
      similarOnlyLoadInView: tri(v.similar_only_load_in_view, d.vehicle.similarOnlyLoadInView),
    },
    prices: {
      visible: tri(p.visible, d.prices.visible),
      noPriceText: text(p.no_price_text, d.prices.noPriceText),
      priceSortPositiveOnly: tri(p.price_sort_positive_only, d.prices.priceSortPositiveOnly),
    },
    stock: {
      filterPreset: Math.trunc(num(s.filter_preset, d.stock.filterPreset, LIMITS.stockFilterPreset)),
      soldLingerDays: Math.trunc(num(s.sold_linger_days, d.stock.soldLingerDays, LIMITS.soldLingerDays)),
      preferredLocations: names(s.preferred_locations, d.stock.preferredLocations),
      randomBrandPromos: tri(s.random_brand_promos, d.stock.randomBrandPromos),
      stockCount:
        typeof s.stock_count === 'number' && Number.isInteger(s.stock_count) && s.stock_count > 0
          ? s.stock_count
          : d.stock.stockCount,
      saveUsedPricedOnly: tri(s.save_used_priced_only, d.stock.saveUsedPricedOnly),
    },
    phones: {
      callOverride: text(ph.call_override, d.phones.callOverride),
      newPhone: text(ph.new_phone, d.phones.newPhone),
      usedPhone: text(ph.used_phone, d.phones.usedPhone),
      demoPhone: text(ph.demo_phone, d.phones.demoPhone),
      filterByCarType: tri(ph.filter_by_car_type, d.phones.filterByCarType),
      revealAtOnce: tri(ph.reveal_at_once, d.phones.revealAtOnce),
    },
    forms: {
      enquiryMessageRequired: tri(fo.enquiry_message_required, d.forms.enquiryMessageRequired),
      termsRequired: tri(fo.terms_required, d.forms.termsRequired),
      enquireButtonText:
        fo.enquire_button_text === 'Enquire Now' || fo.enquire_button_text === 'Message Now'
          ? fo.enquire_button_text
          : d.forms.enquireButtonText,
    },
    share: {
      siteUrl: text(sh.site_url, d.share.siteUrl),
      hideTwitter: tri(sh.hide_twitter, d.share.hideTwitter),
      copyToast: tri(sh.copy_toast, d.share.copyToast),
    },
    reviews: { minRating: num(tenant.reviews?.min_rating, d.reviews.minRating, LIMITS.minRating) },
    hours: { closedAsByAppointment: tri(tenant.hours?.closed_as_by_appointment, d.hours.closedAsByAppointment) },
    chat: {
      enabled: tri(tenant.chat?.enabled, d.chat.enabled),
      providerScriptUrl: text(tenant.chat?.provider_script_url, d.chat.providerScriptUrl),
      providerLabel: text(tenant.chat?.provider_label, d.chat.providerLabel),
    },
  }
}
