/**
 * What a lead form says before it is sent and what /success recaps after. Pure TypeScript.
 *
 * The success page must survive a reload, so the form carries only non-personal context in the URL — the kind of
 * enquiry, the car's slug and the location's slug — and the page loads the car and the location on the server. The
 * shopper's name, email or phone are never put in the URL.
 */
import { zonedClock } from '../dateFormat'
import type { LeadCategory } from './schema'

/** The enquiry kinds /success knows, as short URL words, and how it names them. */
export const SUCCESS_TYPES = {
  enquiry: 'enquiry',
  'test-drive': 'test drive request',
  photos: 'photo request',
  finance: 'finance enquiry',
  service: 'service booking request',
  careers: 'careers enquiry',
  'trade-in': 'trade-in valuation request',
  'sell-my-car': 'request to sell your car',
  contact: 'message',
} as const
export type SuccessType = keyof typeof SUCCESS_TYPES

const CATEGORY_TYPES: Partial<Record<LeadCategory, SuccessType>> = {
  'General Enquiry': 'contact',
  'New Car Enquiry': 'enquiry',
  'Used Car Enquiry': 'enquiry',
  'Test Drive': 'test-drive',
  'Request Photos': 'photos',
  'Finance Enquiry': 'finance',
  'Service Enquiry': 'service',
  'Career Enquiry': 'careers',
  'Trade-in': 'trade-in',
  'Sell My Car': 'sell-my-car',
}

/** The URL word for a lead category (a careers enquiry is a General Enquiry with the Career subcategory). */
export function successTypeFor(category: LeadCategory, subcategory?: string): SuccessType {
  if (subcategory === 'Career Enquiry') return 'careers'
  return CATEGORY_TYPES[category] ?? 'enquiry'
}

/**
 * The context /success recaps: the kind, the car (its slug, or its id where the form knows only that: the finance
 * page opened from a car's "Get Finance"), the location's slug, and the dealership's slug (whose location and phone
 * the page shows when neither the car nor a location names one).
 */
export type SuccessContext = { type?: SuccessType; car?: string; location?: string; dealership?: string }

const CONTEXT_KEYS = ['car', 'location', 'dealership'] as const

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i

/** '/success?type=enquiry&car=2023-toyota-hilux&location=penrith': only the known type and slug-shaped values. */
export function successHref(ctx: SuccessContext): string {
  const q = new URLSearchParams()
  if (ctx.type && ctx.type in SUCCESS_TYPES) q.set('type', ctx.type)
  for (const k of CONTEXT_KEYS) {
    const v = ctx[k]
    if (v && SLUG.test(v)) q.set(k, v)
  }
  const s = q.toString()
  return s ? `/success?${s}` : '/success'
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** The context in /success's query: unknown types and anything not slug-shaped are dropped (a generic thank-you). */
export function parseSuccessParams(params: Record<string, string | string[] | undefined>): SuccessContext {
  const out: SuccessContext = {}
  const type = first(params.type)
  if (type && Object.hasOwn(SUCCESS_TYPES, type)) out.type = type as SuccessType
  for (const k of CONTEXT_KEYS) {
    const v = first(params[k])
    if (v && SLUG.test(v)) out[k] = v
  }
  return out
}

/** 'We have received your test drive request.' — or the generic wording without a known type. */
export function successHeadline(type: SuccessType | undefined): string {
  return `We have received your ${type ? SUCCESS_TYPES[type] : 'enquiry'}.`
}

export const SUCCESS_NEXT_STEP = "We'll call you within one business day."

type CarForMessage = { year?: number | null; make?: string | null; model?: string | null; badge?: string | null }

/** '2023 Toyota HiLux SR' from the car's parts, else its name. */
export function carTitle(v: CarForMessage & { name?: string | null }): string {
  const parts = [v.year ? String(v.year) : '', v.make ?? '', v.model ?? '', v.badge ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
  return parts.length >= 2 ? parts.join(' ') : (v.name ?? parts.join(' ')).trim()
}

/**
 * The enquiry dialog's editable starting message:
 * 'Hi, is the 2023 Toyota HiLux SR (stock HH12403) still available?'; without a stock number the brackets go.
 */
export function carEnquiryMessage(v: CarForMessage & { name?: string | null; stocknum?: string | null }): string {
  const title = carTitle(v) || 'this car'
  const stock = v.stocknum?.trim() ? ` (stock ${v.stocknum.trim()})` : ''
  return `Hi, is the ${title}${stock} still available?`
}

/** The row of a location's opening hours for a weekday (0 Sunday … 6 Saturday) in its own time zone. */
export function weekdayIn(timeZone: string, at: Date): number {
  return zonedClock(at, timeZone).weekday
}

const clock = (hhmm: string): string => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim())
  if (!m) return hhmm.trim()
  const h = Number(m[1])
  const suffix = h >= 12 ? 'pm' : 'am'
  return `${h % 12 || 12}:${m[2]} ${suffix}`
}

/** An opening-hours row's times as shoppers read them: '08:30–17:30' → '8:30 am – 5:30 pm'; 'Closed' stays. */
export function friendlyHours(text: string): string {
  const times = /^(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})$/.exec(text.trim())
  return times ? `${clock(times[1]!)} – ${clock(times[2]!)}` : text.trim()
}
