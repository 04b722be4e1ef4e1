/**
 * The edge (server/edge.mjs) and the input bounds every site API route shares (src/lib/http/jsonBody.ts,
 * src/domain/ids.ts, collections/hooks/clientInputErrors.ts): each test names the attack it stops.
 */
import {
  bodyRefusal,
  canonicalise,
  hostname,
  parseAdminHosts,
  parseTrustedProxies,
  refusal,
  resolveRequest,
} from '../../../server/edge.mjs'
import { clientInputErrors, sqlStateOf } from '@collections/hooks/clientInputErrors'
import { dbId, PG_INT_MAX } from '@/domain/ids'
import { adminOrigins, adminSessionAllowed } from '@/lib/adminOrigins'
import { checkJsonValue, checkSearchParams, readJsonBody } from '@/lib/http/jsonBody'
import { clientAddress, fromEdge, isHttps } from '@/lib/requestContext'

const nobody = parseTrustedProxies('')
const loopback = parseTrustedProxies('loopback')

describe('edge: who is asking', () => {
  it('a client cannot choose its address with X-Forwarded-For when no proxy is trusted (the default)', () => {
    const r = resolveRequest(
      { headers: { host: 'harbour.localhost', 'x-forwarded-for': '1.2.3.4' }, peer: '198.51.100.7', encrypted: false },
      nobody,
    )
    expect(r.client).toBe('198.51.100.7')
  })

  it('a client cannot switch tenants with X-Forwarded-Host when no proxy is trusted', () => {
    const r = resolveRequest(
      {
        headers: { host: 'harbour.localhost', 'x-forwarded-host': 'westside-used.localhost' },
        peer: '198.51.100.7',
        encrypted: false,
      },
      nobody,
    )
    expect(r.host).toBe('harbour.localhost')
  })

  it('a client cannot claim https (and so HSTS or Secure cookies) with X-Forwarded-Proto', () => {
    const r = resolveRequest(
      { headers: { host: 'a', 'x-forwarded-proto': 'https' }, peer: '198.51.100.7', encrypted: false },
      nobody,
    )
    expect(r.proto).toBe('http')
  })

  it('behind a trusted proxy, the client is the nearest untrusted hop, not the leftmost one a client can forge', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, 172.18.0.5')
    // the client wrote "6.6.6.6" itself; the edge proxy appended the real peer 203.0.113.9, then an inner proxy 10.1.2.3
    const r = resolveRequest(
      {
        headers: {
          host: 'x',
          'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3',
          'x-forwarded-host': 'www.harbour.example',
          'x-forwarded-proto': 'https',
        },
        peer: '172.18.0.5',
        encrypted: false,
      },
      proxies,
    )
    expect(r).toEqual({ client: '203.0.113.9', host: 'www.harbour.example', proto: 'https' })
  })

  it('garbage in a trusted chain stops the walk at the last hop a trusted proxy vouched for', () => {
    const r = resolveRequest(
      { headers: { host: 'x', 'x-forwarded-for': 'evil, 127.0.0.2' }, peer: '::ffff:127.0.0.1', encrypted: false },
      loopback,
    )
    expect(r.client).toBe('127.0.0.2')
  })

  it('IPv4-mapped IPv6 peers match IPv4 ranges, and IPv6 ranges work', () => {
    expect(loopback.has('::ffff:127.0.0.1')).toBe(true)
    expect(loopback.has('::1')).toBe(true)
    expect(parseTrustedProxies('fd00::/8').has('fd12::1')).toBe(true)
    expect(loopback.has('198.51.100.1')).toBe(false)
  })

  it('a typo in TRUSTED_PROXIES stops the server with the entry named, instead of trusting nobody silently', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/)
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/proxy\.internal/)
  })

  it('canonicalise strips every forwarded header a client sent and stamps the edge secret the app checks', () => {
    const req = {
      headers: {
        host: 'harbour.localhost:3000',
        'x-forwarded-for': '1.2.3.4',
        'x-real-ip': '1.2.3.4',
        forwarded: 'for=1.2.3.4',
        'x-dp-edge': 'forged',
      } as Record<string, string>,
      rawHeaders: ['Host', 'harbour.localhost:3000', 'X-Real-IP', '1.2.3.4'],
      socket: { remoteAddress: '::ffff:192.0.2.10', encrypted: false },
    }
    canonicalise(req, nobody)
    expect(req.headers['x-forwarded-for']).toBe('192.0.2.10')
    expect(req.headers['x-real-ip']).toBeUndefined()
    expect(req.headers.forwarded).toBeUndefined()
    expect(req.rawHeaders).toEqual([])
    const headers = new Headers(req.headers)
    expect(fromEdge(headers)).toBe(true)
    expect(clientAddress(headers)).toBe('192.0.2.10')
    expect(isHttps(headers)).toBe(false)
  })

  it('without the edge (plain `next start`), a forged X-Forwarded-For and x-dp-edge give no client address', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-dp-edge': 'guess', 'x-forwarded-proto': 'https' })
    expect(clientAddress(headers)).toBeNull()
    expect(isHttps(headers)).toBe(false)
  })

  it('a NUL character in the address is refused at the edge (400), raw or percent-encoded', () => {
    expect(refusal('/api/search?query=%00abc')?.status).toBe(400)
    expect(refusal('/cars/a%00b')?.status).toBe(400)
    expect(refusal('/api/search?query=abc')).toBeNull()
  })

  it('a path whose %-encoding is not UTF-8 is refused at the edge (400), not answered 500 by the router', () => {
    expect(refusal('/cars/%E0%A4%A')?.status).toBe(400)
    expect(refusal('/api/cars/%FF/event')?.status).toBe(400)
    expect(refusal('/cars/caf%C3%A9')).toBeNull()
    // the query is Next's to parse, and it copes: only the path is checked
    expect(refusal('/search?query=%FF')).toBeNull()
  })
})

