/**
 * A stored lead as the ADF document its dealer receives (src/domain/leads/adf.ts builds the XML). Pure.
 *
 * Every field the form sent reaches the dealer: in an ADF element where ADF has one (the car of interest with its
 * stock number, VIN, price, odometer and trim; the trade-in as a second vehicle with its odometer and offer; the
 * finance budget as the car's <finance>), every other field as a labelled line of the customer's <comments>, the
 * message last. The booking date is written in the location's time zone with the zone named, since ADF has no
 * booking element.
 */
import { formatZonedDateTime, wallClockInstant } from '../dateFormat'
import { formatDollars, formatKm } from '../price'
import { CONDITION_QUESTIONS } from '../tradeIn/questions'
import { TRADE_IN_SUBCATEGORY } from '../tradeIn/provider'
import type { AdfAddress, AdfFinance, AdfInterest, AdfLead, AdfPrice, AdfVehicle } from './adf'
import { fieldLabel } from './fieldLabels'
import { leadCategoryOf, type StoredLeadCategory } from './schema'

/** The lead row as delivery reads it (the Leads collection's fields that matter here). */
export type StoredLead = {
  id: string | number
  createdAt: string
  category: string
  subcategory?: string | null
  fields?: unknown
  car?: unknown
  email?: string | null
  phone?: string | null
  postcode?: string | null
  url?: string | null
  additional_services?: unknown
  offer_price?: number | null
  valuation?: unknown
  form_completed?: boolean | null
  offer_accepted?: boolean | null
}

/** The dealer the lead is for, from its dealership and location. */
export type AdfVendor = {
  name: string
  phone?: string | null
  email?: string | null
  address?: AdfAddress | null
  url?: string | null
}

export type AdfContext = {
  vendor: AdfVendor
  /** the location's IANA zone: a booking time is a wall-clock time there */
  timeZone: string
  providerName?: string | null
}

/**
 * What the shopper's car of interest is to them, per lead category: the one declared list (every category must
 * appear). A trade-in's or sale's own car is a second vehicle (TRADE_IN_INTEREST).
 */
export const CATEGORY_INTEREST: Record<StoredLeadCategory, AdfInterest> = {
  'General Enquiry': 'buy',
  'New Car Enquiry': 'buy',
  'Used Car Enquiry': 'buy',
  'Test Drive': 'test-drive',
  'Request Photos': 'buy',
  'Finance Enquiry': 'buy',
  'Service Enquiry': 'buy',
  'Career Enquiry': 'buy',
  'Trade-in': 'buy',
  'Sell My Car': 'buy',
  'Buy Online': 'buy',
  Reservation: 'buy',
}

/** The categories whose form describes the shopper's own car as a trade-in, and what ADF calls it. */
const TRADE_IN_INTEREST: Partial<Record<StoredLeadCategory, AdfInterest>> = {
  'Trade-in': 'trade-in',
  'Sell My Car': 'sell',
}

/** The fields in the customer's <contact>, or dropped as noise (the honeypot, which a delivered lead has empty). */
const CONTACT_FIELDS = new Set(['name', 'last_name', 'email', 'phone', 'postcode', 'message', 'website'])

const BOOKING_DATE = 'Test Drive Booking Date'

/** The form's hidden car fields (LEAD-10) and the snapshot key each repeats; a differing value is kept as a line. */
const CAR_FIELDS = ['car_id', 'Vehicle Make', 'Vehicle Model', 'stock_number', 'car_type', 'vin'] as const
const SNAPSHOT_NAME: Partial<Record<(typeof CAR_FIELDS)[number], string>> = {
  car_id: 'id',
  'Vehicle Make': 'make',
  'Vehicle Model': 'model',
}

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  const s = String(v).trim()
  return s === '' ? null : s
}

/** A number from a figure ('45,990', '$45,990', 45990); null when there is none. */
const figure = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v !== 'string') return null
  const digits = v.replace(/[$,\s]/g, '')
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null
}

/** Reads the lead's fields, remembering which were placed, so the rest become comment lines. */
class FieldReader {
  readonly used = new Set<string>()
  constructor(readonly fields: Record<string, unknown>) {}
  take(...keys: string[]): string | null {
    for (const k of keys) {
      const v = text(this.fields[k])
      if (v !== null) {
        for (const all of keys) this.used.add(all)
        return v
      }
    }
    return null
  }
  rest(): [string, string][] {
    return Object.entries(this.fields).flatMap(([k, v]) => {
      const t = text(v)
      return t === null || this.used.has(k) || CONTACT_FIELDS.has(k) ? [] : [[k, t] as [string, string]]
    })
  }
}

