/**
 * The buy-online journey's steps and their titles, apart from the journey's schemas (./journey.ts) so that code
 * needing only the words (the admin's list cells) does not ship zod to the browser: zod's `new Function` probe is a
 * CSP violation under the admin's policy (docs/architecture/security-and-access.md).
 */
export const JOURNEY_STEPS = ['car', 'trade-in', 'payment', 'delivery', 'details', 'deposit', 'summary'] as const
export type JourneyStep = (typeof JOURNEY_STEPS)[number]

export const STEP_TITLES: Record<JourneyStep, string> = {
  car: 'Your car',
  'trade-in': 'Trade-in',
  payment: 'Payment method',
  delivery: 'Delivery or pick-up',
  details: 'Your details',
  deposit: 'Deposit',
  summary: 'Summary',
}