describe('edge: bodies on public hosts', () => {
  it("a 30 MiB body to a tenant host's Payload REST or GraphQL is refused (413) before anything parses it", () => {
    expect(bodyRefusal({ 'content-length': String(30 * 1024 * 1024) }, false)?.status).toBe(413)
    expect(bodyRefusal({ 'content-length': '2048' }, false)).toBeNull()
    expect(bodyRefusal({ 'content-length': 'lots' }, false)?.status).toBe(413)
  })

  it('a chunked body of unknown length is refused on a tenant host (411), so no public body is unbounded', () => {
    expect(bodyRefusal({ 'transfer-encoding': 'chunked' }, false)?.status).toBe(411)
    expect(bodyRefusal({}, false)).toBeNull()
  })

  it("admin hosts keep Payload's own limits (media uploads)", () => {
    expect(bodyRefusal({ 'content-length': String(30 * 1024 * 1024) }, true)).toBeNull()
    const admin = parseAdminHosts(undefined)
    expect(['localhost', '127.0.0.1', '[::1]'].every((h) => admin.has(h))).toBe(true)
    expect(admin.has(hostname('harbour.localhost:3000'))).toBe(false)
    expect(admin.has(hostname('[::1]:3000'))).toBe(true)
    expect(parseAdminHosts('admin.dealer.example').has('localhost')).toBe(false)
  })
})

