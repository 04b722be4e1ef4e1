/**
 * Page-level display rules of the detail page (spec §2, §9 Display; VDP-27..34, VDP-44..50).
 */
import type { CreditDisclosure } from '../finance/creditAdvert'

/** VDP-27: the sticky header appears at 500 px of scroll or more. */
export const STICKY_HEADER_SCROLL = 500
/** VDP-29: the sticky bottom bar opens above 900 px of scroll. */
export const BOTTOM_BAR_SCROLL = 900

export function stickyHeaderVisible(scrollY: number): boolean {
  return scrollY >= STICKY_HEADER_SCROLL
}

export function bottomBarVisible(scrollY: number, enabled: boolean): boolean {
  return enabled && scrollY > BOTTOM_BAR_SCROLL
}

/**
 * The two sticky bars never show together: the sticky header shows from 500 px (VDP-27) and, on a site with the
 * bottom bar (VDP-29), gives way to it once that opens above 900 px. (Phones hide the header and always show the
 * bar: vehicle.css.)
 *   stickyHeaderShown(700, true) → true; stickyHeaderShown(1200, true) → false; stickyHeaderShown(1200, false) → true
 */
export function stickyHeaderShown(scrollY: number, bottomBarEnabled: boolean): boolean {
  return stickyHeaderVisible(scrollY) && !bottomBarVisible(scrollY, bottomBarEnabled)
}

export type InfoTabId =
  'dealer-comments' | 'whats-included' | 'why-buy' | 'reserve-online' | 'protect-your-car' | 'features'

export const INFO_TAB_LABELS: Record<InfoTabId, string> = {
  'dealer-comments': 'Dealer Comments',
  'whats-included': "What's Included",
  'why-buy': 'Why Buy From Us?',
  'reserve-online': 'Reserve Online',
  'protect-your-car': 'Protect Your Car',
  features: 'Features',
}

/**
 * VDP-32/33: the information tabs in order; Features only when the car has a features list. Reserve Online explains
 * a button, so it is there only when the car has a Reserve button (`canReserve`, RES-01/02 in vehicleButtons).
 */
export function infoTabs(featureCount: number, canReserve: boolean): InfoTabId[] {
  const tabs: InfoTabId[] = ['dealer-comments', 'whats-included', 'why-buy']
  if (canReserve) tabs.push('reserve-online')
  tabs.push('protect-your-car')
  if (featureCount > 0) tabs.push('features')
  return tabs
}

export type SectionId =
  | 'key-information'
  | 'our-comments'
  | 'certified-pre-owned'
  | 'reserve-online'
  | 'why-buy'
  | 'protect-your-car'
  | 'car-summary'
  | 'all-specifications'

export const SECTION_LABELS: Record<SectionId, string> = {
  'key-information': 'Key Information',
  'our-comments': 'Our Comments',
  'certified-pre-owned': 'Certified Pre-Owned',
  'reserve-online': 'Reserve Online',
  'why-buy': 'Why Buy From Us',
  'protect-your-car': 'Protect Your Car',
  'car-summary': 'Car Summary',
  'all-specifications': 'All Specifications',
}

/**
 * VDP-34: the sections layout in order; the certified pre-owned section only for a certified car, Reserve Online only
 * when the car has a Reserve button (as in infoTabs).
 */
export function pageSections(certified: boolean, canReserve: boolean): SectionId[] {
  const sections: SectionId[] = ['key-information', 'our-comments']
  if (certified) sections.push('certified-pre-owned')
  if (canReserve) sections.push('reserve-online')
  sections.push('why-buy', 'protect-your-car', 'car-summary', 'all-specifications')
  return sections
}

/** VDP-45: 'Located at {city}' shows when the car's city differs from the primary dealership city. */
export function locatedAtCity(
  carCity: string | null | undefined,
  dealershipCity: string | null | undefined,
): string | null {
  const car = carCity?.trim()
  if (!car) return null
  const home = dealershipCity?.trim()
  if (home && home.toLowerCase() === car.toLowerCase()) return null
  return car
}

