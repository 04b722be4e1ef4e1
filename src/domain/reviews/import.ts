/**
 * The reviews import format (docs/reviews-import.md): a CSV file with a header row, or a JSON array (or
 * `{ "reviews": [...] }`) of objects with the same keys. Pure; validated with zod; bounded (file size, rows, text
 * lengths). Rows that fail are reported with their row and line number and a reason; the others are imported.
 */
import { z } from 'zod'

import { CsvError, parseCsv } from '../inventory/feed'
import { formatNumber } from '../numberFormat'
import { REVIEW_SOURCES, type ReviewSource } from './reviews'

export const REVIEW_IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 5000, name: 120, text: 5000 } as const

export const REVIEW_IMPORT_COLUMNS = [
  'location',
  'dealership',
  'customer_name',
  'rating',
  'text',
  'review_date',
  'reply_text',
  'reply_date',
  'source',
  'external_id',
  'image_url',
  'hidden',
] as const

export interface ReviewImportRow {
  /** Row number in the file (1 = the first review) and its line in a CSV file. */
  row: number
  line?: number
  location: string | null
  dealership: string | null
  customer_name: string
  rating: number
  text: string | null
  review_date: string
  reply_text: string | null
  reply_date: string | null
  source: ReviewSource
  external_id: string | null
  image_url: string | null
  hidden: boolean
}

export interface ReviewImportRejection {
  row: number
  line?: number
  reason: string
}

export class ReviewImportError extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const text = (max: number, what: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (blank(v) ? null : String(v).trim()))
    .refine((v) => v === null || v.length <= max, `${what} is longer than ${formatNumber(max)} characters`)
const slug = (what: string) =>
  text(100, what).refine(
    (v) => v === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
    `${what} must be a slug like 'parramatta-toyota'`,
  )
const date = (what: string, required: boolean) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v, ctx) => {
      if (blank(v)) {
        if (required) ctx.addIssue({ code: 'custom', message: `${what} is required (YYYY-MM-DD)` })
        return null
      }
      const s = String(v).trim()
      const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T12:00:00Z` : s)
      if (!DATE.test(s) || Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${what} must be a date like 2026-03-12 (got '${s}')` })
        return null
      }
      return d.toISOString()
    })

const rowSchema = z
  .object({
    location: slug('location'),
    dealership: slug('dealership'),
    customer_name: text(REVIEW_IMPORT_LIMITS.name, 'customer_name').refine(
      (v) => v !== null,
      'customer_name is required',
    ),
    rating: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v, ctx) => {
        const n = typeof v === 'number' ? v : blank(v) ? NaN : Number(String(v).trim())
        if (!Number.isInteger(n) || n < 1 || n > 5) {
          ctx.addIssue({
            code: 'custom',
            message: blank(v)
              ? 'rating is required (1 to 5)'
              : `rating must be a whole number from 1 to 5 (got '${v}')`,
          })
          return 0
        }
        return n
      }),
    text: text(REVIEW_IMPORT_LIMITS.text, 'text'),
    review_date: date('review_date', true),
    reply_text: text(REVIEW_IMPORT_LIMITS.text, 'reply_text'),
    reply_date: date('reply_date', false),
    source: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v, ctx) => {
        if (blank(v)) return 'import' as ReviewSource
        const s = String(v).trim().toLowerCase()
        if ((REVIEW_SOURCES as readonly string[]).includes(s)) return s as ReviewSource
        ctx.addIssue({ code: 'custom', message: `source must be one of ${REVIEW_SOURCES.join(', ')} (got '${v}')` })
        return 'import' as ReviewSource
      }),
    external_id: text(200, 'external_id'),
    image_url: text(1000, 'image_url').refine(
      (v) => v === null || /^https:\/\/[^\s]+$/.test(v),
      'image_url must be an https:// address',
    ),
    hidden: z
      .union([z.string(), z.number(), z.boolean()])
      .nullish()
      .transform((v, ctx) => {
        if (blank(v)) return false
        if (typeof v === 'boolean') return v
        const s = String(v).trim().toLowerCase()
        if (['true', 'yes', 'y', '1'].includes(s)) return true
        if (['false', 'no', 'n', '0'].includes(s)) return false
        ctx.addIssue({ code: 'custom', message: `hidden must be true or false (got '${v}')` })
        return false
      }),
  })
  .superRefine((r, ctx) => {
    if (!r.location && !r.dealership)
      ctx.addIssue({ code: 'custom', message: 'location or dealership is required (a slug of this tenant)' })
    if (r.reply_date && !r.reply_text) ctx.addIssue({ code: 'custom', message: 'reply_date given without reply_text' })
  })

