/**
 * Promo tiles in the results grid (SRP-06..11).
 *
 * A tile is eligible when it is live at `now` (start inclusive, expiry exclusive: isLiveAt, SRP-08) and its car types
 * meet the results' car types (an empty list on either side means all, SRP-09). Each of its positions p (1-based,
 * counting tiles too, SRP-06) becomes a slot; with randomShuffle a random offset 0–2 is added per position (SRP-07).
 * A tile shows once per page (its first position) and tiles keep MAX_GRID_COLUMNS slots apart, so a row
 * never holds two; tiles are placed by wanted slot (earlier in the list first on a tie) and one too close to a tile
 * already placed moves on to the next slot far enough away. The grid stays contiguous: a tile is placed only when every slot before it is filled, so with 4 hits a
 * tile at 5 follows the last hit, and a tile at 7 is dropped. No hits, no tiles (the empty state shows instead).
 *   hits h1..h6, tile A at [3] → h1 h2 A h3 h4 h5 h6
 *
 * SRP-10: on brands with config.stock.randomBrandPromos, one code-owned tile picked at random from warranty, video
 * call, trade-in, freight and finance (pickBrandPromo) goes to position 8 — the `reserved` option — unless a CMS
 * tile already took slot 8 or a slot in its row (after their shuffle and moves); it never pushes a CMS tile along.
 */
import { isLiveAt } from '../schedule'
import type { PromoTile } from '../site'
import type { CarType } from './types'

export interface PromoSlot {
  id: string | number
  positions: number[]
  randomShuffle: boolean
  carTypes: CarType[]
  startsAt?: string | null
  expiresAt?: string | null
}

/**
 * SRP-07 drawn once: each shuffled tile's positions moved by its random 0–2 offset, and no longer shuffled, so a
 * page placed again (the browser after the server) puts the tiles in the same slots.
 */
export function drawPromoOffsets<P extends PromoSlot>(tiles: P[], random: () => number = Math.random): P[] {
  return tiles.map((tile) =>
    tile.randomShuffle
      ? {
          ...tile,
          randomShuffle: false,
          positions: tile.positions.map(
            (p) => p + Math.min(MAX_RANDOM_OFFSET, Math.max(0, Math.floor(random() * (MAX_RANDOM_OFFSET + 1)))),
          ),
        }
      : tile,
  )
}

export type GridItem<H, P> = { kind: 'hit'; hit: H } | { kind: 'promo'; tile: P }

export interface PlacementOptions<P = PromoSlot> {
  /** The car types the results are for; empty = all. */
  carTypes: CarType[]
  now: Date
  /** Injected for tests; defaults to Math.random. */
  random?: () => number
  /** A tile that takes `position` only if no CMS tile took that slot (SRP-10's brand promo at 8). */
  reserved?: { position: number; tile: P } | null
}

/** SRP-07: the random shuffle adds 0, 1 or 2. */
export const MAX_RANDOM_OFFSET = 2

/**
 * SRP-09, tightened: a tile listing car types shows only when every car type the results are filtered to
 * is one it lists — a new-cars tile never shows on used results, nor on new + used results. Unfiltered results
 * (all car types) show every tile, as an empty list on the tile means all.
 */
export function isPromoEligible(tile: PromoSlot, opts: Pick<PlacementOptions, 'carTypes' | 'now'>): boolean {
  if (!isLiveAt(opts.now, tile.startsAt, tile.expiresAt)) return false
  if (tile.carTypes.length === 0 || opts.carTypes.length === 0) return true
  return opts.carTypes.every((t) => tile.carTypes.includes(t))
}

/**
 * The results grid has at most this many columns (search.css): tiles at least this many slots apart are never in the
 * same row, at any breakpoint.
 */
export const MAX_GRID_COLUMNS = 3

/** Is `slot` at least MAX_GRID_COLUMNS away from every taken slot? */
function apart(slot: number, taken: Map<number, unknown>): boolean {
  for (const s of taken.keys()) if (Math.abs(s - slot) < MAX_GRID_COLUMNS) return false
  return true
}

/**
 * SRP-06, tightened: a tile shows once per page (its first position; the same tile id or the same
 * title + link never twice), and tiles stay MAX_GRID_COLUMNS slots apart, so no row holds two tiles: a tile whose
 * slot is too close to an earlier tile's moves on to the next slot that is far enough.
 */
