import 'server-only'

import { completeStripeKeys, type PaymentSettings } from '@/domain/payments/settings'
import { env } from '@/lib/env'

import { createStripeProvider, type StripePaymentProvider } from './stripeProvider'
import {
  createTestProvider,
  type SqlQuery,
  type TestPaymentProvider,
  type WebhookDeliver,
  type WebhookDeliveryOptions,
} from './testProvider'

export type AnyPaymentProvider = TestPaymentProvider | StripePaymentProvider

/** What the built-in test processor needs; Stripe needs only the tenant's keys. */
export interface PaymentProviderDeps {
  query: SqlQuery
  tenantSlug: string
  /** Signs and verifies the test processor's webhooks. */
  testWebhookSecret: string
  /** The app's webhook handler, the one its HTTP webhook route calls. */
  deliver: WebhookDeliver
  webhookDelivery?: WebhookDeliveryOptions
  /** Another Stripe API origin; default STRIPE_API_BASE (tests only), else Stripe's own. */
  stripeApiBase?: string
}

/**
 * The tenant's payment provider, or null when it takes no deposits: provider 'none', or Stripe without all three
 * keys (reserve and buy online then stay off).
 */
export function paymentProviderFor(settings: PaymentSettings, deps: PaymentProviderDeps): AnyPaymentProvider | null {
  if (settings.provider === 'test') {
    return createTestProvider({
      query: deps.query,
      tenantSlug: deps.tenantSlug,
      webhookSecret: deps.testWebhookSecret,
      deliver: deps.deliver,
      webhookDelivery: deps.webhookDelivery,
    })
  }
  if (settings.provider !== 'stripe') return null
  const keys = completeStripeKeys(settings.stripe)
  if (!keys) return null
  return createStripeProvider({
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret,
    apiBase: deps.stripeApiBase ?? env().STRIPE_API_BASE,
  })
}

export type { StripePaymentProvider } from './stripeProvider'
export type { PayResult, TestPaymentProvider } from './testProvider'
