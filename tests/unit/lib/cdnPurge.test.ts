/**
 * The CDN purge (src/lib/pageCachePurge.ts) against a real HTTP server standing in for the CDN's purge API: one POST
 * per tenant a second after a burst of changes, naming the keys the edge marks its pages with (src/lib/purgeScope.mjs)
 * — a car's tags and the tenant's pages of unknown reads, merged over the burst, or the whole tenant once a content
 * tag was in it — with the token header and the tenant's hosts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { TENANT_HOSTS } from '@/lib/edgeContract.mjs'

const received: { token: string | undefined; body: { tenantId: number; tags: string[]; hosts: string[] } }[] = []
const sink = http.createServer((req, res) => {
  let text = ''
  req.on('data', (chunk) => (text += chunk))
  req.on('end', () => {
    received.push({ token: req.headers['x-purge-token'] as string | undefined, body: JSON.parse(text) })
    res.writeHead(200).end('{}')
  })
})

let purgePagesForTags: (tags: readonly string[]) => void

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  process.env.CDN_PURGE_URL = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/purge`
  process.env.CDN_PURGE_TOKEN = 'cdn-token'
  TENANT_HOSTS.set(async (id) => [`t${id}.example.com`])
  ;({ purgePagesForTags } = await import('@/lib/pageCachePurge'))
})
afterAll(async () => {
  TENANT_HOSTS.set(undefined)
  delete process.env.CDN_PURGE_URL
  delete process.env.CDN_PURGE_TOKEN
  await new Promise((resolve) => sink.close(resolve))
})

/** Waits until `n` purges arrived (the debounce is a second). */
async function arrived(n: number) {
  const until = Date.now() + 5_000
  while (received.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
  return received.slice(0, n)
}

describe('the CDN purge', () => {
  it("names a burst's car tags once per tenant, or the whole tenant when a content tag was in it", async () => {
    purgePagesForTags(['t:3:vehicle-lists', 't:3:vehicle:mazda-cx-5'])
    purgePagesForTags(['t:3:vehicle-lists', 't:3:vehicle:kia-rio'])
    purgePagesForTags(['t:4:vehicle-lists', 't:4:vehicle:ford-ranger'])
    purgePagesForTags(['t:4:pages'])
    const purges = await arrived(2)
    await new Promise((r) => setTimeout(r, 300))
    expect(received).toHaveLength(2)
    const byTenant = Object.fromEntries(purges.map((p) => [p.body.tenantId, p]))
    expect(byTenant[3]?.body).toEqual({
      tenantId: 3,
      tags: ['t:3:vehicle-lists', 't:3:vehicle:kia-rio', 't:3:vehicle:mazda-cx-5', 't:3:unknown-reads'],
      hosts: ['t3.example.com'],
    })
    expect(byTenant[4]?.body.tags).toEqual(['tenant-4'])
    expect(purges.every((p) => p.token === 'cdn-token')).toBe(true)
  })

  it('sends nothing for a purge of every tenant (the CDN keeps its own expiry) or a tag of no tenant', async () => {
    const before = received.length
    purgePagesForTags(['tenants'])
    purgePagesForTags(['search-vocabulary'])
    await new Promise((r) => setTimeout(r, 1_400))
    expect(received.length).toBe(before)
  })
})
