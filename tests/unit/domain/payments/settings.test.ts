import { completeStripeKeys, depositsAvailable } from '@/domain/payments/settings'

const KEYS = { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' }

describe('payment settings', () => {
  it('deposits are taken by the test processor, or by Stripe with all three keys', () => {
    expect(depositsAvailable({ provider: 'test' })).toBe(true)
    expect(depositsAvailable({ provider: 'stripe', stripe: KEYS })).toBe(true)
  })

  it('no provider, or Stripe with a key missing or blank, takes no deposits', () => {
    expect(depositsAvailable({ provider: 'none', stripe: KEYS })).toBe(false)
    expect(depositsAvailable({ provider: 'stripe' })).toBe(false)
    expect(depositsAvailable({ provider: 'stripe', stripe: { ...KEYS, secretKey: null } })).toBe(false)
    expect(depositsAvailable({ provider: 'stripe', stripe: { ...KEYS, publishableKey: '  ' } })).toBe(false)
    expect(depositsAvailable({ provider: 'stripe', stripe: { ...KEYS, webhookSecret: '' } })).toBe(false)
  })

  it('complete keys are returned trimmed', () => {
    expect(completeStripeKeys({ ...KEYS, secretKey: ' sk_test_1 ' })).toEqual(KEYS)
  })
})
