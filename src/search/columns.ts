/**
 * The search_documents table's columns (migrations/20261122_072819_search_documents.ts), one per SearchDoc field,
 * and the row ↔ SearchDoc conversion. pg returns numeric and bigint as strings:
 *   { list_price: '19990.00', custom_rank: '31763791200' } → { list_price: 19990, custom_rank: 31763791200 }
 */
import type { SearchDoc } from '../domain/search/types'

export type ColumnKind = 'text' | 'int' | 'numeric' | 'bool' | 'bigint' | 'text[]'

export const COLUMNS = {
  id: 'text',
  tenant_id: 'text',
  slug: 'text',
  name: 'text',
  stocknum: 'text',
  year: 'int',
  make: 'text',
  model: 'text',
  make_model: 'text',
  badge: 'text',
  series: 'text',
  colour: 'text',
  km: 'numeric',
  price: 'numeric',
  list_price: 'numeric',
  offer_price: 'numeric',
  before_price: 'numeric',
  was_price: 'numeric',
  price_dropped_at: 'bigint',
  subscription_price: 'numeric',
  preorder: 'bool',
  price_type: 'text',
  price_range: 'text',
  weekly_figure: 'numeric',
  quote_rate: 'numeric',
  quote_comparison_rate: 'numeric',
  weekly_price_range: 'text',
  car_type: 'text',
  status: 'text',
  item_type: 'text',
  body: 'text',
  transmission: 'text',
  fuel: 'text',
  drive: 'text',
  seats: 'int',
  doors: 'int',
  city: 'text',
  state: 'text',
  location_name: 'text',
  dealership_name: 'text',
  dealership_slug: 'text',
  tag: 'text',
  certified: 'bool',
  reserved: 'bool',
  show_on_dealer_website: 'bool',
  created_at_timestamp: 'bigint',
  sold_at_timestamp: 'bigint',
  categories: 'text[]',
  filtered_features: 'text[]',
  primary_image_url: 'text',
  image_urls: 'text[]',
  photos_count: 'int',
  custom_rank: 'bigint',
} as const satisfies Record<keyof SearchDoc, ColumnKind>

export type Column = keyof typeof COLUMNS
export const COLUMN_NAMES = Object.keys(COLUMNS) as Column[]
/** The column list for SELECT / INSERT (identifiers from the constant above, never from input). */
export const COLUMN_LIST = COLUMN_NAMES.map((c) => `"${c}"`).join(', ')
/**
 * The column list a search reads: the array columns as JSON, which pg hands to JSON.parse, where a text array goes
 * through a character-by-character parser (a page of hits then cost more to parse than to find).
 */
export const READ_LIST = COLUMN_NAMES.map((c) =>
  COLUMNS[c] === 'text[]' ? `array_to_json("${c}") AS "${c}"` : `"${c}"`,
).join(', ')

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}

/** A SearchDoc as the JSON row json_populate_recordset reads: integer columns are rounded (Payload numbers may be fractional). */
export function toRow(doc: SearchDoc): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const column of COLUMN_NAMES) {
    const value = doc[column]
    const kind: ColumnKind = COLUMNS[column]
    if (kind === 'int' || kind === 'bigint') {
      const n = toNumber(value)
      row[column] = n === null ? null : Math.round(n)
    } else if (kind === 'numeric') row[column] = toNumber(value)
    else if (kind === 'text[]') row[column] = Array.isArray(value) ? value.map(String) : []
    else if (kind === 'bool') row[column] = value === true
    else row[column] = value ?? null
  }
  return row
}

export function fromRow(row: Record<string, unknown>): SearchDoc {
  const doc: Record<string, unknown> = {}
  for (const column of COLUMN_NAMES) {
    const value = row[column]
    const kind: ColumnKind = COLUMNS[column]
    if (kind === 'int' || kind === 'bigint' || kind === 'numeric') doc[column] = toNumber(value)
    else if (kind === 'text[]') doc[column] = Array.isArray(value) ? value : []
    else if (kind === 'bool') doc[column] = value === true
    else doc[column] = value ?? null
  }
  // Never null in the table (NOT NULL), whatever toNumber says.
  doc.created_at_timestamp ??= 0
  doc.custom_rank ??= 0
  doc.photos_count ??= 0
  return doc as unknown as SearchDoc
}
