/**
 * Inventory feeds (CSV or JSON) → validated vehicle rows. Pure: no Payload, Next, React or node imports.
 *
 *   const { rows, lines } = parseCsv(text)                 // RFC 4180; lines[i] = the file line row i starts on
 *   const { ok, rejected } = parseFeedRows(rows, { lines }) // JSON: omit lines, row i is reported as line i + 1
 */
import { z } from 'zod'

export type FeedValue = string | number | null
export type FeedRecord = Record<string, FeedValue>

export const FEED_CAR_TYPES = ['new', 'demo', 'used'] as const
export const FEED_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const

export interface VehicleFeedRow {
  /** CSV: the file line the row starts on; JSON: array index + 1. */
  line: number
  stocknum: string | null
  vin: string | null
  make: string
  model: string
  badge: string | null
  series: string | null
  year: number
  car_type: (typeof FEED_CAR_TYPES)[number]
  price: number | null
  km: number | null
  status: (typeof FEED_STATUSES)[number]
  colour: string | null
  simple_body: string | null
  simple_transmission: string | null
  simple_fuel: string | null
  simple_drive: string | null
  seats: number | null
  doors: number | null
  regplate: string | null
  dealercomments: string | null
  images: string[]
  tag: string | null
  location: string | null
}

export interface FeedRejection {
  line: number
  reasons: string[]
}

// ── CSV ────────────────────────────────────────────────────────────────────────────────────────────────────────

export class CsvError extends Error {}

/**
 * RFC 4180 CSV: quoted fields with "" escapes, commas and newlines inside quotes, CRLF or LF, a leading BOM.
 * The first record is the header. Blank lines are skipped. Returns each row keyed by header and its file line.
 */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[]; lines: number[] } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let inQuotes = false
  let quotedField = false
  let i = 0
  const endField = () => {
    fields.push(field)
    field = ''
    quotedField = false
  }
  const endRecord = () => {
    endField()
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields })
    fields = []
  }
  while (i < src.length) {
    const c = src[i]!
    if (inQuotes) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        inQuotes = false
        i++
        continue
      }
      if (c === '\n') line++
      field += c
      i++
      continue
    }
    if (c === '"' && field === '' && !quotedField) {
      inQuotes = true
      quotedField = true
      i++
      continue
    }
    if (c === ',') {
      endField()
      i++
      continue
    }
    if (c === '\r' || c === '\n') {
      endRecord()
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1
      line++
      recordLine = line
      continue
    }
    field += c
    i++
  }
  if (inQuotes) throw new CsvError(`Unterminated quoted field starting on line ${recordLine}`)
  if (field !== '' || fields.length > 0 || quotedField) endRecord()
  const [head, ...body] = records
  if (!head) throw new CsvError('The CSV file is empty (no header line)')
  const header = head.fields.map((h) => h.trim())
  const rows = body.map((r) => Object.fromEntries(header.map((h, k) => [h, r.fields[k] ?? ''])))
  return { header, rows, lines: body.map((r) => r.line) }
}

// ── Columns ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Feed column (normalised: lower case, spaces and dashes as _) → field. */
const ALIASES: Record<string, keyof Omit<VehicleFeedRow, 'line'>> = {
  stocknum: 'stocknum',
  stock_number: 'stocknum',
  stock_no: 'stocknum',
  stock: 'stocknum',
  vin: 'vin',
  make: 'make',
  model: 'model',
  badge: 'badge',
  variant: 'badge',
  series: 'series',
  year: 'year',
  car_type: 'car_type',
  condition: 'car_type',
  price: 'price',
  km: 'km',
  kms: 'km',
  odometer: 'km',
  status: 'status',
  colour: 'colour',
  color: 'colour',
  simple_body: 'simple_body',
  body: 'simple_body',
  simple_transmission: 'simple_transmission',
  transmission: 'simple_transmission',
  simple_fuel: 'simple_fuel',
  fuel: 'simple_fuel',
  simple_drive: 'simple_drive',
  drive: 'simple_drive',
  seats: 'seats',
  doors: 'doors',
  regplate: 'regplate',
  rego: 'regplate',
  dealercomments: 'dealercomments',
  comments: 'dealercomments',
  description: 'dealercomments',
  images: 'images',
  tag: 'tag',
  location: 'location',
  location_slug: 'location',
}

