/**
 * A lead's delivery states (src/data/leads/deliver.ts moves them along), each with its Australian English label for
 * the admin, in the order the admin lists them.
 */
export const LEAD_STATUS_LABELS = {
  in_progress: 'In progress (form not finished)',
  pending: 'Pending',
  delivering: 'Delivering',
  delivered: 'Delivered',
  dead_letter: 'Delivery failed',
  suspected_spam: 'Suspected spam (held)',
}
export type LeadStatus = keyof typeof LEAD_STATUS_LABELS
export const LEAD_STATUSES = Object.keys(LEAD_STATUS_LABELS) as [LeadStatus, ...LeadStatus[]]

/** A lead held back from delivery by bot signals (src/domain/leads/trust.ts) until the dealer releases or deletes it. */
export const SUSPECTED_SPAM: LeadStatus = 'suspected_spam'
