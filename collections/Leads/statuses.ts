/** A lead's delivery states (src/data/leads/deliver.ts moves them along). */
export const LEAD_STATUSES = [
  'in_progress',
  'pending',
  'delivering',
  'delivered',
  'dead_letter',
  'suspected_spam',
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Australian English labels for the admin. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  in_progress: 'In progress (form not finished)',
  pending: 'Pending',
  delivering: 'Delivering',
  delivered: 'Delivered',
  dead_letter: 'Delivery failed',
  suspected_spam: 'Suspected spam (held)',
}

/** A lead held back from delivery by bot signals (src/domain/leads/trust.ts) until the dealer releases or deletes it. */
export const SUSPECTED_SPAM: LeadStatus = 'suspected_spam'
