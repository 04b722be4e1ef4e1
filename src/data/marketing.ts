import 'server-only'

import type { Payload } from 'payload'

import type { TenantId } from '@/domain/ids'
import {
  normaliseEmail,
  signUnsubscribeToken,
  unsubscribePath,
  verifyUnsubscribeToken,
  type VerifyResult,
} from '@/domain/marketing/unsubscribeToken'
import type { TenantSite } from '@/domain/site'
import { requireEnv } from '@/lib/env'
import { unsubscribeKeyFrom } from '@/lib/unsubscribeKey'

import { siteOrigin } from './tenants'

/**
 * Marketing opt-outs per tenant (collection marketing-opt-outs) and the signed unsubscribe links that make them.
 *
 * The signing key comes from PAYLOAD_SECRET (src/lib/unsubscribeKey.ts).
 *
 * Consent rule: the newest choice wins. An unsubscribe stores a row; an enquiry later made
 * with the marketing box ticked ("Yes, I would like to subscribe…") removes it (resubscribeFromLead). An enquiry
 * without the tick leaves an opt-out as it is. Anything that sends marketing asks mayMarket() first.
 */

export function unsubscribeKey(): Buffer {
  return unsubscribeKeyFrom(requireEnv('PAYLOAD_SECRET'))
}

/** The absolute link for a mail to `email` from `tenant`: https://{host}/pages/unsubscribe?token=… */
export function unsubscribeUrl(tenant: TenantSite, email: string): string {
  return `${siteOrigin(tenant)}${unsubscribePath(signUnsubscribeToken({ tenantId: tenant.id, email }, unsubscribeKey()))}`
}

/**
 * A presented token checked for this site's tenant: a valid signature for another tenant is refused like a forged
 * one (tenant A's link cannot unsubscribe anyone from tenant B, even on B's host).
 */
export function verifyForTenant(token: unknown, tenantId: TenantId, key = unsubscribeKey()): VerifyResult {
  const result = verifyUnsubscribeToken(token, key)
  if (result.ok && String(result.tenantId) !== String(tenantId)) return { ok: false, reason: 'signature' }
  return result
}

type Source = 'link' | 'admin' | 'import'

/** Whether the address has opted out of the tenant's marketing. */
export async function isOptedOut(payload: Payload, tenantId: TenantId, email: string): Promise<boolean> {
  const address = normaliseEmail(email)
  if (!address) return false
  const found = await payload.count({
    collection: 'marketing-opt-outs',
    where: { and: [{ tenant: { equals: tenantId } }, { email: { equals: address } }] },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}

/**
 * Which of these addresses have opted out of the tenant's marketing (normalised, as stored): one read for many
 * recipients (the alert job asks once per tenant and run).
 */
export async function optedOutAmong(
  payload: Payload,
  tenantId: TenantId,
  emails: Iterable<string>,
): Promise<Set<string>> {
  const addresses = [...new Set([...emails].map(normaliseEmail).filter((a): a is string => Boolean(a)))]
  const out = new Set<string>()
  for (let i = 0; i < addresses.length; i += OPT_OUT_READ) {
    const found = await payload.find({
      collection: 'marketing-opt-outs',
      where: { and: [{ tenant: { equals: tenantId } }, { email: { in: addresses.slice(i, i + OPT_OUT_READ) } }] },
      select: { email: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of found.docs) if (doc.email) out.add(doc.email)
  }
  return out
}
const OPT_OUT_READ = 1000

/** Whether marketing may go to the address: it has not opted out of this tenant's (alerts and newsletters ask this). */
export async function mayMarket(payload: Payload, tenantId: TenantId, email: string): Promise<boolean> {
  return !(await isOptedOut(payload, tenantId, email))
}

/**
 * Stores the opt-out (once: a second unsubscribe of the same address is a no-op that still answers true).
 * Returns false only for an address that is not one.
 */
export async function optOut(payload: Payload, tenantId: TenantId, email: string, source: Source): Promise<boolean> {
  const address = normaliseEmail(email)
  if (!address) return false
  if (await isOptedOut(payload, tenantId, address)) return true
  try {
    await payload.create({
      collection: 'marketing-opt-outs',
      data: { tenant: Number(tenantId), email: address, source, unsubscribed_at: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // two clicks at once: the unique (tenant, email) index keeps one row, and the loser is just as unsubscribed
    if (!(await isOptedOut(payload, tenantId, address))) throw error
  }
  return true
}

/** A lead with the marketing box ticked re-subscribes its address: the tenant's opt-out row, if any, goes. */
export async function resubscribeFromLead(
  payload: Payload,
  tenantId: TenantId,
  email: unknown,
  optIn: unknown,
): Promise<void> {
  if (optIn !== true) return
  const address = normaliseEmail(email)
  if (!address) return
  await payload.delete({
    collection: 'marketing-opt-outs',
    where: { and: [{ tenant: { equals: tenantId } }, { email: { equals: address } }] },
    overrideAccess: true,
    depth: 0,
  })
}
