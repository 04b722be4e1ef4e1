/**
 * Promo tiles in the results grid (SRP-06..11).
 *
 * A tile is eligible when it is live at `now` (start inclusive, expiry exclusive: isLiveAt, SRP-08) and its car types
 * meet the results' car types (an empty list on either side means all, SRP-09). Each of its positions p (1-based,
 * counting tiles too, SRP-06) becomes a slot; with randomShuffle a random offset 0–2 is added per position (SRP-07).
 * Two tiles never share a slot: a tile whose slot is taken moves to the next free slot (tiles earlier in the list
 * win). The grid stays contiguous: a tile is placed only when every slot before it is filled, so with 4 hits a
 * tile at 5 follows the last hit, and a tile at 7 is dropped. No hits, no tiles (the empty state shows instead).
 *   hits h1..h6, tile A at [3] → h1 h2 A h3 h4 h5 h6
 */
import { isLiveAt } from '../schedule'
import type { CarType } from './types'

export interface PromoSlot {
  id: string | number
  positions: number[]
  randomShuffle: boolean
  carTypes: CarType[]
  startsAt?: string | null
  expiresAt?: string | null
}

export type GridItem<H, P> = { kind: 'hit'; hit: H } | { kind: 'promo'; tile: P }

export interface PlacementOptions {
  /** The car types the results are for; empty = all. */
  carTypes: CarType[]
  now: Date
  /** Injected for tests; defaults to Math.random. */
  random?: () => number
}

/** SRP-07: the random shuffle adds 0, 1 or 2. */
export const MAX_RANDOM_OFFSET = 2

export function isPromoEligible(tile: PromoSlot, opts: Pick<PlacementOptions, 'carTypes' | 'now'>): boolean {
  if (!isLiveAt(opts.now, tile.startsAt, tile.expiresAt)) return false
  if (tile.carTypes.length === 0 || opts.carTypes.length === 0) return true
  return tile.carTypes.some((t) => opts.carTypes.includes(t))
}

export function placePromoTiles<H, P extends PromoSlot>(hits: H[], tiles: P[], opts: PlacementOptions): GridItem<H, P>[] {
  const out: GridItem<H, P>[] = []
  if (hits.length === 0) return out
  const random = opts.random ?? Math.random
  const slots = new Map<number, P>()
  for (const tile of tiles) {
    if (!isPromoEligible(tile, opts)) continue
    const positions = [...new Set(tile.positions.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b)
    for (const p of positions) {
      const offset = tile.randomShuffle ? Math.min(MAX_RANDOM_OFFSET, Math.max(0, Math.floor(random() * (MAX_RANDOM_OFFSET + 1)))) : 0
      let slot = p + offset
      while (slots.has(slot)) slot++
      slots.set(slot, tile)
    }
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
