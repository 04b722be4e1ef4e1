/**
 * Lets src/proxy.ts ask the one host resolver (src/lib/hostTenants.ts) which chat provider a tenant's pages may load,
 * without bundling Payload into the proxy: src/instrumentation.ts registers this lookup on globalThis at server start
 * (the proxy runs in the same Node process). Unregistered (say, during `next build`), the proxy allows no provider.
 */
import type { Payload } from 'payload'

import { TENANT_HOST_LOOKUP } from './edgeContract.mjs'
import { tenantForRequestHost, type HostTenant } from './hostTenants'

/** `payload` gives the process's Payload instance (src/data/payload.ts payloadClient, passed in by the caller). */
export function registerTenantHostLookup(payload: () => Promise<Payload>): void {
  TENANT_HOST_LOOKUP.set(async (host: string): Promise<HostTenant | null> =>
    tenantForRequestHost(await payload(), host),
  )
}
