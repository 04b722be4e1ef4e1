// A local HTTP webhook receiver for the lead chaos test: fails a share of requests with 500 on purpose (never more
// than `maxFailuresPerLead` times for one lead, so that a lead the platform gives up on was failed by something other
// than the sink's dice), checks each body's HMAC-SHA256 signature (x-lead-signature over
// `${x-lead-timestamp}.${rawBody}`) and records deliveries by lead_id (a retry after a 500 or a lost status update may
// bring the same lead again).
import crypto from 'node:crypto'
import http from 'node:http'

/**
 * @typedef {{ url: string, received: Map<string, number>,
 *   stats: { requests: number, failedOnPurpose: number, badSignature: number }, close: () => Promise<void> }} WebhookSink
 * @param {{ secret: string, failRate?: number, maxFailuresPerLead?: number, random?: () => number }} options
 * @returns {Promise<WebhookSink>}
 */
export function startWebhookSink({ secret, failRate = 0.2, maxFailuresPerLead = 3, random = Math.random }) {
  /** @type {Map<string, number>} */
  const received = new Map() // lead_id -> number of accepted deliveries
  /** @type {Map<string, number>} */
  const failed = new Map() // lead_id -> requests failed on purpose
  const stats = { requests: 0, failedOnPurpose: 0, badSignature: 0 }
  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      stats.requests++
      const raw = Buffer.concat(chunks).toString('utf8')
      const expected = crypto
        .createHmac('sha256', secret)
        .update(`${req.headers['x-lead-timestamp']}.${raw}`)
        .digest('hex')
      const given = String(req.headers['x-lead-signature'] ?? '')
      if (given !== `sha256=${expected}`) {
        stats.badSignature++
        res.writeHead(401).end('bad signature')
        return
      }
      const id = String(JSON.parse(raw).lead_id)
      if ((failed.get(id) ?? 0) < maxFailuresPerLead && random() < failRate) {
        stats.failedOnPurpose++
        failed.set(id, (failed.get(id) ?? 0) + 1)
        res.writeHead(500).end('failing on purpose')
        return
      }
      received.set(id, (received.get(id) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        received,
        stats,
        close: () => new Promise((r) => server.close(() => r(undefined))),
      })
    })
  })
}
