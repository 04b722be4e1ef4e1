/**
 * A tenant's payment settings as the site sees them (never the secret keys: those stay in the database and are read
 * only by the server's payment code). Reserve and buy online are on only when the feature switch is on AND a
 * provider is configured.
 */
import { RESERVE_HOLD_HOURS } from '../vehicle/buttons'

export const PAYMENT_SETTINGS_PROVIDERS = ['none', 'test', 'stripe'] as const
export type PaymentSettingsProvider = (typeof PAYMENT_SETTINGS_PROVIDERS)[number]

/** The longest hold a tenant may set: a card authorisation lasts 7 days. */
export const MAX_HOLD_HOURS = 168

export interface SitePayments {
  provider: 'test' | 'stripe' | null
  /** Stripe's publishable key (the Payment Element needs it in the browser); null for the test provider. */
  publishableKey: string | null
  holdHours: number
}

export interface RawPaymentSettings {
  provider?: string | null
  hold_hours?: number | null
  stripe_publishable_key?: string | null
  /** Masked or null as read through Payload; only its presence matters here. */
  stripe_secret_key?: string | null
  stripe_webhook_secret?: string | null
}

/** The settings the site runs on: Stripe counts only with all three keys set. */
export function sitePayments(raw: RawPaymentSettings | null | undefined): SitePayments {
  const hours = raw?.hold_hours
  const holdHours =
    typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= MAX_HOLD_HOURS
      ? hours
      : RESERVE_HOLD_HOURS
  if (raw?.provider === 'test') return { provider: 'test', publishableKey: null, holdHours }
  if (raw?.provider === 'stripe' && raw.stripe_publishable_key && raw.stripe_secret_key && raw.stripe_webhook_secret) {
    return { provider: 'stripe', publishableKey: raw.stripe_publishable_key, holdHours }
  }
  return { provider: null, publishableKey: null, holdHours }
}
