/**
 * Card tag (spec §4 "Card tag priority", SRP-40..48).
 *
 * Sold (status sold) → 'JUST SOLD' (SRP-44/45). Otherwise, first match wins (SRP-40):
 *   1. electric / hybrid fuel, only on tenants with the electric tag (SRP-41)   → 'Electric' / 'Hybrid'
 *   2. reserved                                                                 → 'Reserved'
 *   3. certified used car (of the configured make when one is set, SRP-48)      → 'Certified Pre-Owned' (logo)
 *   4. the custom free-text tag (SRP-46)                                        → the tag as typed
 *   5. status coming_soon (SRP-43)                                              → 'COMING SOON'
 *   6. a price drop shown (src/domain/vehicle/priceDrop.ts: the "was" price stood 28 days, within 30 days of the
 *      drop, beside the car's own price)                                          → 'Reduced'
 *   7. created within the last 8 days (SRP-42)                                  → 'Just arrived'
 *   else no tag.
 *
 * Wording (deliberately unlike the spec's 'New'): the SRP-42 tag keeps the spec's rule but reads 'Just
 * arrived', so nobody takes it for the car's condition ('NEW' on every fresh used car at Westside read as a new car).
 * The card styles it as a note (light, sentence case, with a clock icon), unlike the solid condition-like badges.
 */

export type CardTagKind =
  'electric' | 'reserved' | 'certified' | 'custom' | 'coming_soon' | 'reduced' | 'new_arrival' | 'sold'

export interface CardTag {
  kind: CardTagKind
  label: string
}

export interface CardTagInput {
  status: string
  reserved?: boolean | null
  certified?: boolean | null
  tag?: string | null
  /** Unix seconds. */
  created_at_timestamp?: number | null
  fuel?: string | null
  car_type?: string | null
  make?: string | null
  /** Whether the card shows a price drop (shownDrop in src/domain/vehicle/priceDrop.ts). */
  reduced?: boolean
}

export interface CardTagOptions {
  now: Date
  electricTag: boolean
  /** SRP-48: when set, only used cars of this make get the certified badge. */
  certifiedMake?: string | null
}

/** SRP-42: the new-arrival window. */
export const NEW_ARRIVAL_DAYS = 8
const DAY_MS = 24 * 60 * 60 * 1000

export const SOLD_TAG = 'JUST SOLD'
/** SRP-42's label: says when the car arrived, never what condition it is in (see above). */
export const NEW_TAG = 'Just arrived'
export const COMING_SOON_TAG = 'COMING SOON'
export const RESERVED_TAG = 'Reserved'
export const CERTIFIED_TAG = 'Certified Pre-Owned'
export const REDUCED_TAG = 'Reduced'

/** 'Electric', 'EV', 'Plug-in Hybrid', 'Petrol/Electric Hybrid' → the tag; 'Petrol', 'Diesel' → null. */
export function electrifiedLabel(fuel: string | null | undefined): 'Electric' | 'Hybrid' | null {
  if (!fuel) return null
  const f = fuel.toLowerCase()
  if (f.includes('hybrid') || f.includes('phev')) return 'Hybrid'
  if (f.includes('electric') || /\bev\b/.test(f) || f.includes('bev')) return 'Electric'
  return null
}

export function isNewArrival(createdAtSeconds: number | null | undefined, now: Date): boolean {
  if (typeof createdAtSeconds !== 'number' || !Number.isFinite(createdAtSeconds)) return false
  const age = now.getTime() - createdAtSeconds * 1000
  return age >= 0 && age <= NEW_ARRIVAL_DAYS * DAY_MS
}

export function cardTag(v: CardTagInput, opts: CardTagOptions): CardTag | null {
  if (v.status === 'sold') return { kind: 'sold', label: SOLD_TAG }
  if (opts.electricTag) {
    const electric = electrifiedLabel(v.fuel)
    if (electric) return { kind: 'electric', label: electric }
  }
  if (v.reserved) return { kind: 'reserved', label: RESERVED_TAG }
  if (v.certified && v.car_type === 'used') {
    const make = opts.certifiedMake?.trim().toLowerCase()
    if (!make || (v.make ?? '').trim().toLowerCase() === make) return { kind: 'certified', label: CERTIFIED_TAG }
  }
  const custom = v.tag?.trim()
  if (custom) return { kind: 'custom', label: custom }
  if (v.status === 'coming_soon') return { kind: 'coming_soon', label: COMING_SOON_TAG }
  if (v.reduced) return { kind: 'reduced', label: REDUCED_TAG }
  if (isNewArrival(v.created_at_timestamp, opts.now)) return { kind: 'new_arrival', label: NEW_TAG }
  return null
}

/** File-name words a feed uses for its default "no photo yet" picture. */
const PLACEHOLDER_PATTERN =
  /(placeholder|no[-_ ]?image|no[-_ ]?photo|coming[-_ ]?soon|image[-_ ]?coming|default[-_ ]?(car|image|vehicle))/i

/**
 * SRP-47: is this a default placeholder picture (so the card shows the 'new arrival' placeholder instead)?
 *   null, '' → true; 'https://cdn/x/no-image.jpg' → true; 'https://cdn/placeholder.png?w=600' → true;
 *   'https://cdn/stock/123-front.jpg' → false. Only the file name is checked, not the host or folders.
 */
export function isPlaceholderImage(url: string | null | undefined): boolean {
  if (!url || url.trim() === '') return true
  const path = url.trim().split(/[?#]/)[0]!
  const file = path.split('/').pop() ?? ''
  let decoded = file
  try {
    decoded = decodeURIComponent(file)
  } catch {
    // keep the raw name
  }
  return PLACEHOLDER_PATTERN.test(decoded)
}
