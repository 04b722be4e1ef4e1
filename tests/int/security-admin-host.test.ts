/**
 * Admin credentials on a real PostgreSQL, through the handlers the app mounts for Payload's REST and GraphQL
 * (guardPayloadHandler, src/lib/adminCredentials.ts) and the request proxy (src/proxy.ts): an admin's token in an
 * `Authorization` header or a `payload-token` cookie is honoured on the admin host only, never on a tenant's host
 * (where the tenant's chat script runs); and behind a trusted proxy that says https, answers carry
 * Strict-Transport-Security and every auth cookie `Secure` — never because an untrusted client said so.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { GRAPHQL_POST, REST_GET, REST_POST } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { guardPayloadHandler } from '@/lib/adminCredentials'
import { proxy } from '@/proxy'

import { canonicalise, parseTrustedProxies } from '../../server/edge.mjs'
import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const PASSWORD = 'Test-Passw0rd-2026'
const ADMIN_HOST = 'localhost:3000'
const restGet = guardPayloadHandler(REST_GET(config))
const restPost = guardPayloadHandler(REST_POST(config))
const graphqlPost = guardPayloadHandler(GRAPHQL_POST(config))

let payload: Payload
let harbour: Doc
let westside: Doc
let harbourLead: Doc
let token: string
const stamp = Date.now().toString(36)

type Answer = { status: number; body: Doc; headers: Headers }

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  let body: Doc = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    body = { raw: text }
  }
  return { status: response.status, body, headers: response.headers }
}

/** Payload's REST, as mounted by the app, with exactly these headers. */
async function rest(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
  const h = new Headers({ accept: 'application/json', ...headers })
  if (body !== undefined) h.set('content-type', 'application/json')
  const url = new URL(path, `http://${headers.host}`)
  const request = new Request(url, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) })
  const slug = url.pathname.slice('/api/'.length).split('/').filter(Boolean)
  const handler = method === 'GET' ? restGet : restPost
  return answer(await handler(request, { params: Promise.resolve({ slug }) }))
}

async function gql(query: string, headers: Record<string, string>) {
  const request = new Request(`http://${headers.host}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })
  return answer(await graphqlPost(request))
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = (name: string, slug: string) =>
    payload.create({
      collection: 'tenants',
      data: { name, slug, template: 'group', dealer_group: slug } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    }) as Promise<Doc>
  harbour = await tenant('Harbour Credentials Motors', `cred-harbour-${stamp}`)
  westside = await tenant('Westside Credentials Cars', `cred-westside-${stamp}`)
  harbourLead = (await payload.create({
    collection: 'leads',
    data: {
      tenant: harbour.id,
      category: 'General Enquiry',
      status: 'pending',
      email: `harbour-lead-${stamp}@example.com`,
      name: 'Jo Harbour',
      fields: { name: 'Jo', email: `harbour-lead-${stamp}@example.com`, phone: '0400 000 000', postcode: '2000' },
    } as never,
    overrideAccess: true,
    depth: 0,
  })) as Doc
  const email = `marketing-${stamp}@cred.test`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles: ['marketing'], tenants: [{ tenant: harbour.id }] } as never,
    overrideAccess: true,
  })
  token = (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token as string
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe("an admin's credentials on a tenant's host", () => {
  const westsideHost = () => `${westside.slug}.localhost:3000`
  const harbourHost = () => `${harbour.slug}.localhost:3000`

  it("session riding: marketing's token in `Authorization: JWT` or `Bearer` on Westside's host reads no Harbour lead (REST /api/leads/:id)", async () => {
    for (const authorization of [`JWT ${token}`, `Bearer ${token}`]) {
      for (const host of [westsideHost(), harbourHost()]) {
        const res = await rest('GET', `/api/leads/${harbourLead.id}?depth=0`, { host, authorization })
        expect({ host, authorization: authorization.split(' ')[0], status: res.status }).toEqual({
          host,
          authorization: authorization.split(' ')[0],
          status: 403,
        })
        expect(JSON.stringify(res.body)).not.toContain(harbourLead.email)
      }
    }
  })

  it('the same token in a payload-token cookie is ignored there too, and /api/users/me answers no one', async () => {
    const cookie = `payload-token=${token}; theme=dark`
    const lead = await rest('GET', `/api/leads/${harbourLead.id}?depth=0`, { host: westsideHost(), cookie })
    expect(lead.status).toBe(403)
    for (const headers of [{ authorization: `JWT ${token}` }, { cookie }] as Record<string, string>[]) {
      const me = await rest('GET', '/api/users/me', { host: westsideHost(), ...headers })
      expect(me.body.user ?? null).toBeNull()
    }
  })

  it('GraphQL on a tenant host answers the token with no leads and no user', async () => {
    const res = await gql('{ Leads(limit: 10) { docs { id email } } meUser { user { email } } }', {
      host: westsideHost(),
      authorization: `JWT ${token}`,
    })
    expect(res.body.data?.Leads?.docs ?? []).toEqual([])
    expect(res.body.data?.meUser?.user ?? null).toBeNull()
    expect(JSON.stringify(res.body)).not.toContain(harbourLead.email)
  })

  it('the request proxy drops the Authorization header on every tenant API path, also under a site route prefix; only a feed keeps its own token', async () => {
    for (const path of [`/api/leads/${harbourLead.id}`, '/api/users/me', '/api/graphql', '/api/pages']) {
      const request = new NextRequest(`http://${westsideHost()}${path}`, {
        headers: { host: westsideHost(), authorization: `JWT ${token}`, cookie: `payload-token=${token}` },
      })
      const response = await proxy(request)
      // /api/users/… is not found on a tenant host; the rest continue without the credentials
      if (response.status === 404) continue
      expect(response.headers.get('x-middleware-request-authorization')).toBeNull()
      expect(response.headers.get('x-middleware-request-cookie')).toBeNull()
      const overridden = response.headers.get('x-middleware-override-headers') ?? ''
      expect(overridden.split(',')).not.toContain('authorization')
    }
    // a feed's own Bearer token (not a staff credential) still reaches the feed route
    const feed = await proxy(
      new NextRequest(`http://${westsideHost()}/api/feeds/google-vehicle-ads.xml`, {
        headers: { host: westsideHost(), authorization: 'Bearer feed-token', cookie: `payload-token=${token}` },
      }),
    )
    expect(feed.headers.get('x-middleware-request-authorization')).toBe('Bearer feed-token')
    expect(feed.headers.get('x-middleware-request-cookie')).toBeNull()
  })
})

