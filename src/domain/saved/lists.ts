/**
 * Locally stored lists: favourites (SAVE-13..15), compared cars (SAVE-19) and viewed cars (SAVE-20).
 * Pure: these functions take a list and give back a new one; the browser store (src/modules/saved/store.ts) keeps
 * them in localStorage. Stored data is untrusted (another tab, an older version, a user): parse* keep only
 * well-formed entries, deduplicated by id, and never throw.
 *
 *   favourite  { id, name, slug, make, model, primary_image_url }      (SAVE-13, spec §3 Favourite)
 *   viewed     { id, stocknum, make, model, body, simple_body }         (SAVE-20, spec §3 Viewed car)
 *   compared   a favourite plus what a side-by-side view shows (year, km, price text, body, transmission, fuel)
 * Ids are compared as strings (SAVE-14): 42 and '42' are the same car.
 */
import { TRACKING_EVENTS } from '../tracking'

/** SAVE-19: at most this many cars are compared at once. */
export const MAX_COMPARE = 3
/** Viewed cars kept, most recent first. */
export const MAX_VIEWED = 20
/** A generous bound on favourites so a corrupted store cannot grow without limit. */
export const MAX_FAVOURITES = 200

/** LEAD-49: tracking event id 39 is "watchlist save or favourited" (SAVE-15). */
export const FAVOURITE_EVENT_ID = TRACKING_EVENTS.favourite

export interface FavouriteCar {
  id: string
  name: string
  slug: string
  make: string | null
  model: string | null
  primary_image_url: string | null
}

export interface ViewedCar {
  id: string
  stocknum: string | null
  make: string | null
  model: string | null
  body: string | null
  simple_body: string | null
}

export interface ComparedCar extends FavouriteCar {
  year: number | null
  km: number | null
  /** The price as the card shows it ('$24,990', 'Enquire for price.'). */
  price_text: string | null
  simple_body: string | null
  transmission: string | null
  fuel: string | null
}

/** SAVE-14: ids compared as strings. */
export function sameId(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false
  return String(a) === String(b)
}

export function includesId(list: readonly { id: string }[], id: string | number): boolean {
  return list.some((e) => sameId(e.id, id))
}

// Hand-written parsers, not zod: these run in the browser on every page with a car card, and zod would add ~30 KB
// of JavaScript to pages that have no form. Each returns the normalised value, or INVALID.
const INVALID = Symbol('invalid')
type Parsed<T> = T | typeof INVALID
type Parser<T> = (value: unknown) => Parsed<T>

/** A string or number id, trimmed, 1..100 characters. */
const id: Parser<string> = (v) => {
  if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return INVALID
  const s = String(v).trim()
  return s.length >= 1 && s.length <= 100 ? s : INVALID
}
const text: Parser<string> = (v) => (typeof v === 'string' && v.length <= 500 ? v : INVALID)
const slug: Parser<string> = (v) => (typeof v === 'string' && v.length >= 1 && v.length <= 300 ? v : INVALID)
// A missing key, null or blank → null (older or hand-edited entries may lack a field); another type is refused.
const optionalText: Parser<string | null> = (v) => {
  if (v === null || v === undefined) return null
  if (typeof v !== 'string') return INVALID
  return v.trim() !== '' ? v.trim().slice(0, 500) : null
}
const optionalNumber: Parser<number | null> = (v) => {
  if (v === null || v === undefined) return null
  if (typeof v !== 'number' || !Number.isFinite(v)) return INVALID
  return v
}

type Shape<T> = { [K in keyof T]: Parser<T[K]> }

/** An object with exactly the shape's keys (others dropped), or null when a field is not well-formed. */
function objectOf<T>(shape: Shape<T>): (value: unknown) => T | null {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const record = value as Record<string, unknown>
    const out: Partial<T> = {}
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const parsed = shape[key](record[key])
      if (parsed === INVALID) return null
      out[key] = parsed
    }
    return out as T
  }
}

const favouriteShape: Shape<FavouriteCar> = {
  id,
  name: text,
  slug,
  make: optionalText,
  model: optionalText,
  primary_image_url: optionalText,
}
const favouriteSchema = objectOf<FavouriteCar>(favouriteShape)
const viewedSchema = objectOf<ViewedCar>({
  id,
  stocknum: optionalText,
  make: optionalText,
  model: optionalText,
  body: optionalText,
  simple_body: optionalText,
})
const comparedSchema = objectOf<ComparedCar>({
  ...favouriteShape,
  year: optionalNumber,
  km: optionalNumber,
  price_text: optionalText,
  simple_body: optionalText,
  transmission: optionalText,
  fuel: optionalText,
})

function parseList<T extends { id: string }>(raw: unknown, schema: (value: unknown) => T | null, max: number): T[] {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return []
    }
  }
  if (!Array.isArray(value)) return []
  const out: T[] = []
  for (const entry of value) {
    const parsed = schema(entry)
    if (parsed && !includesId(out, parsed.id)) out.push(parsed)
    if (out.length >= max) break
  }
  return out
}

/** Stored favourites (a JSON string or an already parsed value) → the well-formed entries. */
export const parseFavourites = (raw: unknown): FavouriteCar[] => parseList(raw, favouriteSchema, MAX_FAVOURITES)
export const parseViewed = (raw: unknown): ViewedCar[] => parseList(raw, viewedSchema, MAX_VIEWED)
export const parseCompared = (raw: unknown): ComparedCar[] => parseList(raw, comparedSchema, MAX_COMPARE)

