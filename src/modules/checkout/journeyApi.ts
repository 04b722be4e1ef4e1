import type { JourneyStep, JourneyView } from '@/domain/checkout/journey'

export type SaveOutcome =
  | { ok: true; journey: JourneyView }
  | { ok: false; status: number; error: string; fieldErrors: Record<string, string>; signIn: string | null }

/** Saves one step (POST /api/checkout-journey); 'summary' sends the journey to the dealer. */
export async function saveStep(carId: string, step: JourneyStep, answers: object): Promise<SaveOutcome> {
  let response: Response
  try {
    response = await fetch('/api/checkout-journey', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: carId, step, answers }),
    })
  } catch {
    return {
      ok: false,
      status: 0,
      error: 'Could not reach the dealer. Check your connection and try again.',
      fieldErrors: {},
      signIn: null,
    }
  }
  const body = (await response.json().catch(() => ({}))) as {
    journey?: JourneyView
    error?: string
    fieldErrors?: Record<string, string>
    signIn?: string
  }
  if (response.ok && body.journey) return { ok: true, journey: body.journey }
  return {
    ok: false,
    status: response.status,
    error: body.error ?? 'Something went wrong. Please try again.',
    fieldErrors: body.fieldErrors ?? {},
    signIn: body.signIn ?? null,
  }
}
