/**
 * Leads as CSV (the admin's export). Pure: RFC 4180 cells and rows, spreadsheet formula injection
 * neutralised, and one lead → one row in the spec's lead payload words (LEAD-05) plus id, created and status.
 */

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell: null/undefined → empty; booleans → 'true'/'false'; numbers as written; text starting with
 * = + - @ (or a tab / carriage return) gets a leading apostrophe; a cell holding a quote, comma, CR or LF is
 * wrapped in double quotes with inner quotes doubled (RFC 4180 §2.6–2.7).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text: string
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : ''
  else if (typeof value === 'boolean') text = value ? 'true' : 'false'
  else if (value instanceof Date) text = value.toISOString()
  else if (Array.isArray(value)) text = value.map((v) => (v === null || v === undefined ? '' : String(v))).join('; ')
  else if (typeof value === 'object') text = JSON.stringify(value)
  else text = String(value)
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows joined with CRLF (RFC 4180 §2.1), the header row first, a CRLF after the last row. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** The export's columns, in order: id, created, status, then the lead payload (LEAD-05, LEAD-07). */
export const LEAD_CSV_COLUMNS = [
  'id',
  'created',
  'status',
  'attempts',
  'category',
  'subcategory',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'location',
  'location_id',
  'dealership',
  'dealership_slug',
  'opt_in',
  'PreferredContactMethod',
  'Rego',
  'page_id',
  'additional_services',
  'stock_number',
  'car',
  'offer_price',
  'source',
  'url',
] as const
export type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number]

/** The stored lead as the export reads it (Payload's `leads` document, depth 0). */
export interface LeadForCsv {
  id: number | string
  createdAt: string
  status?: string | null
  attempts?: number | null
  category?: string | null
  subcategory?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  postcode?: string | null
  fields?: unknown
  car?: unknown
  /** the lead's dealership: its name when the export looked it up, else its id */
  dealership?: number | string | { name?: string | null } | null
  additional_services?: unknown
  page_id?: string | null
  offer_price?: number | null
  source?: string | null
  url?: string | null
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const first = (...values: unknown[]): unknown => values.find((v) => v !== undefined && v !== null && v !== '')

const words = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : ''

/**
 * 'Year Make Model Badge' of the car snapshot kept on the lead, or empty: words only. A part that is not text or a
 * number (the car's `variant` is its specification object) is left out, never written as '[object Object]'.
 *   { year: 2019, make: 'BMW', model: '3 Series', badge: '320i', variant: { cylinders: 4 } } → '2019 BMW 3 Series 320i'
 */
export function carTitle(car: Record<string, unknown>): string {
  const badge = words(car.variant) || words(car.badge)
  return [car.year, car.make, car.model, badge].map(words).filter(Boolean).join(' ')
}

/** One lead → its cells in LEAD_CSV_COLUMNS order. The submitted fields win over the lead's summary columns. */
export function leadCsvRow(lead: LeadForCsv): unknown[] {
  const f = record(lead.fields)
  const car = record(lead.car)
  const byColumn: Record<LeadCsvColumn, unknown> = {
    id: lead.id,
    created: lead.createdAt,
    status: lead.status,
    attempts: lead.attempts ?? 0,
    category: first(lead.category, f.category),
    subcategory: first(lead.subcategory, f.subcategory),
    name: first(f.name, lead.name),
    last_name: f.last_name,
    email: first(f.email, lead.email),
    phone: first(f.phone, lead.phone),
    postcode: first(f.postcode, lead.postcode),
    message: f.message,
    location: f.location,
    location_id: f.location_id,
    dealership: lead.dealership && typeof lead.dealership === 'object' ? lead.dealership.name : lead.dealership,
    dealership_slug: first(f.dealership_slug, car.dealership_slug),
    opt_in: f.opt_in,
    PreferredContactMethod: f.PreferredContactMethod,
    Rego: first(f.Rego, f.rego),
    page_id: first(lead.page_id, f.page_id),
    additional_services: first(lead.additional_services, f.additional_services),
    stock_number: first(f.stock_number, car.stock_number),
    car: carTitle(car),
    offer_price: lead.offer_price,
    source: lead.source,
    url: lead.url,
  }
  return LEAD_CSV_COLUMNS.map((column) => byColumn[column])
}

/** The whole export: header and one row per lead. */
export function leadsCsv(leads: readonly LeadForCsv[]): string {
  return toCsv(LEAD_CSV_COLUMNS, leads.map(leadCsvRow))
}