/** A Google Maps directions link for the 'Get Directions' button. */
export function directionsHref(dest: {
  lat: number | null
  lng: number | null
  address?: string | null
  city?: string | null
}): string {
  const target =
    dest.lat !== null && dest.lng !== null && Number.isFinite(dest.lat) && Number.isFinite(dest.lng)
      ? `${dest.lat},${dest.lng}`
      : [dest.address, dest.city].filter((s) => s && s.trim()).join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}`
}

/** VDP-44: the feature banner's three links. */
export const FEATURE_BANNER_LINKS = [
  { key: 'offers', label: 'Latest Offers', href: '/special-offers' },
  { key: 'service', label: 'Book a Service', href: '/service' },
  { key: 'sell', label: 'Sell Your Car', href: '/sell-your-car' },
] as const

export interface PopupData {
  id: string
  src: string | null
  title: string
  description: string | null
  linkTo: string | null
  buttonText: string
  /** ISO date or null (never expires). */
  expiryDate: string | null
  /** The finance rate it advertises, shown with its comparison rate and warning (RateDisclosure), or null. */
  credit?: CreditDisclosure | null
}

export const POPUP_STORAGE_PREFIX = 'promo-popup-dismissed:'
/** sessionStorage: the popup was shown (or given up on) in this visit. */
export const POPUP_SESSION_PREFIX = 'promo-popup-seen:'

/**
 * A short fingerprint of what the popup says and where it leads: a marketer who changes the offer gets a new
 * version, shown again to visitors who dismissed the old one. FNV-1a over the fields, base 36.
 */
export function popupVersion(
  popup: Pick<PopupData, 'title' | 'description' | 'linkTo' | 'buttonText' | 'src' | 'expiryDate'>,
): string {
  const text = [popup.title, popup.description, popup.linkTo, popup.buttonText, popup.src, popup.expiryDate].join(
    '\u0000',
  )
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** VDP-48: localStorage key remembering a dismissal, per popup id and version: 'promo-popup-dismissed:7:1x2y3z'. */
export function popupStorageKey(id: string, version: string): string {
  return `${POPUP_STORAGE_PREFIX}${id}:${version}`
}

/** sessionStorage key: at most one showing per visit. */
export function popupSessionKey(id: string, version: string): string {
  return `${POPUP_SESSION_PREFIX}${id}:${version}`
}

/** VDP-48/49: shown unless expired or dismissed before. An unreadable expiry date counts as no expiry. */
export function popupVisible(popup: Pick<PopupData, 'expiryDate'>, now: Date, dismissed: boolean): boolean {
  if (dismissed) return false
  if (popup.expiryDate) {
    const expiry = new Date(popup.expiryDate)
    if (!Number.isNaN(expiry.getTime()) && expiry.getTime() <= now.getTime()) return false
  }
  return true
}

/**
 * A popup whose button leads nowhere (a page this tenant does not serve) is not shown at all; `isLive` is
 * isLiveHref with the tenant's route context. A popup without a button link is only an announcement and may show.
 */
export function livePopup(popup: PopupData | null, isLive: (href: string) => boolean): PopupData | null {
  if (!popup) return null
  return popup.linkTo && !isLive(popup.linkTo) ? null : popup
}

/** When the popup tries to open (ms): after the visitor engages, or at the latest after the page has been open a while. */
export const POPUP_TIMING = {
  /** The longest wait after load. */
  maxDelayMs: 6000,
  /** After the first scroll, tap or key press. */
  afterEngagementMs: 1500,
  /** While a dialog is open or a form field has focus, look again this often… */
  retryMs: 1000,
  /** …and give up for this visit after this long. */
  giveUpAfterMs: 20_000,
} as const

/** VDP-67/68: the print page link and the PDF file name. */
export function printHref(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`
}

export function pdfHref(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/pdf`
}

export function pdfFileName(slug: string): string {
  return `${slug}.pdf`
}

/** VDP-38: the phone reveal endpoint (tracking event 25, TRACKING_EVENTS.phoneReveal). */
export function revealHref(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/reveal`
}

/**
 * LEAD-56, LEAD-57: where the vehicle page records a tracked action (src/domain/tracking.ts TRACKED_ACTIONS):
 * POST {trackHref(slug)} { event: key }.
 */
export function trackHref(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/event`
}

/** The page of the car's location (RTE-27: /contact-us/{location-slug}); the locations list when it has no slug. */
export function locationPageHref(slug: string | null | undefined): string {
  return slug ? `/contact-us/${encodeURIComponent(slug)}` : '/contact-us'
}
