/**
 * GET /_edge/stats (server/edgeStats.mjs) on a real HTTP server: off without EDGE_STATS_TOKEN (the request goes on to
 * the app), 401 without the right bearer token, 405 for writes, the counters with it; this process's memory from /proc.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createEdgeStats, EDGE_STATS_PATH, processRss } from '../../../server/edgeStats.mjs'

const STATS = {
  instance: 'host:1:abc',
  uptimeSeconds: 3,
  memory: { rssBytes: 1, heapUsedBytes: 1 },
  workers: [],
  pageCache: { hit: 7, miss: 2, fills: 2 },
  bus: null,
}

async function serve(token: string | undefined) {
  const stats = createEdgeStats({ token, collect: () => STATS })
  const server = http.createServer((req, res) => {
    if (stats(req, res)) return
    res.writeHead(404).end('the app')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('the edge stats endpoint', () => {
  it('is not there without EDGE_STATS_TOKEN: the path goes on to the app', async () => {
    const { base, close } = await serve(undefined)
    try {
      const res = await fetch(`${base}${EDGE_STATS_PATH}`, { headers: { authorization: 'Bearer anything' } })
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('the app')
    } finally {
      await close()
    }
  })

  it('answers the counters only to the bearer of the token, never cached, GET only', async () => {
    const { base, close } = await serve('s3cret-token')
    try {
      const none = await fetch(`${base}${EDGE_STATS_PATH}`)
      expect(none.status).toBe(401)
      const wrong = await fetch(`${base}${EDGE_STATS_PATH}`, { headers: { authorization: 'Bearer s3cret-tokem' } })
      expect(wrong.status).toBe(401)
      const right = await fetch(`${base}${EDGE_STATS_PATH}`, { headers: { authorization: 'Bearer s3cret-token' } })
      expect(right.status).toBe(200)
      expect(right.headers.get('cache-control')).toBe('no-store')
      expect(await right.json()).toEqual(STATS)
      const post = await fetch(`${base}${EDGE_STATS_PATH}`, {
        method: 'POST',
        headers: { authorization: 'Bearer s3cret-token' },
      })
      expect(post.status).toBe(405)
      // another path is the app's
      expect((await fetch(`${base}/_edge/statsx`, { headers: { authorization: 'Bearer s3cret-token' } })).status).toBe(
        404,
      )
    } finally {
      await close()
    }
  })

  it("reads a process's resident memory from /proc", () => {
    const rss = processRss(process.pid)
    if (process.platform === 'linux') {
      expect(rss).toBeGreaterThan(10 * 1024 * 1024)
      expect(rss).toBeLessThan(process.memoryUsage().rss * 2)
    } else expect(rss).toBeNull()
    expect(processRss(undefined)).toBeNull()
    expect(processRss(2 ** 22 + 7)).toBeNull()
  })
})
