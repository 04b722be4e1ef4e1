/**
 * The buy-online journey's calls to the reservation API (POST /api/reserve; src/app/(site)/api/reserve/route.ts),
 * in one place so the contract is easy to adjust. Every answer the API can give becomes one outcome the deposit step
 * shows; a 404 (the API not there, or deposits off) is 'unavailable': the shopper continues without a deposit.
 */

export interface DepositContact {
  first_name: string
  last_name: string
  email: string
  phone: string
}

export type DepositPayment =
  { provider: 'test'; payUrl: string } | { provider: 'stripe'; clientSecret: string; publishableKey: string }

export type DepositOutcome =
  | { kind: 'created'; reference: string; amountText: string; payment: DepositPayment }
  | { kind: 'unavailable' }
  | { kind: 'held'; error: string; similarUrl: string | null }
  | { kind: 'sign-in' }
  | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
  | { kind: 'failed'; error: string }

const FAILED = 'The deposit could not be started. Please try again.'

type Body = {
  reference?: string
  amountText?: string
  payment?: DepositPayment
  error?: string
  similarUrl?: string
  fieldErrors?: Record<string, string>
}

/** Starts a refundable deposit for the journey's car. `idempotencyKey` makes a retry the same deposit. */
export async function startDeposit(input: {
  carId: string
  journeyId: number
  contact: DepositContact
  idempotencyKey: string
}): Promise<DepositOutcome> {
  let response: Response
  try {
    response = await fetch('/api/reserve', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': input.idempotencyKey },
      body: JSON.stringify({
        car_id: input.carId,
        kind: 'buy_online',
        journey_id: input.journeyId,
        contact: input.contact,
      }),
    })
  } catch {
    return { kind: 'failed', error: FAILED }
  }
  const body = (await response.json().catch(() => ({}))) as Body
  if (response.status === 201 && body.reference && body.payment)
    return { kind: 'created', reference: body.reference, amountText: body.amountText ?? '', payment: body.payment }
  // 404: deposits off for this car or tenant
  if (response.status === 404) return { kind: 'unavailable' }
  if (response.status === 409)
    return {
      kind: 'held',
      error: body.error ?? 'This car is already held for another buyer.',
      similarUrl: body.similarUrl ?? null,
    }
  if (response.status === 401) return { kind: 'sign-in' }
  if (response.status === 422)
    return { kind: 'invalid', error: body.error ?? FAILED, fieldErrors: body.fieldErrors ?? {} }
  return { kind: 'failed', error: body.error ?? FAILED }
}

/** Where the test provider's payment page sends the shopper back to: the journey. */
export function testPaymentHref(payUrl: string, journeyPath: string): string {
  return `${payUrl}&return=${encodeURIComponent(journeyPath)}`
}
