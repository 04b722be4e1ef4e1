/**
 * What a change to one car concerns, for the caches (src/lib/purgeScope.mjs "precise" tags): the car's own page
 * under its slug (and its slug before, when the slug changed), the stock's lists — every change can show on a card, a
 * count, a price range or a sort — and the tenant's vocabulary (its makes, models and bodies in stock) only when the
 * car came, went, or changed a field the vocabulary is built from. A price change, the stock feed's most common
 * change, leaves every other car's page and every page that shows no stock as it was.
 */

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

export interface VehicleChangeScope {
  /** the car's slugs whose pages show it: now and, when it changed, before */
  slugs: string[]
  /** the tenant's makes, models or bodies in stock may have changed */
  vocabulary: boolean
  /** when they may have: the car's makes (now and before), whose models in stock may have changed */
  makes: string[]
}

type Doc = Record<string, unknown> | null | undefined

/** A relation as stored (an id or a populated document) → its id, for comparison. */
const comparable = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null)

const slugOf = (doc: Doc): string | null => (typeof doc?.slug === 'string' && doc.slug.trim() !== '' ? doc.slug : null)
const makeOf = (doc: Doc): string | null => (typeof doc?.make === 'string' && doc.make.trim() !== '' ? doc.make : null)

/**
 * The scope of a change from `before` to `after` (either null or empty: the car was created or deleted).
 *   price 24,990 → 23,990       → { slugs: ['2021-mazda-cx-5-123'], vocabulary: false, makes: [] }
 *   status in_stock → sold      → { slugs: [...], vocabulary: true, makes: ['Mazda'] }
 */
export function vehicleChangeScope(before: Doc, after: Doc): VehicleChangeScope {
  const slugs = [...new Set([slugOf(after), slugOf(before)].filter((s): s is string => s !== null))]
  const existed = Boolean(before && Object.keys(before).length > 0)
  const exists = Boolean(after && Object.keys(after).length > 0)
  const vocabulary =
    !existed || !exists || VOCABULARY_FIELDS.some((field) => comparable(before?.[field]) !== comparable(after?.[field]))
  const makes = vocabulary ? [...new Set([makeOf(after), makeOf(before)].filter((m): m is string => m !== null))] : []
  return { slugs, vocabulary, makes }
}
