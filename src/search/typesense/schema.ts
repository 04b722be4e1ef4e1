/**
 * The Typesense collection holding every tenant's SearchDocs (one collection, `tenant_id` a filter field that every
 * search adds server-side). Field types follow the postgres columns (./columns): text → string, int → int32,
 * numeric → float, bigint → int64, bool → bool, text[] → string[]. Facet attributes are `facet: true`; nullable
 * fields are optional (documents leave nulls out, see mapping.toImportLines). `id` is Typesense's own document id;
 * `id_sort` repeats it as a sortable string so ties break by id as in postgres.
 */
import { COLUMNS, type ColumnKind } from '../columns'
import { FACET_ATTRIBUTES } from '../../domain/search/types'

export type TypesenseFieldType = 'string' | 'int32' | 'int64' | 'float' | 'bool' | 'string[]'

export interface TypesenseField {
  name: string
  type: TypesenseFieldType
  facet?: boolean
  optional?: boolean
  index?: boolean
  sort?: boolean
}

export interface TypesenseCollectionSchema {
  name: string
  fields: TypesenseField[]
  default_sorting_field: string
}

const TYPE: Record<ColumnKind, TypesenseFieldType> = {
  text: 'string',
  int: 'int32',
  numeric: 'float',
  bigint: 'int64',
  bool: 'bool',
  'text[]': 'string[]',
}

/** Fields every document has (toSearchDoc never leaves them null). */
const REQUIRED = new Set<string>([
  'tenant_id',
  'slug',
  'name',
  'car_type',
  'status',
  'item_type',
  'preorder',
  'certified',
  'reserved',
  'show_on_dealer_website',
  'created_at_timestamp',
  'photos_count',
  'custom_rank',
])

/** Stored for the cards, never searched, filtered or sorted on. */
const NOT_INDEXED = new Set<string>([
  'primary_image_url',
  'image_urls',
  'dealership_slug',
  'price_type',
  'quote_rate',
  'quote_comparison_rate',
])

/** The extra sortable copy of the document id (tie-break of every sort). */
export const ID_SORT_FIELD = 'id_sort'

/**
 * The collection name of an environment: `vehicles` in production, `vehicles_<env>` elsewhere
 * (`vehicles_development`, `vehicles_test`), so a shared server never mixes them. TYPESENSE_COLLECTION overrides.
 */
export function collectionName(
  nodeEnv: string | undefined = process.env.NODE_ENV,
  override: string | undefined = process.env.TYPESENSE_COLLECTION,
): string {
  if (override && override.trim() !== '') return override.trim()
  return !nodeEnv || nodeEnv === 'production' ? 'vehicles' : `vehicles_${nodeEnv}`
}

const FACETS = new Set<string>(FACET_ATTRIBUTES)

export function vehiclesSchema(name: string = collectionName()): TypesenseCollectionSchema {
  const fields: TypesenseField[] = []
  for (const [column, kind] of Object.entries(COLUMNS) as [string, ColumnKind][]) {
    if (column === 'id') continue
    const field: TypesenseField = { name: column, type: TYPE[kind] }
    if (FACETS.has(column)) field.facet = true
    if (!REQUIRED.has(column)) field.optional = true
    if (NOT_INDEXED.has(column)) field.index = false
    fields.push(field)
  }
  fields.push({ name: ID_SORT_FIELD, type: 'string', sort: true })
  return { name, fields, default_sorting_field: 'custom_rank' }
}