function vehicleStatus(carType: unknown): 'new' | 'used' {
  return carType === 'used' ? 'used' : 'new'
}

/** The car the lead is about: its snapshot (the car as it was when sent), else the form's hidden car fields. */
function carOfInterest(
  lead: StoredLead,
  f: FieldReader,
  interest: AdfInterest,
  tradeInForm: boolean,
): AdfVehicle | null {
  const car = asObject(lead.car)
  const hasCar = Object.keys(car).length > 0
  // the form's hidden car fields (LEAD-10) say the same as the snapshot: placed once
  const make = text(car.make) ?? f.take('Vehicle Make')
  const model = text(car.model) ?? f.take('Vehicle Model')
  if (!hasCar && !make && !model) return null
  if (hasCar) for (const k of CAR_FIELDS) if (text(f.fields[k]) === text(car[SNAPSHOT_NAME[k] ?? k])) f.used.add(k)
  const stock = text(car.stock_number) ?? f.take('stock_number')
  // a trade-in form's VIN is the shopper's car, never the one of interest
  const vin = text(car.vin) ?? (tradeInForm ? null : f.take('vin'))
  const carType = car.car_type ?? f.take('car_type')
  const price = figure(car.price)
  return {
    interest,
    status: vehicleStatus(carType),
    year: text(car.year),
    make,
    model,
    vin,
    stock,
    trim: text(car.badge) ?? text(car.series),
    doors: figure(car.doors),
    bodystyle: text(car.simple_body),
    transmission: text(car.simple_transmission),
    odometer: vehicleStatus(carType) === 'used' ? figure(car.km) : null,
    exteriorColour: text(car.colour),
    price: price && price > 0 ? { amount: price, type: 'asking' } : null,
    comments: text(car.title) ?? text(car.name),
  }
}

/** The shopper's finance wishes (the finance page's budget, the buy-online order's payment choice). */
function financeOf(f: FieldReader, category: StoredLeadCategory | null): AdfFinance | null {
  const budget = figure(f.fields.vehiclePriceBudget)
  const wantsFinance =
    category === 'Finance Enquiry' || f.fields.finance === 'Yes' || f.fields.payment_method === 'finance'
  if (!wantsFinance) return null
  const amounts: AdfFinance['amounts'] = []
  if (budget !== null && budget > 0) amounts.push({ amount: budget, type: 'total', limit: 'maximum' })
  const driveAway = figure(f.fields.drive_away_price)
  if (amounts.length === 0 && driveAway !== null && driveAway > 0)
    amounts.push({ amount: driveAway, type: 'total', limit: 'exact' })
  return amounts.length ? { method: 'finance', amounts } : null
}

/** 'Has the car been in an accident? No accidents; …' from the valuation's condition answers. */
function conditionText(answers: unknown): string | null {
  const a = asObject(answers)
  const lines = CONDITION_QUESTIONS.flatMap((q) => {
    const chosen = q.options.find((o) => o.value === a[q.id])
    return chosen ? [`${q.label} ${chosen.label}`] : []
  })
  return lines.length ? `Condition: ${lines.join('; ')}` : null
}

/** The shopper's own car (a trade-in, or the car they sell), when the form describes one. */
function tradeInVehicle(lead: StoredLead, f: FieldReader, interest: AdfInterest | null): AdfVehicle | null {
  const trading = interest ?? (f.fields['do-you-have-a-trade-in'] === 'Yes' ? 'trade-in' : null)
  if (!trading) return null
  const make = f.take('make')
  const model = f.take('model')
  const year = f.take('year')
  const kms = figure(f.fields.kms)
  const rego = f.take('rego', 'Rego')
  const state = rego ? f.take('regoState') : null
  if (!make && !model && !year && kms === null && !rego) return null
  if (kms !== null) f.used.add('kms')
  const valuation = asObject(lead.valuation)
  const offer = lead.offer_price ?? figure(valuation.offerPrice)
  const low = figure(valuation.low)
  const high = figure(valuation.high)
  const price: AdfPrice | null = offer !== null && offer > 0 ? { amount: offer, type: 'offer' } : null
  const priceNotes = [
    low !== null && high !== null ? `Online estimate ${formatDollars(low)} – ${formatDollars(high)}` : null,
    lead.offer_accepted === true ? 'offer accepted by the customer' : null,
    lead.offer_accepted === false && lead.form_completed ? 'offer not accepted' : null,
    text(valuation.reason) ? `no online estimate (${text(valuation.reason)})` : null,
  ].filter(Boolean)
  return {
    interest: trading,
    status: 'used',
    year,
    make,
    model,
    odometer: kms,
    price,
    pricecomments: priceNotes.length ? priceNotes.join('; ') : null,
    comments:
      [rego ? `Registration ${rego}${state ? ` (${state})` : ''}` : null, conditionText(valuation.adjustmentAnswers)]
        .filter(Boolean)
        .join('. ') || null,
  }
}

