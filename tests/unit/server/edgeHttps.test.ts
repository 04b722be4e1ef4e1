/**
 * The edge's protocol decision (server/edge.mjs) through a real HTTP server, as server/server.mjs runs it:
 * `X-Forwarded-Proto: https` counts only from a peer in TRUSTED_PROXIES, only as that peer wrote it, and the answers
 * the edge writes itself (a refusal) carry Strict-Transport-Security exactly when the request came over https.
 * The client connects from 127.0.0.1; no mocks.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { canonicalise, HSTS_VALUE, parseAdminHosts, parseTrustedProxies, refuse } from '../../../server/edge.mjs'

type Seen = { proto: string; headers: http.IncomingHttpHeaders }

/** An edge on a free port: refusals answered as the server does, anything else echoes what the app would see. */
async function edge(trustedSpec: string) {
  const trusted = parseTrustedProxies(trustedSpec)
  const adminHosts = parseAdminHosts('localhost')
  const server = http.createServer((req, res) => {
    const seen = canonicalise(req, trusted)
    if (refuse(req, res, seen, adminHosts)) return
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ proto: seen.proto, headers: req.headers } satisfies Seen))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

async function ask(base: string, path: string, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { headers })
  const body = await res.text()
  return { status: res.status, headers: res.headers, body }
}

describe('the edge: https behind a trusted proxy', () => {
  it('a trusted proxy saying https: the app sees https, and a refusal carries HSTS', async () => {
    const e = await edge('loopback')
    try {
      const ok = await ask(e.base, '/', { host: 'harbour.localhost', 'x-forwarded-proto': 'https' })
      expect((JSON.parse(ok.body) as Seen).headers['x-forwarded-proto']).toBe('https')
      const refused = await ask(e.base, '/api/search?query=%00', {
        host: 'harbour.localhost',
        'x-forwarded-proto': 'https',
      })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
      expect(refused.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    } finally {
      await e.close()
    }
  })

  it('SSL stripping: the same header from an address not in TRUSTED_PROXIES is deleted: http, no HSTS', async () => {
    for (const spec of ['', '203.0.113.0/24']) {
      const e = await edge(spec)
      try {
        const ok = await ask(e.base, '/', { host: 'harbour.localhost', 'x-forwarded-proto': 'https' })
        expect((JSON.parse(ok.body) as Seen).headers['x-forwarded-proto']).toBe('http')
        const refused = await ask(e.base, '/cars/a%00b', { host: 'harbour.localhost', 'x-forwarded-proto': 'https' })
        expect(refused.status).toBe(400)
        expect(refused.headers.get('strict-transport-security')).toBeNull()
      } finally {
        await e.close()
      }
    }
  })

  it("a trusted proxy that appends to a client's X-Forwarded-Proto: the proxy's own entry counts, not the client's", async () => {
    const e = await edge('loopback')
    try {
      // the client claimed https over plain http; the proxy appended what it saw
      const forged = await ask(e.base, '/', { host: 'harbour.localhost', 'x-forwarded-proto': 'https, http' })
      expect((JSON.parse(forged.body) as Seen).headers['x-forwarded-proto']).toBe('http')
      const real = await ask(e.base, '/', { host: 'harbour.localhost', 'x-forwarded-proto': 'http, https' })
      expect((JSON.parse(real.body) as Seen).headers['x-forwarded-proto']).toBe('https')
    } finally {
      await e.close()
    }
  })
})
