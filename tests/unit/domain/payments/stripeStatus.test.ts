import { fullyRefunded, paymentStateOfIntent, type IntentSnapshot } from '@/domain/payments/stripeStatus'

const intent = (status: string, change: Partial<IntentSnapshot> = {}): IntentSnapshot => ({
  status,
  lastPaymentErrorMessage: null,
  latestCharge: null,
  ...change,
})
const charge = (amountRefunded: number, refunded = false) => ({
  amount: 20_000,
  amountCaptured: 20_000,
  amountRefunded,
  refunded,
})

describe('Stripe PaymentIntent status → deposit state', () => {
  it.each(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'])(
    '%s is requires_payment',
    (status) => {
      expect(paymentStateOfIntent(intent(status))).toBe('requires_payment')
    },
  )

  it('requires_payment_method after a declined attempt is failed', () => {
    const declined = intent('requires_payment_method', { lastPaymentErrorMessage: 'Your card was declined.' })
    expect(paymentStateOfIntent(declined)).toBe('failed')
  })

  it('requires_capture (manual capture: the deposit is held) is authorised', () => {
    expect(paymentStateOfIntent(intent('requires_capture'))).toBe('authorised')
  })

  it('succeeded is captured; with its latest charge fully refunded it is refunded (RES-06)', () => {
    expect(paymentStateOfIntent(intent('succeeded'))).toBe('captured')
    expect(paymentStateOfIntent(intent('succeeded', { latestCharge: charge(0) }))).toBe('captured')
    expect(paymentStateOfIntent(intent('succeeded', { latestCharge: charge(5_000) }))).toBe('captured')
    expect(paymentStateOfIntent(intent('succeeded', { latestCharge: charge(20_000) }))).toBe('refunded')
    expect(paymentStateOfIntent(intent('succeeded', { latestCharge: charge(0, true) }))).toBe('refunded')
  })

  it('canceled is cancelled', () => {
    expect(paymentStateOfIntent(intent('canceled'))).toBe('cancelled')
  })

  it('a status it does not know throws instead of guessing', () => {
    expect(() => paymentStateOfIntent(intent('requires_reauthorization'))).toThrow(/requires_reauthorization/)
  })

  it('a partly captured charge is fully refunded when the captured part is returned', () => {
    expect(fullyRefunded({ amount: 20_000, amountCaptured: 15_000, amountRefunded: 15_000, refunded: false })).toBe(
      true,
    )
    expect(fullyRefunded({ amount: 20_000, amountCaptured: 0, amountRefunded: 0, refunded: false })).toBe(false)
  })
})