/** Validates parsed records (CSV rows or JSON objects) into import rows and rejections. */
export function validateReviewRecords(
  records: readonly unknown[],
  lines?: readonly number[],
): { rows: ReviewImportRow[]; rejected: ReviewImportRejection[] } {
  if (records.length > REVIEW_IMPORT_LIMITS.rows)
    throw new ReviewImportError(
      `The file holds ${formatNumber(records.length)} reviews; at most ${formatNumber(REVIEW_IMPORT_LIMITS.rows)} per file`,
    )
  const rows: ReviewImportRow[] = []
  const rejected: ReviewImportRejection[] = []
  records.forEach((record, i) => {
    const at = { row: i + 1, ...(lines?.[i] !== undefined ? { line: lines[i] } : {}) }
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      rejected.push({ ...at, reason: 'each review must be an object of column: value' })
      return
    }
    const result = rowSchema.safeParse(record)
    if (result.success)
      rows.push({
        ...at,
        ...result.data,
        customer_name: result.data.customer_name!,
        review_date: result.data.review_date!,
      })
    else rejected.push({ ...at, reason: [...new Set(result.error.issues.map((issue) => issue.message))].join('; ') })
  })
  return { rows, rejected }
}

function checkColumns(columns: readonly string[]) {
  const known = new Set<string>(REVIEW_IMPORT_COLUMNS)
  const unknown = [...new Set(columns.filter((c) => !known.has(c)))]
  if (unknown.length > 0)
    throw new ReviewImportError(
      `Unknown column${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}. Columns: ${REVIEW_IMPORT_COLUMNS.join(', ')}`,
    )
  const missing = ['customer_name', 'rating', 'review_date'].filter((c) => !columns.includes(c))
  if (missing.length > 0)
    throw new ReviewImportError(`Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`)
  if (!columns.includes('location') && !columns.includes('dealership'))
    throw new ReviewImportError('The file needs a location or a dealership column')
}

/** Parses a reviews file (CSV or JSON by `kind`). Throws ReviewImportError for a file that cannot be read at all. */
export function parseReviewsFile(
  content: string,
  kind: 'csv' | 'json',
): { rows: ReviewImportRow[]; rejected: ReviewImportRejection[] } {
  if (new TextEncoder().encode(content).length > REVIEW_IMPORT_LIMITS.bytes)
    throw new ReviewImportError(`The file is larger than ${REVIEW_IMPORT_LIMITS.bytes / 1024 / 1024} MB`)
  const src = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content
  if (kind === 'csv') {
    let parsed: ReturnType<typeof parseCsv>
    try {
      parsed = parseCsv(src)
    } catch (error) {
      throw new ReviewImportError(error instanceof CsvError ? error.message : String(error))
    }
    const header = parsed.header.map((h) => h.trim().toLowerCase())
    checkColumns(header)
    const records = parsed.rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim().toLowerCase(), v])),
    )
    return validateReviewRecords(records, parsed.lines)
  }
  let data: unknown
  try {
    data = JSON.parse(src)
  } catch (error) {
    throw new ReviewImportError(`The JSON file is not valid JSON: ${(error as Error).message}`)
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { reviews?: unknown }).reviews)
      ? (data as { reviews: unknown[] }).reviews
      : null
  if (!list) throw new ReviewImportError('The JSON file must hold an array of reviews (or { "reviews": [...] })')
  const keys = new Set<string>()
  for (const item of list.slice(0, REVIEW_IMPORT_LIMITS.rows))
    if (item && typeof item === 'object' && !Array.isArray(item)) for (const k of Object.keys(item)) keys.add(k)
  const unknown = [...keys].filter((k) => !(REVIEW_IMPORT_COLUMNS as readonly string[]).includes(k))
  if (unknown.length > 0)
    throw new ReviewImportError(
      `Unknown field${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}. Fields: ${REVIEW_IMPORT_COLUMNS.join(', ')}`,
    )
  return validateReviewRecords(list)
}

/** A re-import updates rather than duplicates: the key is source + external_id, else the name, date and location. */
export function reviewImportKey(
  r: Pick<ReviewImportRow, 'source' | 'external_id' | 'customer_name' | 'review_date' | 'location' | 'dealership'>,
) {
  return r.external_id
    ? `${r.source}:${r.external_id}`
    : `${r.source}:${r.location ?? ''}:${r.dealership ?? ''}:${r.review_date.slice(0, 10)}:${r.customer_name.toLowerCase()}`
}
