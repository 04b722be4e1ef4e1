/**
 * Admin and host security on a real PostgreSQL: the tenant of an API request comes from the Host the edge
 * settled on, never from a client's X-Forwarded-Host; the host → tenant cache stays bounded under random hosts;
 * logins are throttled per client address, an account cannot be locked from one address, and a wrong password costs
 * the same hashing whether or not the email exists.
 */
import crypto from 'node:crypto'
import { jest } from '@jest/globals'

import config from '@payload-config'
import { GRAPHQL_POST, REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import {
  HOST_CACHE_MAX,
  UNKNOWN_HOST_CACHE_MAX,
  clearHostCache,
  hostCacheSize,
  tenantForRequestHost,
} from '@/lib/hostTenants'
import { EDGE_SECRET } from '@/lib/edgeContract.mjs'
import { resetLocalLimits } from '@/lib/sharedLimits'

import { FORGOT_PER_ADDRESS, LOGIN_FAILURES_PER_ADDRESS } from '../../collections/Users/hooks/loginThrottle'
import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

let payload: Payload
let alpha: Doc
let bravo: Doc

const restGet = REST_GET(config)
const restPost = REST_POST(config)

/** Payload's REST handler with exactly these headers (no HTTP server; the edge's work is simulated by the caller). */
async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
  const h = new Headers({ accept: 'application/json', ...headers })
  if (body !== undefined) h.set('content-type', 'application/json')
  const request = new Request(new URL(path, `http://${headers.host ?? 'localhost:3000'}`), {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(path, 'http://x').pathname.slice('/api/'.length).split('/').filter(Boolean)
  const handler = method === 'GET' ? restGet : restPost
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: Doc = {}
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    json = { raw: text }
  }
  return { status: response.status, body: json, headers: response.headers }
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
  alpha = await tenant('Alpha Security Motors', 'sec-alpha')
  bravo = await tenant('Bravo Security Motors', 'sec-bravo')
  await createScoped(payload, 'pages', alpha.id, 'Alpha')
  await createScoped(payload, 'pages', bravo.id, 'Bravo')
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('one host resolver', () => {
  it("X-Forwarded-Host from a client does not switch the REST API to another tenant's documents", async () => {
    const res = await call('GET', '/api/pages?depth=0&limit=50', {
      host: 'sec-alpha.localhost:3000',
      'x-forwarded-host': 'sec-bravo.localhost:3000',
    })
    expect(res.status).toBe(200)
    const tenants = new Set((res.body.docs as Doc[]).map((d) => d.tenant))
    expect([...tenants]).toEqual([alpha.id])
  })

  it('X-Forwarded-Host alone, on the platform host, reads no tenant at all', async () => {
    const res = await call('GET', '/api/pages?depth=0&limit=50', {
      host: 'localhost:3000',
      'x-forwarded-host': 'sec-bravo.localhost:3000',
    })
    // anonymous reads on the platform host are refused outright (no tenant), never Bravo's pages
    expect(res.status).toBe(403)
    expect(res.body.docs).toBeUndefined()
  })

  it('the host → tenant cache stays bounded when fed random Host headers well past its bound (memory exhaustion)', async () => {
    clearHostCache()
    const bound = HOST_CACHE_MAX + UNKNOWN_HOST_CACHE_MAX
    // a real tenant first: the flood of unknown hosts must not push it out
    expect((await tenantForRequestHost(payload, 'sec-alpha.localhost:3000'))?.id).toBe(alpha.id)
    let max = 0
    // three times the unknown cache's size in distinct hosts, 50 at a time: every one is a real lookup on PostgreSQL
    // (an unknown domain), so the cache fills, then has to evict for two more full rounds
    const hosts = 3 * UNKNOWN_HOST_CACHE_MAX
    for (let i = 0; i < hosts; i += 50) {
      const batch = Array.from(
        { length: 50 },
        (_, j) => `r${i + j}-${Math.random().toString(36).slice(2, 8)}.example.com`,
      )
      const answers = await Promise.all(batch.map((host) => tenantForRequestHost(payload, host)))
      expect(answers.every((a) => a === null)).toBe(true)
      max = Math.max(max, hostCacheSize())
    }
    expect(max).toBeLessThanOrEqual(bound)
    // full, not merely small: the unknown hosts' cache reached its size and stayed there, beside the one known host
    expect(hostCacheSize()).toBe(UNKNOWN_HOST_CACHE_MAX + 1)
    // the real tenants still resolve, by slug host
    expect((await tenantForRequestHost(payload, 'sec-alpha.localhost:3000'))?.id).toBe(alpha.id)
  }, 600_000)
})

describe('sign-in abuse', () => {
  const EDGE = 'security-admin-test-edge'
  const PASSWORD = 'Test-Passw0rd-2026'
  const graphqlPost = GRAPHQL_POST(config)
  /** Headers as the edge writes them for a client at `address` on the admin host. */
  const from = (address: string) => ({ host: 'localhost:3000', 'x-forwarded-for': address, 'x-dp-edge': EDGE })
  const login = (address: string, email: string, password: string) =>
    call('POST', '/api/users/login', from(address), { email, password })

  beforeAll(async () => {
    EDGE_SECRET.set(EDGE)
    for (const email of ['owner@sec.test', 'timing@sec.test', 'happy@sec.test'])
      await payload.create({
        collection: 'users',
        data: { email, password: PASSWORD, roles: ['marketing'], tenants: [{ tenant: alpha.id }] } as never,
        overrideAccess: true,
      })
  })
  beforeEach(() => resetLocalLimits())

  it(`password guessing: after ${LOGIN_FAILURES_PER_ADDRESS} failed sign-ins from one address the next is 429 with Retry-After, even for a new email`, async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      const res = await login('203.0.113.10', i % 2 ? 'owner@sec.test' : `nobody${i}@sec.test`, 'wrong-password')
      expect(res.status).toBe(401)
    }
    const refused = await login('203.0.113.10', 'someone-new@sec.test', 'wrong-password')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.stringify(refused.body)).toMatch(/Too many failed sign-in attempts.*try again in \d+ minute/i)
    // even the right password is not tried from that address until the window passes
    expect((await login('203.0.113.10', 'owner@sec.test', PASSWORD)).status).toBe(429)
    // GraphQL's loginUser is the same operation: throttled too
    const gql = await graphqlPost(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { ...from('203.0.113.10'), 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { loginUser(email: "owner@sec.test", password: "x") { token } }' }),
      }),
    )
    expect(JSON.stringify(await gql.json())).toMatch(/Too many failed sign-in attempts/)
    // another address is not affected
    expect((await login('203.0.113.11', 'owner@sec.test', 'wrong-password')).status).toBe(401)
  })

  it('an admin cannot be locked out by one address: once it is throttled, the owner still signs in from elsewhere', async () => {
    let status = 401
    let attempts = 0
    while (status === 401 && attempts < 100) {
      status = (await login('198.51.100.7', 'owner@sec.test', 'wrong-password')).status
      attempts++
    }
    expect(status).toBe(429)
    const owner = await login('198.51.100.99', 'owner@sec.test', PASSWORD)
    expect(owner.status).toBe(200)
    expect(typeof owner.body.token).toBe('string')
  })

  it('successful sign-ins do not use up an address’s allowance', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS + 2; i++)
      expect((await login('203.0.113.20', 'happy@sec.test', PASSWORD)).status).toBe(200)
    expect((await login('203.0.113.20', 'happy@sec.test', 'wrong-password')).status).toBe(401)
  })

  it('admin email enumeration by timing: a wrong password for an unknown email costs the same hashing as for a real account', async () => {
    // The answer time is the password hash's time (~180 ms against ~4 ms without it), so the proof is the work
    // itself, not a stopwatch: each sign-in runs the same PBKDF2 (same iterations, same key length), exactly once.
    const hashes: string[] = []
    const pbkdf2 = crypto.pbkdf2
    const spy = jest.spyOn(crypto, 'pbkdf2').mockImplementation(((...args: Parameters<typeof crypto.pbkdf2>) => {
      hashes.push(`${args[2]} iterations, ${args[3]}-byte ${args[4]}`)
      return pbkdf2(...args)
    }) as typeof crypto.pbkdf2)
    const work = async (address: string, email: string) => {
      hashes.length = 0
      const res = await login(address, email, 'wrong-password')
      expect(res.status).toBe(401)
      return [...hashes]
    }
    try {
      const known = await work('192.0.2.10', 'timing@sec.test')
      const unknown = await work('192.0.2.50', 'ghost@sec.test')
      expect(known).toEqual(['600000 iterations, 32-byte sha256'])
      expect(unknown).toEqual(known)
    } finally {
      spy.mockRestore()
    }
  })

  it('forgot-password tells nothing about which emails exist, and is throttled per address', async () => {
    const real = await call('POST', '/api/users/forgot-password', from('203.0.113.30'), { email: 'owner@sec.test' })
    const ghost = await call('POST', '/api/users/forgot-password', from('203.0.113.30'), { email: 'ghost@sec.test' })
    expect(real.status).toBe(200)
    expect({ status: ghost.status, body: ghost.body }).toEqual({ status: real.status, body: real.body })
    for (let i = 2; i < FORGOT_PER_ADDRESS; i++)
      await call('POST', '/api/users/forgot-password', from('203.0.113.30'), { email: `x${i}@sec.test` })
    const refused = await call('POST', '/api/users/forgot-password', from('203.0.113.30'), { email: 'owner@sec.test' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
  })
})