describe('bounded request bodies', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://harbour.localhost/api/x', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    })

  it('an 8 MiB JSON body is refused with 413 before it is parsed', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(8 * 1024 * 1024) })
    expect(await readJsonBody(post(big))).toMatchObject({ ok: false, status: 413 })
  })

  it('a chunked body without Content-Length is counted while read and cut off at the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++
        if (sent > 1000) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const request = new Request('http://h/api/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(await readJsonBody(request, { maxBytes: 64 * 1024 })).toMatchObject({ ok: false, status: 413 })
    expect(sent).toBeLessThan(10)
  })

  it('JSON nested 50,000 deep is a 400, not a stack overflow answered 503', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000)
    const result = await readJsonBody(post(deep), { maxBytes: 1024 * 1024 })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect((result as { error: string }).error).toMatch(/nested/)
  })

  it('a NUL character or an unpaired surrogate in any string or key is a 400 naming where', async () => {
    expect(await readJsonBody(post(JSON.stringify({ fields: { message: 'hi\u0000there' } })))).toEqual({
      ok: false,
      status: 400,
      error: "The text in 'fields.message' contains a NUL character, which is not allowed.",
    })
    const lone = '{"fields":{"message":"a\\ud800b"}}'
    expect(await readJsonBody(post(lone))).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringMatching(/unpaired surrogate/),
    })
    expect(checkJsonValue({ ['k\u0000']: 1 })).toMatch(/field name/)
    expect(checkJsonValue({ emoji: 'ok 🚗' })).toBeNull()
  })

  it('bytes that are not UTF-8 are a 400', async () => {
    expect(await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toMatchObject({ ok: false, status: 400 })
  })

  it('a query string with a NUL is refused before it reaches SQL (URLSearchParams already turns lone surrogates into U+FFFD)', () => {
    expect(checkSearchParams(new URLSearchParams('query=a%00b'))).toMatch(/NUL/)
    expect(checkSearchParams(new URLSearchParams([['query', 'a\ud800']]))).toBeNull()
    expect(checkSearchParams(new URLSearchParams('query=white ute'))).toBeNull()
  })
})

describe('ids and database data exceptions', () => {
  it('an id beyond the integer column (999999999999) is a clear 400 message, never a query', () => {
    const location = dbId('location')
    expect(location.safeParse('999999999999').success).toBe(false)
    expect(location.safeParse('999999999999').error?.issues[0]?.message).toBe(
      `location must be a whole number from 1 to ${PG_INT_MAX}`,
    )
    expect(location.safeParse(String(PG_INT_MAX)).data).toBe(PG_INT_MAX)
    for (const bad of ['0', '-1', '4.2', 'abc', '', 1.5, 2 ** 31]) expect(location.safeParse(bad).success).toBe(false)
    expect(location.parse(' 42 ')).toBe(42)
  })

  it("a Postgres data exception in Payload's REST (SQLSTATE 22xxx) is answered 400, anything else keeps its answer", async () => {
    const overflow = Object.assign(new Error('query failed'), {
      cause: Object.assign(new Error('value "999999999999" is out of range for type integer'), { code: '22003' }),
    })
    expect(sqlStateOf(overflow)).toBe('22003')
    const args = { error: overflow, context: {}, req: {} } as unknown as Parameters<typeof clientInputErrors>[0]
    expect(await clientInputErrors(args)).toMatchObject({ status: 400 })
    const other = { ...args, error: Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }) }
    expect(await clientInputErrors(other)).toBeUndefined()
  })
})

describe('admin session and other origins (CSRF)', () => {
  const origins = adminOrigins({ ADMIN_HOSTS: ['admin.group.example', 'localhost'], PORT: 3000 })

  it('the admin origins are each admin host over http and https, with and without the port', () => {
    expect(origins).toEqual(
      expect.arrayContaining(['https://admin.group.example', 'http://localhost:3000', 'https://localhost']),
    )
  })

  it("a tenant page on the same site cannot use an admin's session cookie: its Origin is not the admin's", () => {
    expect(adminSessionAllowed({ origin: 'https://www.group.example' }, origins)).toBe(false)
    expect(adminSessionAllowed({ origin: 'http://harbour.localhost:3000' }, origins)).toBe(false)
    expect(adminSessionAllowed({ origin: 'null' }, origins)).toBe(false)
    expect(adminSessionAllowed({ secFetchSite: 'same-site' }, origins)).toBe(false)
    expect(adminSessionAllowed({ secFetchSite: 'cross-site' }, origins)).toBe(false)
  })

  it('the admin itself, a direct navigation and non-browser clients (scripts, curl) keep the session', () => {
    expect(adminSessionAllowed({ origin: 'http://localhost:3000' }, origins)).toBe(true)
    expect(adminSessionAllowed({ secFetchSite: 'same-origin' }, origins)).toBe(true)
    expect(adminSessionAllowed({ secFetchSite: 'none' }, origins)).toBe(true)
    expect(adminSessionAllowed({}, origins)).toBe(true)
  })
})
