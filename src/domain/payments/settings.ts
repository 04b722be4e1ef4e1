/**
 * A tenant's payment settings and whether they let the site take a deposit. Without a provider that can take one,
 * the reserve and buy-online buttons stay off.
 */
export interface StripeKeys {
  secretKey: string | null
  publishableKey: string | null
  webhookSecret: string | null
}

export interface PaymentSettings {
  provider: 'none' | 'test' | 'stripe'
  stripe?: StripeKeys
}

/** The Stripe keys when all three are filled in, else null. */
export function completeStripeKeys(
  keys: StripeKeys | undefined,
): { secretKey: string; publishableKey: string; webhookSecret: string } | null {
  const secretKey = keys?.secretKey?.trim()
  const publishableKey = keys?.publishableKey?.trim()
  const webhookSecret = keys?.webhookSecret?.trim()
  return secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret } : null
}

/** Whether the settings name a provider that can take a deposit: the test processor, or Stripe with every key. */
export function depositsAvailable(settings: PaymentSettings): boolean {
  if (settings.provider === 'test') return true
  return settings.provider === 'stripe' && completeStripeKeys(settings.stripe) !== null
}