describe("an admin's credentials on the admin host", () => {
  it('the token is honoured on the admin host: REST /api/leads/:id and /api/users/me, and GraphQL', async () => {
    const lead = await rest('GET', `/api/leads/${harbourLead.id}?depth=0`, {
      host: ADMIN_HOST,
      authorization: `JWT ${token}`,
    })
    expect(lead.status).toBe(200)
    expect(lead.body.email).toBe(harbourLead.email)
    const me = await rest('GET', '/api/users/me', { host: ADMIN_HOST, authorization: `Bearer ${token}` })
    expect(me.body.user?.email).toBe(`marketing-${stamp}@cred.test`)
    const graph = await gql('{ Leads(limit: 50) { docs { email } } }', {
      host: ADMIN_HOST,
      authorization: `JWT ${token}`,
    })
    expect((graph.body.data?.Leads?.docs as Doc[]).map((d) => d.email)).toContain(harbourLead.email)
  })
})

describe('https behind a trusted proxy: HSTS and Secure auth cookies', () => {
  /**
   * A real HTTP server doing what the edge does (canonicalise with TRUSTED_PROXIES) before the app's proxy and
   * Payload's login handler see the request. The test client connects from 127.0.0.1.
   */
  async function withEdge<T>(trustedSpec: string, run: (base: string) => Promise<T>): Promise<T> {
    const trusted = parseTrustedProxies(trustedSpec)
    const server = http.createServer((req, res) => {
      canonicalise(req, trusted)
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        void (async () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(req.headers))
            if (typeof value === 'string') headers.set(name, value)
          const url = `http://${req.headers.host}${req.url}`
          const body = chunks.length ? Buffer.concat(chunks) : undefined
          // the app's proxy first (its headers: HSTS), then Payload's login as the app mounts it
          const proxied = await proxy(new NextRequest(url, { method: req.method, headers }))
          const slug = new URL(url).pathname.slice('/api/'.length).split('/').filter(Boolean)
          const login = await restPost(new Request(url, { method: req.method, headers, body }), {
            params: Promise.resolve({ slug }),
          })
          const out: Record<string, string | string[]> = {}
          proxied.headers.forEach((value, name) => {
            if (!name.startsWith('x-middleware')) out[name] = value
          })
          out['set-cookie'] = login.headers.getSetCookie()
          res.writeHead(login.status, out)
          res.end(await login.text())
        })().catch((error: Error) => {
          res.writeHead(500)
          res.end(error.message)
        })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      return await run(`http://127.0.0.1:${port}`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  const signIn = (base: string) =>
    fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { host: ADMIN_HOST, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: `marketing-${stamp}@cred.test`, password: PASSWORD }),
    })

  it('X-Forwarded-Proto: https from a trusted proxy: Strict-Transport-Security and a Secure payload-token cookie', async () => {
    await withEdge('loopback', async (base) => {
      const res = await signIn(base)
      expect(res.status).toBe(200)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
      const cookies = res.headers.getSetCookie()
      const session = cookies.find((c) => c.startsWith('payload-token='))
      expect(session).toBeDefined()
      expect(session).toMatch(/;\s*Secure(;|$)/i)
      expect(session).toMatch(/HttpOnly/i)
    })
  })

  it('SSL stripping: the same header from an untrusted address sets neither HSTS nor Secure', async () => {
    await withEdge('203.0.113.0/24', async (base) => {
      const res = await signIn(base)
      expect(res.status).toBe(200)
      expect(res.headers.get('strict-transport-security')).toBeNull()
      const session = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
      expect(session).toBeDefined()
      expect(session).not.toMatch(/;\s*Secure(;|$)/i)
    })
  })
})
