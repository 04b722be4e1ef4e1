// GET /_edge/stats: what one instance's edge has done since it started, for an operator, a load balancer's dashboard
// and the tests and benchmarks that watch a fleet (`npm run test:scale`, `npm run bench:fleet`): the page cache's
// counters (hits, misses, fills = renders, purges, the shared tier's hits and stores), the purge bus's state, the
// edge's memory and the workers' restarts.
//
// Off unless EDGE_STATS_TOKEN is set; then only a request that sends `Authorization: Bearer <EDGE_STATS_TOKEN>` gets
// them (compared in constant time); without it the path is not the edge's and goes on to the app (a 404). Never cached.
import crypto from 'node:crypto'
import fs from 'node:fs'

/** The path the edge answers. */
export const EDGE_STATS_PATH = '/_edge/stats'

/**
 * @typedef {object} EdgeStats
 * @property {string} instance               host:pid:random, as the fleet's heartbeat names it (DP_INSTANCE)
 * @property {number} uptimeSeconds
 * @property {{ rssBytes: number, heapUsedBytes: number }} memory  the edge process (the workers are their own)
 * @property {{ index: number, ready: boolean, restarts: number, images: boolean, rssBytes: number | null }[]} workers
 *   each Next worker (rssBytes: its resident memory where /proc tells it, else null)
 * @property {Record<string, number>} pageCache   server/pageCache.mjs stats()
 * @property {{ connected: boolean, published: number, received: number, lost: number } | null} bus
 */

/**
 * A process's resident memory in bytes, from /proc (Linux); null elsewhere or when it is gone.
 * @param {number | undefined} pid
 */
export function processRss(pid) {
  if (!pid) return null
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) * 1024 : null
  } catch {
    return null
  }
}

/**
 * @param {{ token: string | undefined, collect: () => EdgeStats }} input
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} whether it
 *   answered the request
 */
export function createEdgeStats({ token, collect }) {
  const expected = token ? crypto.createHash('sha256').update(token).digest() : null
  return (req, res) => {
    if (!expected) return false
    const url = req.url ?? '/'
    if (url !== EDGE_STATS_PATH && !url.startsWith(`${EDGE_STATS_PATH}?`)) return false
    const sent = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]?.trim() ?? ''
    const given = crypto.createHash('sha256').update(sent).digest()
    if (!sent || !crypto.timingSafeEqual(given, expected)) {
      res.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ error: 'Send Authorization: Bearer <EDGE_STATS_TOKEN>.' }))
      return true
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ error: 'GET only.' }))
      return true
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(collect()))
    return true
  }
}
