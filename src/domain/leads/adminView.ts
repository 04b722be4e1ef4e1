/**
 * A lead as a salesperson reads it in the admin: who, which car, what they asked, the trade-in and the finance wish,
 * each value labelled in words and formatted (dollars, kilometres, Yes/No). Pure: the admin's lead page
 * (collections/Leads/components/LeadSummary.tsx) renders it; the lead's title is built here too.
 */
import { formatDate, formatDateTime, formatZonedDateTime, wallClockInstant } from '../dateFormat'
import { formatDollars, formatKm } from '../price'
import { carTitle, type LeadForCsv } from './csv'
import { fieldLabel } from './fieldLabels'

export { fieldLabel } from './fieldLabels'

/** A lead that names no dealership (none on the car, the location or the form): it goes to the group's destinations. */
export const NO_DEALERSHIP = 'Whole group (no dealership)'

export interface LabelledValue {
  /** the stored key ('vehiclePriceBudget'), for tests and data attributes */
  key: string
  label: string
  value: string
}

/** Keys whose numbers are dollars, and those that are kilometres. */
const DOLLAR_KEYS = new Set([
  'vehiclePriceBudget',
  'drive_away_price',
  'deposit',
  'deposit_amount',
  'price',
  'estimate',
  'low',
  'high',
  'offer_price',
])
const KM_KEYS = new Set(['kms', 'km'])
/** Keys whose text is a day or a wall-clock time the shopper picked ('2026-12-01', '2026-12-01T10:30'). */
const WALL_CLOCK_KEYS = new Set(['Test Drive Booking Date', 'Preferred Service Date'])

/**
 * A picked day or wall-clock time in words, as the clock at the dealership reads it (no zone: it is the dealership's
 * own); null when the text is no such date.
 *   wallClockInWords('2026-12-01T10:30') → '1 Dec 2026, 10:30 am'; wallClockInWords('2026-11-28') → '28 Nov 2026'
 */
function wallClockInWords(text: string): string | null {
  const wall = text.trim()
  const day = /^\d{4}-\d{2}-\d{2}$/.test(wall)
  // read as UTC and written in UTC: the digits stay the wall clock's
  const at = wallClockInstant(day ? `${wall}T00:00` : wall, 'UTC')
  // a day that does not exist ('2026-02-31') rolls over: not a date
  if (!at || at.toISOString().slice(0, 10) !== wall.slice(0, 10)) return null
  return day ? formatDate(at, 'd mmm yyyy', 'UTC') : formatDateTime(at, 'UTC')
}

/** The trade-in's keys (its vehicle, rego and the question) and the finance wish's, in the order shown. */
const TRADE_IN_KEYS = ['do-you-have-a-trade-in', 'year', 'make', 'model', 'kms', 'rego', 'Rego', 'regoState']
const FINANCE_KEYS = ['finance', 'vehiclePriceBudget', 'term', 'loan_term', 'deposit', 'deposit_amount']
const WHO_KEYS = ['name', 'last_name', 'phone', 'email', 'PreferredContactMethod', 'postcode']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\s*\d[\d,]*(\.\d+)?\s*$/.test(value)) return Number(value.replace(/[,\s]/g, ''))
  return null
}

/** An instant with its offset, as the server writes one ('2026-11-28T12:59:40.917Z', '2026-11-28T22:59:40+10:00'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * A stored value in words for its key: Yes/No for ticks, dollars and kilometres where the key says so, a picked date
 * or booking time as a date, an instant (a hold's end) in the dealership's zone with the zone named, lists joined, a
 * nested object as 'Label: value' pairs; empty → ''.
 *   fieldValue('vehiclePriceBudget', 45990) → '$45,990'; fieldValue('kms', '82000') → '82,000 km';
 *   fieldValue('opt_in', true) → 'Yes'; fieldValue('Test Drive Booking Date', '2026-12-01T10:30') → '1 Dec 2026, 10:30 am'
 */
export function fieldValue(key: string, value: unknown, timeZone?: string): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (DOLLAR_KEYS.has(key) || KM_KEYS.has(key)) {
    const n = asNumber(value)
    if (n !== null) return DOLLAR_KEYS.has(key) ? formatDollars(n) : formatKm(n)
  }
  if (WALL_CLOCK_KEYS.has(key) && typeof value === 'string') {
    const words = wallClockInWords(value)
    if (words) return words
  }
  if (timeZone && typeof value === 'string' && INSTANT.test(value.trim())) {
    const at = new Date(value.trim())
    if (!Number.isNaN(at.getTime())) return formatZonedDateTime(at, timeZone)
  }
  if (Array.isArray(value))
    return value
      .map((v) => fieldValue(key, v, timeZone))
      .filter(Boolean)
      .join(', ')
  if (isRecord(value))
    return labelledValues(value, [], timeZone)
      .map((row) => `${row.label}: ${row.value}`)
      .join('; ')
  return String(value).trim()
}

