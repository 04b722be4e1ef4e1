// What each fill's render read (docs/architecture/edge-and-page-cache.md "Precise purges"). A fill asks a worker with
// its own number (FILL_ID_HEADER); the worker notes the cache tags the render read (src/lib/renderDeps.ts, through
// RENDER_DEPS in src/lib/edgeContract.mjs) and sends them over IPC as the answer ends, just before its last bytes
// (`{ dp: 'deps', fill, tags }`: server/worker.mjs through `beforeEnd` below). The answer and the message travel
// separately, so the fill waits for the message (at most `timeoutMs`, and at its end once more for whatever I/O is
// already waiting: under load the timer and the message fall due in the same turn of the event loop, and timers run
// first); a page whose reads did not arrive is stored with deps null, which every purge of its tenant drops
// (purge.mjs readAny), and `unknownReads` counts them.
//   const id = deps.next(); …request with id…; const tags = await deps.wait(id)   → Set | null
//   deps.deliver(id, tags)   (edgeIpc, on the worker's message)

/** The request header that carries a fill's number to the worker. */
export const FILL_ID_HEADER = 'x-dp-fill-id'
/** More tags than this: the reads count as not known (a page that reads that much is purged with its tenant). */
export const MAX_RENDER_DEPS = 256
/** How long a fill waits for its render's reads after the answer arrived (IPC is usually there first). */
export const DEPS_WAIT_MS = 1000
/**
 * Calls `send` once, as `res` ends and before its last bytes are written (a worker's side: the render has read all it
 * reads by then). Not on 'finish': that comes a turn of the event loop later, after whatever the worker does next — a
 * busy worker (another render) would send the reads after the fill had stopped waiting for them.
 * @param {import('node:http').ServerResponse} res @param {() => void} send
 */
export function beforeEnd(res, send) {
  const end = res.end
  let sent = false
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any[]} */ ...args) {
      if (!sent) {
        sent = true
        send()
      }
      return end.apply(this, /** @type {any} */ (args))
    }
  )
}

/** How long reads that came before their fill asked are kept for it. */
const ARRIVED_KEEP_MS = 30_000
const TAG = /^[A-Za-z0-9_.:-]{1,200}$/

/**
 * @typedef {object} RenderDepsRegistry
 * @property {() => string} next a new fill number
 * @property {(id: unknown, tags: unknown) => void} deliver a worker's message: the reads of fill `id` (tags null or
 *   not a list of tags: not known)
 * @property {(id: string) => Promise<ReadonlySet<string> | null>} wait the reads of fill `id`, null when not known
 *   within the wait
 * @property {(id: string) => void} forget the fill failed: nobody will wait
 * @property {() => { unknownReads: number }} stats fills whose reads were not known (late, too many, malformed)
 */

/** @param {{ timeoutMs?: number }} [options] @returns {RenderDepsRegistry} */
export function createRenderDeps({ timeoutMs = DEPS_WAIT_MS } = {}) {
  let seq = 0
  /** @type {Map<string, ReadonlySet<string> | null>} reads that arrived before anyone waited */
  const arrived = new Map()
  /** @type {Map<string, (tags: ReadonlySet<string> | null) => void>} */
  const waiting = new Map()
  let unknownReads = 0
  /** @param {ReadonlySet<string> | null} reads */
  const counted = (reads) => {
    if (!reads) unknownReads++
    return reads
  }

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
      // sent before the answer's last bytes, it waits for the fill to read them; nobody came for it (the fill failed or
      // gave up): dropped after the longest a fill runs (fills.mjs FILL_TIMEOUT_MS), with room to spare
      const timer = setTimeout(() => arrived.delete(id), Math.max(timeoutMs * 2, ARRIVED_KEEP_MS))
      timer.unref?.()
    },
    wait(id) {
      if (arrived.has(id)) {
        const reads = arrived.get(id) ?? null
        arrived.delete(id)
        return Promise.resolve(counted(reads))
      }
      return new Promise((resolve) => {
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let timer
        /** @param {ReadonlySet<string> | null} reads */
        const finish = (reads) => {
          clearTimeout(timer)
          resolve(counted(reads))
        }
        waiting.set(id, finish)
        // the deadline gives way once to I/O already received (setImmediate runs after the poll phase): a message that
        // arrived while the process was busy is read before the fill gives up on it
        timer = setTimeout(
          () =>
            setImmediate(() => {
              if (waiting.get(id) !== finish) return
              waiting.delete(id)
              resolve(counted(null))
            }),
          timeoutMs,
        )
        timer.unref?.()
      })
    },
    forget(id) {
      arrived.delete(id)
      waiting.delete(id)
    },
    stats: () => ({ unknownReads }),
  }
}
