import { STEP_TITLES } from '../../../src/domain/checkout/steps'
import { RESERVATION_STATUS_LABELS } from '../../../src/domain/reservations/states'

/**
 * Codes the server stores as text, in the words staff read, by collection and field name: a buy-online journey's
 * step ('trade-in' → 'Trade-in'), a reservation's statuses in its history ('converted' → 'Sold').
 */
const WORDS: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  'checkout-journeys': { step: STEP_TITLES },
  reservations: { from: RESERVATION_STATUS_LABELS, to: RESERVATION_STATUS_LABELS },
}

/** The words for a stored code, the code itself when it has none, '—' when empty. */
export function inWords(collection: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const code = String(value)
  return WORDS[collection]?.[field]?.[code] ?? code
}
