import { zonedClock } from './dateFormat'
import type { CreditDisclosure } from './finance/creditAdvert'
import type { GroupCompanyLink } from './marketing/groupCompanies'
import { formatNumber } from './numberFormat'
import type { SiteConfig, Template } from './siteConfig'

/** What every public page knows about the tenant it is rendering (reshaped from the tenant document). */
export interface TenantSite {
  id: number | string
  slug: string
  name: string
  template: Template
  /** The first production hostname (Tenants → Site → Domains), or null: the site answers at {slug}.localhost. */
  primaryHost?: string | null
  tagline: string | null
  theme: {
    primary: string
    onPrimary: string
    accent: string
    onAccent: string
    surface: string
    text: string
    logoUrl: string | null
  }
  config: SiteConfig
}

/** A tenant as the demo index on the bare localhost host lists it: names only, no flags, no ids. */
export interface TenantListing {
  slug: string
  name: string
  template: string
}

export interface NavLink {
  label: string
  href: string
  newTab: boolean
}

export interface NavItem extends NavLink {
  children: NavLink[]
}

export interface FooterColumn {
  title: string
  links: NavLink[]
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export interface SiteNavigation {
  header: NavItem[]
  footer: FooterColumn[]
  social: { network: SocialNetwork; href: string }[]
  footerNote: string | null
  /** The dealer group's other businesses (RTE-34: cars, rental, tyres, finance and insurance, 4x4 and outdoor). */
  groupCompanies?: GroupCompanyLink[]
}

export interface Banner {
  id: number | string
  title: string
  text: string | null
  href: string | null
  linkText: string | null
  /** The finance rate it advertises, shown with its comparison rate and warning (RateDisclosure), or null. */
  credit?: CreditDisclosure | null
}

export interface PromoTile {
  id: number | string
  title: string
  description: string | null
  imageUrl: string | null
  href: string
  buttonText: string
  /** The finance rate it advertises, shown with its comparison rate and warning (RateDisclosure), or null. */
  credit?: CreditDisclosure | null
}

export interface BrandCard {
  id: number | string
  title: string
  slug: string
  category: 'car' | 'motorcycle' | 'truck' | 'group'
  logoUrl: string | null
  description: string | null
}

/**
 * Group stats (CMS-03, deliberately changed): the figures a stats banner shows when marketing lists none. Locations
 * and Brands carry no value: they are counted from the site's own data (statsFigures), so the banner never
 * contradicts the locations and brands a shopper sees.
 */
export const GROUP_STATS: readonly { value: string | null; label: string }[] = [
  { value: null, label: 'Locations' },
  { value: null, label: 'Brands' },
  { value: '30+', label: 'Years' },
]

/** What the derived figures count. */
export interface SiteCounts {
  locations: number
  brands: number
}

/**
 * The figures a stats banner shows: each with a value as marketing wrote it; a figure without a value is counted
 * when its label names locations/dealerships or brands/makes, and dropped otherwise (or when the count is 0).
 *   [{ value: '', label: 'Locations' }, { value: '30+', label: 'Years' }], { locations: 6, brands: 9 }
 *     → [{ value: '6', label: 'Locations' }, { value: '30+', label: 'Years' }]
 */
export function statsFigures(
  stats: readonly { value?: string | null; label?: string | null }[],
  counts: SiteCounts,
): { value: string; label: string }[] {
  return stats.flatMap((s) => {
    const label = (s.label ?? '').trim()
    if (!label) return []
    const value = (s.value ?? '').trim()
    if (value) return [{ value, label }]
    const key = label.toLowerCase()
    const count = /location|dealership|showroom/.test(key)
      ? counts.locations
      : /brand|make|franchise/.test(key)
        ? counts.brands
        : 0
    return count > 0 ? [{ value: formatNumber(count), label }] : []
  })
}

/** A location as the footer shows it: name, the contact page's phone, and today's hours at the location. */
export interface FooterLocation {
  slug: string
  name: string
  phone: string | null
  /** 'Open today 9:00 am – 5:00 pm', 'Closed today'. */
  today: string
  /** '12 Church St, Parramatta NSW 2150' (footerAddress), or null when none is on record. */
  address: string | null
}

/** A location's address on one line: street, then suburb, state and postcode ('12 Church St, Parramatta NSW 2150'). */
export function footerAddress(
  address: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null,
): string | null {
  if (!address) return null
  const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '')
  const place = [clean(address.city), clean(address.state), clean(address.postcode)].filter(Boolean).join(' ')
  const line = [clean(address.street), place].filter(Boolean).join(', ')
  return line || null
}

export type HoursRow = { weekday: number; status?: string | null; open?: string | null; close?: string | null }
export type SpecialHoursRow = {
  date: string
  status?: string | null
  start_hour?: string | null
  end_hour?: string | null
}

/** Mon–Fri 9:00–17:00, Sat 9:00–12:00: the documented default when a location lists no hours (as test drives use). */
const DEFAULT_HOURS: readonly HoursRow[] = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, status: 'Open', open: '09:00', close: '17:00' }))
  .concat([{ weekday: 6, status: 'Open', open: '09:00', close: '12:00' }])

/** '09:00' → '9:00 am', '17:30' → '5:30 pm', '12:00' → '12:00 pm'; null when not HH:MM. */
export function clockTime(hhmm: string | null | undefined): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm ?? '')
  if (!m) return null
  const h = Number(m[1])
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'am' : 'pm'}`
}

/** The date ('YYYY-MM-DD') and weekday (0 = Sunday) at `now` in the time zone. */
export function localDay(now: Date, timeZone: string): { date: string; weekday: number } {
  const { date, weekday } = zonedClock(now, timeZone)
  return { date, weekday }
}

/**
 * Today's opening hours of a location, in its own time zone: a dated special day wins, then the weekday's row
 * (the default hours when the location lists none).
 *   Monday 10:00 in Perth, rows Mon 08:30–17:30 → 'Open today 8:30 am – 5:30 pm'; Sunday → 'Closed today'
 */
export function todaysHours(
  rows: readonly HoursRow[] | null | undefined,
  special: readonly SpecialHoursRow[] | null | undefined,
  now: Date,
  timeZone: string,
): string {
  const { date, weekday } = localDay(now, timeZone)
  const closed = 'Closed today'
  const window = (open?: string | null, close?: string | null) => {
    const o = clockTime(open)
    const c = clockTime(close)
    return o && c ? `Open today ${o} – ${c}` : null
  }
  const sp = (special ?? []).find((s) => (s.date ?? '').slice(0, 10) === date)
  if (sp) {
    if (sp.status !== 'Open') return closed
    const w = window(sp.start_hour, sp.end_hour)
    if (w) return w
  }
  const list = rows && rows.length > 0 ? rows : DEFAULT_HOURS
  const row = list.find((r) => r.weekday === weekday)
  if (!row || row.status === 'Closed') return closed
  return window(row.open, row.close) ?? closed
}
