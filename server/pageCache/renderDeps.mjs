// What each fill's render read (docs/architecture/edge-and-page-cache.md "Precise purges"). A fill asks a worker with
// its own number (FILL_ID_HEADER); the worker notes the cache tags the render read (src/lib/renderDeps.ts, through
// RENDER_DEPS in src/lib/edgeContract.mjs) and sends them over IPC once the answer is written
// (`{ dp: 'deps', fill, tags }`, server/worker.mjs). The answer and the message travel separately, so the fill
// waits for the message (at most `timeoutMs`); a page whose reads did not arrive is stored with deps null, which every
// purge of its tenant drops (purge.mjs readAny).
//   const id = deps.next(); …request with id…; const tags = await deps.wait(id)   → Set | null
//   deps.deliver(id, tags)   (edgeIpc, on the worker's message)

/** The request header that carries a fill's number to the worker. */
export const FILL_ID_HEADER = 'x-dp-fill-id'
/** More tags than this: the reads count as not known (a page that reads that much is purged with its tenant). */
export const MAX_RENDER_DEPS = 256
/** How long a fill waits for its render's reads after the answer arrived (IPC is usually there first). */
export const DEPS_WAIT_MS = 1000
const TAG = /^[A-Za-z0-9_.:-]{1,200}$/

/**
 * @typedef {object} RenderDepsRegistry
 * @property {() => string} next a new fill number
 * @property {(id: unknown, tags: unknown) => void} deliver a worker's message: the reads of fill `id` (tags null or
 *   not a list of tags: not known)
 * @property {(id: string) => Promise<ReadonlySet<string> | null>} wait the reads of fill `id`, null when not known
 *   within the wait
 * @property {(id: string) => void} forget the fill failed: nobody will wait
 */

/** @param {{ timeoutMs?: number }} [options] @returns {RenderDepsRegistry} */
export function createRenderDeps({ timeoutMs = DEPS_WAIT_MS } = {}) {
  let seq = 0
  /** @type {Map<string, ReadonlySet<string> | null>} reads that arrived before anyone waited */
  const arrived = new Map()
  /** @type {Map<string, (tags: ReadonlySet<string> | null) => void>} */
  const waiting = new Map()

  /** @param {unknown} tags @returns {ReadonlySet<string> | null} */
  const parse = (tags) =>
    Array.isArray(tags) && tags.length <= MAX_RENDER_DEPS && tags.every((t) => typeof t === 'string' && TAG.test(t))
      ? new Set(/** @type {string[]} */ (tags))
      : null

  return {
    next: () => String(++seq),
    deliver(id, tags) {
      if (typeof id !== 'string' || !/^\d{1,15}$/.test(id) || Number(id) > seq) return
      const reads = parse(tags)
      const waiter = waiting.get(id)
      if (waiter) {
        waiting.delete(id)
        waiter(reads)
        return
      }
      arrived.set(id, reads)
      // nobody came for it (the fill failed or gave up): dropped after the wait any fill would have made
      const timer = setTimeout(() => arrived.delete(id), timeoutMs * 2)
      timer.unref?.()
    },
    wait(id) {
      if (arrived.has(id)) {
        const reads = arrived.get(id) ?? null
        arrived.delete(id)
        return Promise.resolve(reads)
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          resolve(null)
        }, timeoutMs)
        timer.unref?.()
        waiting.set(id, (reads) => {
          clearTimeout(timer)
          resolve(reads)
        })
      })
    },
    forget(id) {
      arrived.delete(id)
      waiting.delete(id)
    },
  }
}