/** 'Test drive booking: 1 Dec 2026, 10:30 am AEDT (Australia/Sydney)'; the text as sent when it is no time. */
function bookingLine(value: string | null, timeZone: string): string | null {
  if (!value) return null
  const at = wallClockInstant(value, timeZone)
  return `Test drive booking: ${at ? `${formatZonedDateTime(at, timeZone)} (${timeZone})` : value}`
}

/** The ADF lead of a stored lead, for the dealer in `ctx`. */
export function adfLeadOf(lead: StoredLead, ctx: AdfContext): AdfLead {
  const fields = asObject(lead.fields)
  const f = new FieldReader(fields)
  const category = leadCategoryOf(lead.category)
  const tradeInterest = category ? (TRADE_IN_INTEREST[category] ?? null) : null
  const interest = category ? CATEGORY_INTEREST[category] : 'buy'

  const car = carOfInterest(lead, f, interest, tradeInterest !== null)
  const finance = financeOf(f, category)
  if (finance) f.used.add('vehiclePriceBudget')
  const vehicles: AdfVehicle[] = []
  if (car) vehicles.push(finance ? { ...car, finance } : car)
  const trade = tradeInVehicle(lead, f, tradeInterest)
  if (trade) vehicles.push(trade)

  const postcode = text(lead.postcode) ?? text(fields.postcode)
  const budget = figure(fields.vehiclePriceBudget)
  const kms = figure(fields.kms)
  const subcategory = text(lead.subcategory)
  const comments = [
    `Enquiry: ${lead.category}${subcategory ? ` / ${subcategory}` : ''}`,
    bookingLine(f.take(BOOKING_DATE), ctx.timeZone),
    // ADF's address needs a street: the forms ask only the postcode, so it is written here
    postcode ? `Postcode: ${postcode}` : null,
    budget !== null && budget > 0 && !(finance && car) ? `Finance budget: ${formatDollars(budget)}` : null,
    subcategory === TRADE_IN_SUBCATEGORY.accepted && lead.offer_price
      ? `Trade-in offer accepted: ${formatDollars(lead.offer_price)}`
      : null,
    trade === null && kms !== null ? `Kilometres: ${formatKm(kms)}` : null,
    Array.isArray(lead.additional_services) && lead.additional_services.length
      ? `Additional services: ${lead.additional_services.map(String).join(', ')}`
      : null,
  ]
  if (kms !== null) f.used.add('kms')
  if (budget !== null) f.used.add('vehiclePriceBudget')
  for (const [k, v] of f.rest()) comments.push(`${fieldLabel(k)}: ${v}`)
  if (text(lead.url)) comments.push(`Sent from: ${text(lead.url)}`)
  const message = text(fields.message)
  if (message) comments.push('', message)

  return {
    id: lead.id,
    requestDate: new Date(lead.createdAt),
    vehicles,
    customer: {
      firstName: text(fields.name),
      lastName: text(fields.last_name),
      email: text(lead.email) ?? text(fields.email),
      phone: text(lead.phone) ?? text(fields.phone),
      preferred: text(fields.PreferredContactMethod),
    },
    comments,
    vendor: {
      name: ctx.vendor.name,
      url: ctx.vendor.url,
      contact: {
        fullName: ctx.vendor.name,
        phone: ctx.vendor.phone,
        email: ctx.vendor.email,
        address: ctx.vendor.address,
      },
    },
    providerName: ctx.providerName,
  }
}