export function columnFor(name: string): keyof Omit<VehicleFeedRow, 'line'> | undefined {
  return ALIASES[
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ]
}

// ── Values ─────────────────────────────────────────────────────────────────────────────────────────────────────

const text = (v: FeedValue | undefined): string | null => {
  if (v === null || v === undefined) return null
  const s = String(v).trim()
  return s === '' ? null : s
}

/** 45990, '45990', '$45,990', '12,345 km' → number; '' / null → null; anything else → NaN. */
export function parseFeedNumber(v: FeedValue | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN
  const s = text(v)
  if (s === null) return null
  const cleaned = s
    .replace(/^\$\s*/, '')
    .replace(/,/g, '')
    .replace(/\s*(km|kms)$/i, '')
    .trim()
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN
  return Number(cleaned)
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const IMAGE_URL = /^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i

const nextYear = (now: Date) => now.getFullYear() + 1

function schema(now: Date) {
  const maxYear = nextYear(now)
  const optionalText = z.string().nullable()
  const number = (name: string, { integer = false }: { integer?: boolean } = {}) =>
    z
      .number({ error: `${name} must be a number` })
      .nullable()
      .superRefine((n, ctx) => {
        if (n === null) return
        if (Number.isNaN(n)) ctx.addIssue({ code: 'custom', message: `${name} must be a number` })
        else if (n < 0) ctx.addIssue({ code: 'custom', message: `${name} must be 0 or more` })
        else if (integer && !Number.isInteger(n))
          ctx.addIssue({ code: 'custom', message: `${name} must be a whole number` })
      })
  return z.object({
    stocknum: optionalText,
    vin: z
      .string()
      .nullable()
      .refine((v) => v === null || VIN.test(v), {
        message: 'vin must be 17 characters (A-Z without I, O, Q, and 0-9)',
      }),
    make: z.string({ error: 'make is required' }),
    model: z.string({ error: 'model is required' }),
    badge: optionalText,
    series: optionalText,
    year: z
      .number({ error: (issue) => (issue.input === undefined ? 'year is required' : 'year must be a number') })
      .refine((y) => Number.isInteger(y) && y >= 1900 && y <= maxYear, {
        message: `year must be between 1900 and ${maxYear}`,
      }),
    car_type: z.enum(FEED_CAR_TYPES, { error: 'car_type must be new, demo or used' }),
    price: number('price'),
    km: number('km', { integer: true }),
    status: z.enum(FEED_STATUSES, { error: 'status must be in_stock, coming_soon or sold' }),
    colour: optionalText,
    simple_body: optionalText,
    simple_transmission: optionalText,
    simple_fuel: optionalText,
    simple_drive: optionalText,
    seats: number('seats', { integer: true }),
    doors: number('doors', { integer: true }),
    regplate: optionalText,
    dealercomments: optionalText,
    images: z.array(z.string()).superRefine((urls, ctx) => {
      const bad = urls.filter((u) => !IMAGE_URL.test(u))
      if (bad.length)
        ctx.addIssue({
          code: 'custom',
          message: `images must be http(s) or /relative URLs (not ${bad.map((b) => `'${b}'`).join(', ')})`,
        })
    }),
    tag: optionalText,
    location: optionalText,
  })
}

/** Map one raw record (any aliases) to the shape the schema checks. */
function normalise(record: FeedRecord): Record<string, unknown> {
  const raw: Partial<Record<keyof Omit<VehicleFeedRow, 'line'>, FeedValue>> = {}
  for (const [key, value] of Object.entries(record)) {
    const field = columnFor(key)
    if (!field) continue
    // The canonical column wins over an alias when both are present and non-empty.
    if (raw[field] !== undefined && text(raw[field]) !== null && columnFor(key) !== key) continue
    raw[field] = value
  }
  const t = (f: keyof typeof raw) => text(raw[f])
  const num = (f: keyof typeof raw) => parseFeedNumber(raw[f])
  const year = num('year')
  const lower = (f: keyof typeof raw) =>
    t(f)
      ?.toLowerCase()
      .replace(/[\s-]+/g, '_') ?? null
  return {
    stocknum: t('stocknum'),
    vin: t('vin')?.toUpperCase() ?? null,
    make: t('make') ?? undefined,
    model: t('model') ?? undefined,
    badge: t('badge'),
    series: t('series'),
    year: year === null ? undefined : year,
    car_type: lower('car_type') ?? undefined,
    price: num('price'),
    km: num('km'),
    status: lower('status') ?? 'in_stock',
    colour: t('colour'),
    simple_body: t('simple_body'),
    simple_transmission: t('simple_transmission'),
    simple_fuel: t('simple_fuel'),
    simple_drive: t('simple_drive'),
    seats: num('seats'),
    doors: num('doors'),
    regplate: t('regplate'),
    dealercomments: t('dealercomments'),
    images: (t('images') ?? '')
      .split(/[|;]/)
      .map((s) => s.trim())
      .filter(Boolean),
    tag: t('tag'),
    location: t('location')?.toLowerCase() ?? null,
  }
}

/**
 * Validate feed rows. Row i is reported as `lines[i]` (CSV file lines from parseCsv) or i + 1 (JSON array index + 1).
 * Every problem of a row is listed; good rows pass whatever the others do. A stocknum (or, without one, a VIN)
 * repeated in the feed rejects the later rows.
 */
export function parseFeedRows(
  rows: FeedRecord[],
  { lines, now = new Date() }: { lines?: number[]; now?: Date } = {},
): { ok: VehicleFeedRow[]; rejected: FeedRejection[] } {
  const check = schema(now)
  const ok: VehicleFeedRow[] = []
  const rejected: FeedRejection[] = []
  const seen = new Map<string, number>()
  rows.forEach((record, i) => {
    const line = lines?.[i] ?? i + 1
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      rejected.push({ line, reasons: ['row must be an object of column: value'] })
      return
    }
    const input = normalise(record)
    const result = check.safeParse(input)
    const reasons = input.stocknum || input.vin ? [] : ['stocknum or vin is required']
    if (!result.success) reasons.push(...new Set(result.error.issues.map((issue) => issue.message)))
    if (!result.success || reasons.length) {
      rejected.push({ line, reasons })
      return
    }
    const row = { line, ...result.data } as VehicleFeedRow
    const key = feedKey(row)
    const first = seen.get(key)
    if (first !== undefined) {
      rejected.push({
        line,
        reasons: [
          `duplicate ${row.stocknum ? `stocknum '${row.stocknum}'` : `vin '${row.vin}'`} (first on line ${first})`,
        ],
      })
      return
    }
    seen.set(key, line)
    ok.push(row)
  })
  return { ok, rejected }
}

/** The identity of a feed row within its dealership: stocknum, else VIN. */
export function feedKey(row: { stocknum?: string | null; vin?: string | null }): string {
  return row.stocknum ? `stock:${row.stocknum.toLowerCase()}` : `vin:${(row.vin ?? '').toUpperCase()}`
}

/** JSON feeds: an array of rows, or `{ vehicles: [...] }`. Throws a readable error otherwise. */
export function parseJsonFeed(text: string): FeedRecord[] {
  let data: unknown
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (error) {
    throw new CsvError(`The JSON file is not valid JSON: ${(error as Error).message}`)
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { vehicles?: unknown }).vehicles)
      ? (data as { vehicles: unknown[] }).vehicles
      : null
  if (!list) throw new CsvError('The JSON file must hold an array of vehicle rows (or { "vehicles": [...] })')
  return list.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item as FeedRecord
    return Object.fromEntries(
      Object.entries(item as Record<string, unknown>).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.join('|') : ((v as FeedValue) ?? null),
      ]),
    )
  })
}
