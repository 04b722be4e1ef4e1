/** A lead's delivery states (src/data/leads/deliver.ts moves them along). */
export const LEAD_STATUSES = ['in_progress', 'pending', 'delivering', 'delivered', 'dead_letter'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Australian English labels for the admin. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  in_progress: 'In progress (form not finished)',
  pending: 'Pending',
  delivering: 'Delivering',
  delivered: 'Delivered',
  dead_letter: 'Delivery failed',
}