export function placePromoTiles<H, P extends PromoSlot & { title?: string; href?: string }>(
  hits: H[],
  tiles: P[],
  opts: PlacementOptions<P>,
): GridItem<H, P>[] {
  const out: GridItem<H, P>[] = []
  if (hits.length === 0) return out
  const random = opts.random ?? Math.random
  const slots = new Map<number, P>()
  const shown = new Set<string>()
  const identities = (tile: P) =>
    tile.title || tile.href
      ? [`id:${String(tile.id)}`, `to:${tile.title ?? ''}|${tile.href ?? ''}`]
      : [`id:${String(tile.id)}`]
  // Each eligible tile's wanted slot (its first position, plus any shuffle); the lowest wanted slot is placed first,
  // tiles earlier in the list first on a tie.
  const wanted: { tile: P; slot: number; order: number }[] = []
  tiles.forEach((tile, order) => {
    if (!isPromoEligible(tile, opts)) return
    const first = tile.positions.filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b)[0]
    if (first === undefined) return
    const offset = tile.randomShuffle
      ? Math.min(MAX_RANDOM_OFFSET, Math.max(0, Math.floor(random() * (MAX_RANDOM_OFFSET + 1))))
      : 0
    wanted.push({ tile, slot: first + offset, order })
  })
  wanted.sort((a, b) => a.slot - b.slot || a.order - b.order)
  for (const { tile, slot: start } of wanted) {
    if (identities(tile).some((k) => shown.has(k))) continue
    let slot = start
    while (!apart(slot, slots)) slot++
    slots.set(slot, tile)
    for (const k of identities(tile)) shown.add(k)
  }
  const reserved = opts.reserved
  if (
    reserved &&
    Number.isInteger(reserved.position) &&
    reserved.position >= 1 &&
    apart(reserved.position, slots) &&
    !identities(reserved.tile).some((k) => shown.has(k))
  ) {
    slots.set(reserved.position, reserved.tile)
  }
  let next = 0
  for (let slot = 1; ; slot++) {
    const tile = slots.get(slot)
    if (tile) out.push({ kind: 'promo', tile })
    else if (next < hits.length) out.push({ kind: 'hit', hit: hits[next++]! })
    else break
  }
  return out
}

// ── SRP-10: random brand promo tiles ──────────────────────────────────────────────────────────────────────────────

/** SRP-10: the brand promo goes to grid position 8. */
export const BRAND_PROMO_POSITION = 8

export const BRAND_PROMO_KINDS = ['warranty', 'video_call', 'trade_in', 'freight', 'finance'] as const
export type BrandPromoKind = (typeof BRAND_PROMO_KINDS)[number]

export type BrandPromoTile = PromoTile & PromoSlot & { kind: BrandPromoKind }

const tile = (
  kind: BrandPromoKind,
  title: string,
  description: string,
  href: string,
  buttonText: string,
): BrandPromoTile => ({
  id: `brand-${kind}`,
  kind,
  title,
  description,
  href,
  buttonText,
  imageUrl: null,
  positions: [BRAND_PROMO_POSITION],
  randomShuffle: false,
  carTypes: [],
})

/** The code-owned tiles (SRP-10), in the spec's order. */
export const BRAND_PROMOS: Record<BrandPromoKind, BrandPromoTile> = {
  warranty: tile(
    'warranty',
    'Drive with peace of mind',
    'Ask about extended warranty cover on your next car.',
    '/warranty',
    'About our warranty',
  ),
  video_call: tile(
    'video_call',
    'See it on a video call',
    'A salesperson can walk you around any car live from the yard, wherever you are.',
    '/contact',
    'Book a video call',
  ),
  trade_in: tile(
    'trade_in',
    'Trade in your car',
    'Get a valuation on your current car and put it towards your next one.',
    '/trade-in',
    'Value my car',
  ),
  freight: tile(
    'freight',
    'We deliver Australia-wide',
    'Buying from interstate? We can arrange freight to your door.',
    '/contact',
    'Ask about delivery',
  ),
  finance: tile(
    'finance',
    'Finance made simple',
    'Get pre-approved and shop knowing your budget.',
    '/finance',
    'Get finance',
  ),
}

export interface BrandPromoConfig {
  stock: { randomBrandPromos: boolean }
  features: { tradeIn: boolean }
  finance: { excludedSite: boolean }
}

/** The tiles a tenant may show: trade-in only where trade-in is on, finance only where the site offers finance. */
export function brandPromoCandidates(config: BrandPromoConfig): BrandPromoTile[] {
  return BRAND_PROMO_KINDS.filter((k) =>
    k === 'trade_in' ? config.features.tradeIn : k === 'finance' ? !config.finance.excludedSite : true,
  ).map((k) => BRAND_PROMOS[k])
}

/**
 * SRP-10: one tile at random (random() in [0, 1) picks evenly among the candidates), or null when the tenant does
 * not show brand promos.
 */
export function pickBrandPromo(config: BrandPromoConfig, random: () => number = Math.random): BrandPromoTile | null {
  if (!config.stock.randomBrandPromos) return null
  const candidates = brandPromoCandidates(config)
  if (candidates.length === 0) return null
  const r = random()
  const i = Math.min(candidates.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * candidates.length)))
  return candidates[i]!
}