/** Normalise one entry (id to string, blanks to null); null when it is not a usable car. */
export const toFavourite = (car: unknown): FavouriteCar | null => favouriteSchema(car)
export const toViewed = (car: unknown): ViewedCar | null => viewedSchema(car)
export const toCompared = (car: unknown): ComparedCar | null => comparedSchema(car)

export type ToggleResult<T> = { list: T[]; action: 'added' | 'removed' | 'full' | 'invalid' }

/**
 * SAVE-14: a favourite toggles. Present (id compared as a string) → removed; absent → added at the end.
 * The caller fires the analytics event only for 'added' (SAVE-15).
 */
export function toggleFavourite(
  list: readonly FavouriteCar[],
  car: FavouriteCar | Record<string, unknown>,
): ToggleResult<FavouriteCar> {
  const entry = toFavourite(car)
  if (!entry) return { list: [...list], action: 'invalid' }
  if (includesId(list, entry.id)) return { list: list.filter((e) => !sameId(e.id, entry.id)), action: 'removed' }
  if (list.length >= MAX_FAVOURITES) return { list: [...list], action: 'full' }
  return { list: [...list, entry], action: 'added' }
}

/** SAVE-19: compare toggles like a favourite, but a fourth car is refused ('full'), never silently evicting one. */
export function toggleCompare(
  list: readonly ComparedCar[],
  car: ComparedCar | Record<string, unknown>,
): ToggleResult<ComparedCar> {
  const entry = toCompared(car)
  if (!entry) return { list: [...list], action: 'invalid' }
  if (includesId(list, entry.id)) return { list: list.filter((e) => !sameId(e.id, entry.id)), action: 'removed' }
  if (list.length >= MAX_COMPARE) return { list: [...list], action: 'full' }
  return { list: [...list, entry], action: 'added' }
}

export function removeById<T extends { id: string }>(list: readonly T[], id: string | number): T[] {
  return list.filter((e) => !sameId(e.id, id))
}

/** SAVE-20: the viewed car moves to the front (no duplicates), at most MAX_VIEWED kept. */
export function recordViewed(list: readonly ViewedCar[], car: ViewedCar | Record<string, unknown>): ViewedCar[] {
  const entry = toViewed(car)
  if (!entry) return [...list]
  return [entry, ...list.filter((e) => !sameId(e.id, entry.id))].slice(0, MAX_VIEWED)
}

/** A search hit (spec words) → the stored favourite. */
export function favouriteFromHit(hit: {
  id: string | number
  name: string
  slug: string
  make: string | null
  model: string | null
  primary_image_url: string | null
}): FavouriteCar {
  return {
    id: String(hit.id),
    name: hit.name,
    slug: hit.slug,
    make: hit.make,
    model: hit.model,
    primary_image_url: hit.primary_image_url,
  }
}

/** A search hit → the stored compared car, with the price text the card shows. */
export function comparedFromHit(
  hit: Parameters<typeof favouriteFromHit>[0] & {
    year: number | null
    km: number | null
    body: string | null
    transmission: string | null
    fuel: string | null
  },
  priceText: string | null,
): ComparedCar {
  return {
    ...favouriteFromHit(hit),
    year: hit.year,
    km: hit.km,
    price_text: priceText,
    simple_body: hit.body,
    transmission: hit.transmission,
    fuel: hit.fuel,
  }
}

/** The detail page's vehicle (camelCase, src/domain/vehicle/types.ts) → the stored viewed car (SAVE-20). */
export function viewedFromDetail(v: {
  id: string
  stocknum: string | null
  make: string | null
  model: string | null
  manufacturerBody?: string | null
  bodyconfiguration?: string | null
  simpleBody: string | null
}): ViewedCar {
  return {
    id: String(v.id),
    stocknum: v.stocknum,
    make: v.make,
    model: v.model,
    body: v.manufacturerBody ?? v.bodyconfiguration ?? null,
    simple_body: v.simpleBody,
  }
}

/** The detail page's vehicle → the stored favourite (SAVE-13). */
export function favouriteFromDetail(v: {
  id: string
  name: string
  slug: string
  make: string | null
  model: string | null
  primaryImageUrl: string | null
}): FavouriteCar {
  return {
    id: String(v.id),
    name: v.name,
    slug: v.slug,
    make: v.make,
    model: v.model,
    primary_image_url: v.primaryImageUrl,
  }
}

/** The detail page's vehicle → the stored compared car; `priceText` is the price as the page shows it. */
export function comparedFromDetail(
  v: Parameters<typeof favouriteFromDetail>[0] & {
    year: number | null
    km: number | null
    simpleBody: string | null
    simpleTransmission: string | null
    simpleFuel: string | null
  },
  priceText: string | null,
): ComparedCar {
  return {
    ...favouriteFromDetail(v),
    year: v.year,
    km: v.km,
    price_text: priceText,
    simple_body: v.simpleBody,
    transmission: v.simpleTransmission,
    fuel: v.simpleFuel,
  }
}

/** SAVE-15, LEAD-49: what adding a favourite pushes to window.dataLayer. */
export function favouriteAnalyticsEvent(): { event: 'analytics'; eventId: typeof FAVOURITE_EVENT_ID } {
  return { event: 'analytics', eventId: FAVOURITE_EVENT_ID }
}
