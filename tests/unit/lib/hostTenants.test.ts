/**
 * The host → tenant cache (src/lib/hostTenants.ts) against a Payload whose tenant lookups wait until let go: a
 * tenant change (clearHostCache) while a lookup runs leaves nothing of what that lookup read.
 */
import type { Payload } from 'payload'

import { clearHostCache, hostCacheSize, tenantForRequestHost } from '@/lib/hostTenants'

/** A Payload with one tenant, harbour, whose chat provider can be switched; each find waits until let go. */
function fakePayload() {
  const waiting: (() => void)[] = []
  const tenant = {
    id: 1,
    slug: 'harbour',
    chat: { enabled: false as boolean, provider_script_url: null as string | null },
  }
  const payload = {
    finds: 0,
    async find() {
      payload.finds++
      const row = structuredClone(tenant) // read now, as the database answers at the query
      await new Promise<void>((resolve) => waiting.push(resolve))
      return { docs: [row] }
    },
  }
  /** Lets the lookups go once `n` wait (or after a second: fewer asked the database than should have). */
  const letGo = async (n: number) => {
    const until = Date.now() + 1_000
    while (waiting.length < n && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1))
    waiting.splice(0).forEach((go) => go())
  }
  return { payload, tenant, letGo }
}

beforeEach(() => clearHostCache())

describe('host → tenant cache', () => {
  it('answers a host from one lookup, then from the cache', async () => {
    const { payload, letGo } = fakePayload()
    const first = tenantForRequestHost(payload as unknown as Payload, 'harbour.localhost:3000')
    const second = tenantForRequestHost(payload as unknown as Payload, 'harbour.localhost:3000')
    await letGo(1)
    expect((await first)?.id).toBe(1)
    expect(await second).toEqual(await first)
    expect((await tenantForRequestHost(payload as unknown as Payload, 'harbour.localhost:3000'))?.id).toBe(1)
    expect(payload.finds).toBe(1)
  })

  it('a lookup that read the tenant before a change is not kept, and requests after the change do not wait for it', async () => {
    const { payload, tenant, letGo } = fakePayload()
    const before = tenantForRequestHost(payload as unknown as Payload, 'harbour.localhost:3000')
    while (payload.finds < 1) await new Promise((resolve) => setTimeout(resolve, 1))
    // the tenant turns its chat on (Tenants' hooks clear the cache), while the lookup above still runs
    tenant.chat = { enabled: true, provider_script_url: 'https://chat.example/widget.js' }
    clearHostCache()
    const after = tenantForRequestHost(payload as unknown as Payload, 'harbour.localhost:3000')
    await letGo(2)
    expect((await before)?.chatOrigin).toBeNull()
    expect((await after)?.chatOrigin).toBe('https://chat.example')
    // what is cached now is what the second lookup read
    expect(await tenantForRequestHost(payload as unknown as Payload, 'harbour.localhost:3000')).toEqual(await after)
    expect(payload.finds).toBe(2)
    expect(hostCacheSize()).toBe(1)
  })
})
