/**
 * How far a lead submission is trusted (docs/architecture/leads.md "Bot signals lower trust; they never discard").
 * Bot signals lower trust; they never discard a submission: a submission with a signal is stored as `suspected_spam`,
 * held back from the dealer's destinations and listed for the dealer to release or delete. Pure: the caller reads the
 * body and the lead it continues.
 *   judgeLead({ honeypot: '', elapsedMs: 450, minFillMs: 2000 })
 *   → { suspected: true, reasons: ['Sent 0.5 s after the form appeared (a person usually takes 2 s or more).'] }
 */

import { numberFormat } from '../numberFormat'

/** The signals that hold a lead back, and how the dealer reads each. */
export type LeadTrustInput = {
  /** the honeypot field `website` as sent (people never see it, so leave it empty) */
  honeypot: unknown
  /** `form_elapsed_ms` as sent: milliseconds from the form's first render to this step (absent from API clients) */
  elapsedMs: unknown
  /**
   * `form_prefilled` as sent: the contact details were the browser's remembered ones (LEAD-64), so a returning
   * shopper can send the form in a second; the time-to-fill is then no signal (the honeypot still is)
   */
  prefilled?: unknown
  /** the shortest time-to-fill expected of a person (MIN_FILL_MS, LEAD_MIN_FILL_MS) */
  minFillMs: number
  /** the reason an earlier step of the same lead was suspected (a multi-step lead keeps it), or null */
  earlierReason?: string | null
}

export type LeadTrust = { suspected: boolean; reasons: string[] }

/** Longest stored reason text (the lead's `suspected_reason`). */
export const SUSPECTED_REASON_MAX = 500

const SECONDS = numberFormat({ minimumFractionDigits: 0, maximumFractionDigits: 1 })
const seconds = (ms: number): string => `${SECONDS.format(ms / 1000)} s`

export const HONEYPOT_REASON =
  'The hidden anti-spam field was filled in (people do not see it; autofill sometimes does).'

export function tooFastReason(elapsedMs: number, minFillMs: number): string {
  return `Sent ${seconds(elapsedMs)} after the form appeared (a person usually takes ${seconds(minFillMs)} or more).`
}

/**
 * The trust decision for one submission step: suspected when the honeypot holds text, when the form reports a
 * time-to-fill under `minFillMs` for details it did not prefill, or when an earlier step of the same lead was
 * suspected. A submission without a time (API clients, integrations) is judged on the honeypot alone. Both the time
 * and the prefilled flag come from the browser: they catch scripts that post blindly, not a bot that reads our form,
 * which is why a signal only holds a lead back and never discards it.
 */
export function judgeLead(input: LeadTrustInput): LeadTrust {
  const reasons: string[] = []
  const earlier = typeof input.earlierReason === 'string' ? input.earlierReason.trim() : ''
  if (earlier) reasons.push(earlier)
  const honeypotFilled = input.honeypot !== undefined && input.honeypot !== null && input.honeypot !== ''
  if (honeypotFilled && !earlier.includes(HONEYPOT_REASON)) reasons.push(HONEYPOT_REASON)
  if (
    input.prefilled !== true &&
    typeof input.elapsedMs === 'number' &&
    Number.isFinite(input.elapsedMs) &&
    input.elapsedMs >= 0 &&
    input.elapsedMs < input.minFillMs
  )
    reasons.push(tooFastReason(input.elapsedMs, input.minFillMs))
  return { suspected: reasons.length > 0, reasons }
}

/** The reasons as the lead stores them (`suspected_reason`), or null for a trusted lead. */
export function suspectedReasonText(trust: LeadTrust): string | null {
  if (!trust.suspected) return null
  return trust.reasons.join(' ').slice(0, SUSPECTED_REASON_MAX)
}

/**
 * The status a stored step gets: an unfinished multi-step lead stays `in_progress` (its reason kept for the last
 * step); a finished one goes to the delivery outbox (`pending`) unless suspected, then it is held (`suspected_spam`).
 */
export function leadStatusFor(isLastStep: boolean, suspected: boolean): 'in_progress' | 'pending' | 'suspected_spam' {
  if (!isLastStep) return 'in_progress'
  return suspected ? 'suspected_spam' : 'pending'
}
