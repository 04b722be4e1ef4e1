import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { PaymentProvider } from '@/domain/payments/types'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/processSingleton'

import { createTestProvider, type TestPaymentProvider } from '../payments/testProvider'

/**
 * The tenant's deposit provider, built from its payment settings (Tenants → Payments). The secret keys are read here
 * with SQL, never through Payload (whose reads mask them: collections/fields/writeOnlySecret.ts), and never leave
 * this module but into the provider client.
 */

export type WebhookHandler = (payload: Payload, tenant: TenantSite, rawBody: string, headers: Headers) => Promise<void>

let testWebhookHandler: WebhookHandler | null = null

/** The handler the test processor's webhooks go to: the same one its HTTP route calls (set by ./payments.ts). */
export function handleTestWebhooksWith(handler: WebhookHandler): void {
  testWebhookHandler = handler
}

/** The test processor's signing secret for a tenant: derived from PAYLOAD_SECRET, never stored. */
export function testWebhookSecret(tenantSlug: string): string {
  const secret = env().PAYLOAD_SECRET ?? 'build-time-placeholder-secret'
  return crypto.createHmac('sha256', secret).update(`test-payments:${tenantSlug}`).digest('hex')
}

interface StoredSettings {
  provider: 'none' | 'test' | 'stripe'
  secretKey: string | null
  webhookSecret: string | null
}

async function storedSettings(payload: Payload, tenantId: number): Promise<StoredSettings> {
  const found = await pgPoolOf(payload).query(
    `SELECT payments_provider, payments_stripe_secret_key, payments_stripe_webhook_secret FROM tenants WHERE id = $1`,
    [tenantId],
  )
  const row = found.rows[0] as Record<string, string | null> | undefined
  return {
    provider: (row?.payments_provider as StoredSettings['provider']) ?? 'none',
    secretKey: row?.payments_stripe_secret_key ?? null,
    webhookSecret: row?.payments_stripe_webhook_secret ?? null,
  }
}

const testProviders = () => processSingleton('testPaymentProviders', () => new Map<string, TestPaymentProvider>())

/** The built-in test processor for a tenant (one per process: its webhook queue lives in it). */
export function testProviderFor(payload: Payload, tenant: TenantSite): TestPaymentProvider {
  const cache = testProviders()
  const known = cache.get(tenant.slug)
  if (known) return known
  const config = env()
  const pool = pgPoolOf(payload)
  const provider = createTestProvider({
    query: (text, params) => pool.query(text, params),
    tenantSlug: tenant.slug,
    webhookSecret: testWebhookSecret(tenant.slug),
    deliver: async (rawBody, headers) => {
      if (!testWebhookHandler) throw new Error('No handler for test payment webhooks')
      await testWebhookHandler(payload, tenant, rawBody, headers)
    },
    webhookDelivery: {
      delayMs: config.TEST_PAYMENTS_WEBHOOK_DELAY_MS,
      duplicate: config.TEST_PAYMENTS_WEBHOOK_DUPLICATE === '1',
      reorder: config.TEST_PAYMENTS_WEBHOOK_REORDER === '1',
    },
  })
  cache.set(tenant.slug, provider)
  return provider
}

/** Drops the cached test processors (tests that change the webhook options). */
export function resetTestProviders(): void {
  testProviders().clear()
}

/**
 * The provider for a tenant's deposits, or null when it has none configured (then reserve and buy online are off;
 * src/domain/reservations/settings.ts says the same for the pages).
 */
export async function providerFor(
  payload: Payload,
  tenant: TenantSite,
  kind?: 'test' | 'stripe',
): Promise<PaymentProvider | null> {
  const settings = await storedSettings(payload, Number(tenant.id))
  const wanted = kind ?? (settings.provider === 'none' ? null : settings.provider)
  if (wanted === 'test') return testProviderFor(payload, tenant)
  if (wanted === 'stripe') {
    if (!settings.secretKey || !settings.webhookSecret) return null
    const { createStripeProvider } = await import('../payments/stripeProvider')
    return createStripeProvider({
      secretKey: settings.secretKey,
      webhookSecret: settings.webhookSecret,
      apiBase: env().STRIPE_API_BASE,
    })
  }
  return null
}
