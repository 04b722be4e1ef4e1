// The background renders of addresses answered with a search shell (shells.mjs), so later shoppers get them from the
// cache: an address asked for again while still a shell is rendered at once when `backgroundFree()`; the others wait
// in a queue (oldest first, at most MAX_IDLE_FILLS) that is drained one render at a time whenever `quiet()` — never
// while shoppers are being given shells.
/** Addresses waiting for a quiet spell at most (the oldest is forgotten). */
export const MAX_IDLE_FILLS = 64
/** How often the queue looks for a quiet spell. */
export const IDLE_FILL_POLL_MS = 250

/**
 * @typedef {import('./fills.mjs').Where} Where
 * @typedef {import('node:http').OutgoingHttpHeaders} Headers
 *
 * @typedef {object} IdleFillsInput
 * @property {Pick<import('./fills.mjs').Fills, 'fill' | 'filling'>} fills
 * @property {{ get: (key: string) => unknown }} store an address already cached is not rendered again
 * @property {() => boolean} backgroundFree whether a render may start now without keeping a shopper waiting
 * @property {() => boolean} quiet whether the queue may render its next address now
 *
 * @typedef {object} IdleFills
 * @property {(where: Where, headers: Headers) => void} shelled an address was answered with a shell: rendered now when
 *   it was already waiting (a popular address) and a render may start, else queued
 * @property {() => { idleFills: number, repeatFills: number }} stats
 */

/** @param {IdleFillsInput} input @returns {IdleFills} */
export function createIdleFills({ fills, store, backgroundFree, quiet }) {
  /** @type {Map<string, { where: Where, headers: Headers }>} */
  const waiting = new Map()
  /** @type {NodeJS.Timeout | null} */
  let timer = null
  const counters = { idleFills: 0, repeatFills: 0 }

  /** @param {Where} where @param {Headers} headers */
  function schedule(where, headers) {
    if (waiting.has(where.key)) return
    if (waiting.size >= MAX_IDLE_FILLS) waiting.delete(/** @type {string} */ (waiting.keys().next().value))
    waiting.set(where.key, { where, headers: { ...headers } })
    if (!timer) {
      timer = setInterval(drain, IDLE_FILL_POLL_MS)
      timer.unref?.()
    }
  }

  function drain() {
    if (!quiet()) return
    const next = waiting.values().next()
    if (next.done) {
      if (timer) clearInterval(timer)
      timer = null
      return
    }
    waiting.delete(next.value.where.key)
    if (store.get(next.value.where.key) || fills.filling(next.value.where.key)) return
    counters.idleFills++
    void fills.fill(next.value.where, next.value.headers)
  }

  /** @type {IdleFills['shelled']} */
  function shelled(where, headers) {
    // asked for again while still a shell: a popular address (a campaign link, say) is worth its render now, in the
    // background, so the next shoppers get it from the cache; a one-off waits for a quiet spell
    // (only with a render slot free and nobody queued: shoppers waiting for a page go first; otherwise the next ask)
    if (waiting.has(where.key) && backgroundFree() && !fills.filling(where.key)) {
      waiting.delete(where.key)
      counters.repeatFills++
      void fills.fill(where, { ...headers })
    } else schedule(where, headers)
  }

  return { shelled, stats: () => ({ ...counters }) }
}
