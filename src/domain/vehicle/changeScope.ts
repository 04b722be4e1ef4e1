/**
 * What a change to one car concerns, for the caches (src/lib/purgeScope.mjs "precise" tags): the car's own page
 * under its slug (and its slug before, when the slug changed), the stock's lists — every change can show on a card, a
 * count, a price range or a sort — of which those narrowed to one make, body or car type (src/domain/search/listKey.ts)
 * only when it is the car's, unless the change may move a count (the car came, went, or changed what it is listed or
 * counted under), and the tenant's vocabulary (its makes, models and bodies in stock) only when the car came, went,
 * or changed a field the vocabulary is built from. A price change, the stock feed's most common change, leaves every
 * other car's page, every page that shows no stock and the list pages of the other makes, bodies and types as they
 * were.
 */
import { listKeyValue, type ListKey } from '../search/listKey'
import { carType } from '../search/toSearchDoc'

/** The fields the vocabulary (src/data/searchVocabulary.ts: facets of the listed stock) is built from. */
const VOCABULARY_FIELDS = [
  'make',
  'model',
  'body',
  'simple_body',
  'car_type',
  'item_type',
  'status',
  'show_on_dealer_website',
  'dealership',
  'location',
] as const

/**
 * Besides those, the fields whether a car is listed at all depends on: a sold car stays listed for the tenant's
 * linger days after its sold date. A change to any of these may move a count on any list page.
 */
const LISTING_FIELDS = [...VOCABULARY_FIELDS, 'sold', 'sold_date_timestamp'] as const

export interface VehicleChangeScope {
  /** the car's slugs whose pages show it: now and, when it changed, before */
  slugs: string[]
  /** the tenant's makes, models or bodies in stock may have changed */
  vocabulary: boolean
  /** when they may have: the car's makes (now and before), whose models in stock may have changed */
  makes: string[]
  /** the list keys the car is shown under, now and before (its make, body and car type) */
  lists: ListKey[]
  /** a count any list page shows may have changed: the car came, went, or changed what it is listed or counted under */
  counts: boolean
}

type Doc = Record<string, unknown> | null | undefined

/** A relation as stored (an id or a populated document) → its id, for comparison. */
const comparable = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null)

const slugOf = (doc: Doc): string | null => (typeof doc?.slug === 'string' && doc.slug.trim() !== '' ? doc.slug : null)
const makeOf = (doc: Doc): string | null => (typeof doc?.make === 'string' && doc.make.trim() !== '' ? doc.make : null)

/** The list keys a car (as stored) is shown under: its make, its body (simple_body, as searched) and its car type. */
function listKeysOf(doc: Doc): ListKey[] {
  if (!doc || Object.keys(doc).length === 0) return []
  const keys: ListKey[] = []
  const make = makeOf(doc)
  if (make) keys.push({ attribute: 'make', value: listKeyValue(make) })
  if (typeof doc.simple_body === 'string' && doc.simple_body.trim() !== '')
    keys.push({ attribute: 'body', value: listKeyValue(doc.simple_body) })
  keys.push({ attribute: 'car_type', value: carType(typeof doc.car_type === 'string' ? doc.car_type : '') })
  return keys
}

/**
 * The scope of a change from `before` to `after` (either null or empty: the car was created or deleted).
 *   price 24,990 → 23,990  → { slugs: ['2021-mazda-cx-5-123'], vocabulary: false, makes: [], counts: false,
 *                               lists: [make 'mazda', body 'suv', car_type 'used'] }
 *   status in_stock → sold → { slugs: [...], vocabulary: true, makes: ['Mazda'], counts: true, lists: [...] }
 */
export function vehicleChangeScope(before: Doc, after: Doc): VehicleChangeScope {
  const slugs = [...new Set([slugOf(after), slugOf(before)].filter((s): s is string => s !== null))]
  const existed = Boolean(before && Object.keys(before).length > 0)
  const exists = Boolean(after && Object.keys(after).length > 0)
  /** the car came, went, or changed one of these fields */
  const moved = (fields: readonly string[]) =>
    !existed || !exists || fields.some((field) => comparable(before?.[field]) !== comparable(after?.[field]))
  const vocabulary = moved(VOCABULARY_FIELDS)
  const makes = vocabulary ? [...new Set([makeOf(after), makeOf(before)].filter((m): m is string => m !== null))] : []
  const counts = moved(LISTING_FIELDS)
  const lists = [...listKeysOf(after), ...listKeysOf(before)].filter(
    (key, i, all) => all.findIndex((k) => k.attribute === key.attribute && k.value === key.value) === i,
  )
  return { slugs, vocabulary, makes, lists, counts }
}