/** Every non-empty entry of an object as labelled values, in its own order, leaving out `skip`. */
export function labelledValues(values: unknown, skip: readonly string[] = [], timeZone?: string): LabelledValue[] {
  if (!isRecord(values)) return []
  return Object.entries(values)
    .filter(([key]) => !skip.includes(key))
    .map(([key, value]) => ({ key, label: fieldLabel(key), value: fieldValue(key, value, timeZone) }))
    .filter((row) => row.value !== '')
}

function pick(values: Record<string, unknown>, keys: readonly string[], timeZone?: string): LabelledValue[] {
  const rows: LabelledValue[] = []
  for (const key of keys) {
    const value = fieldValue(key, values[key], timeZone)
    if (value && !rows.some((r) => r.label === fieldLabel(key) && r.value === value)) {
      rows.push({ key, label: fieldLabel(key), value })
    }
  }
  return rows
}

/** The lead as the admin stores it (Payload's `leads` document, depth 0): the export's fields and the trade-in's. */
export type LeadForView = Partial<
  Pick<
    LeadForCsv,
    | 'category'
    | 'subcategory'
    | 'name'
    | 'email'
    | 'phone'
    | 'postcode'
    | 'fields'
    | 'car'
    | 'offer_price'
    | 'additional_services'
  >
> & { valuation?: unknown; lead_attributes?: unknown }

export interface LeadCar {
  /** 'Year Make Model Badge', or the stock number when the snapshot has no words */
  title: string
  stockNumber: string | null
  price: string | null
  /** the car's id and slug when it was sent, for its admin and public pages */
  id: number | null
  slug: string | null
}

export interface LeadView {
  who: LabelledValue[]
  car: LeadCar | null
  message: string | null
  tradeIn: LabelledValue[]
  finance: LabelledValue[]
  /** every other form field, labelled */
  asked: LabelledValue[]
}

function leadCar(value: unknown): LeadCar | null {
  if (!isRecord(value)) return null
  const stock = typeof value.stock_number === 'string' && value.stock_number ? value.stock_number : null
  const title = carTitle(value) || (typeof value.title === 'string' ? value.title : '') || stock || ''
  if (!title) return null
  const price = asNumber(value.price)
  const id = asNumber(value.id)
  return {
    title,
    stockNumber: stock,
    price: price !== null && price > 0 ? formatDollars(price) : null,
    id: id !== null && Number.isInteger(id) ? id : null,
    slug: typeof value.slug === 'string' && value.slug ? value.slug : null,
  }
}

/**
 * The lead in sections, each value labelled (see the module's comment). The form's fields win over the columns; an
 * instant among them is written in `timeZone` (the dealership's) with the zone named.
 */
export function leadView(lead: LeadForView, timeZone?: string): LeadView {
  const fields = isRecord(lead.fields) ? lead.fields : {}
  const contact = {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    ...fields,
  }
  const tradeIn = [
    ...pick(fields, TRADE_IN_KEYS, timeZone),
    ...labelledValues(lead.valuation, [], timeZone),
    ...(typeof lead.offer_price === 'number'
      ? [{ key: 'offer_price', label: 'Offer', value: formatDollars(lead.offer_price) }]
      : []),
  ]
  const finance = pick(fields, FINANCE_KEYS, timeZone)
  const shown = new Set([...WHO_KEYS, ...TRADE_IN_KEYS, ...FINANCE_KEYS, 'message', 'category', 'subcategory'])
  const services = fieldValue('additional_services', lead.additional_services, timeZone)
  const asked = [
    ...labelledValues(fields, [...shown], timeZone),
    ...(services ? [{ key: 'additional_services', label: 'Extra services', value: services }] : []),
  ]
  const message = typeof fields.message === 'string' && fields.message.trim() ? fields.message.trim() : null
  return { who: pick(contact, WHO_KEYS, timeZone), car: leadCar(lead.car), message, tradeIn, finance, asked }
}

/**
 * How a lead is named wherever the admin lists or links it (a reservation's lead, the lead's page heading):
 * 'Jane Citizen — Test Drive — 2023 Toyota RAV4'; without a name its email; without a car, the first two parts.
 */
export function leadTitle(lead: LeadForView): string {
  const fields = isRecord(lead.fields) ? lead.fields : {}
  const first = typeof fields.name === 'string' ? fields.name.trim() : ''
  const last = typeof fields.last_name === 'string' ? fields.last_name.trim() : ''
  const person = [first, last].filter(Boolean).join(' ') || lead.name?.trim() || lead.email?.trim() || 'No name given'
  const car = leadCar(lead.car)?.title ?? ''
  return [person, lead.category?.trim() ?? '', car].filter(Boolean).join(' — ')
}
