import type { LeadDestination } from '../payload-types'

/**
 * The demo's lead destinations: one email destination per tenant (leads@{slug}.example) for all its
 * dealerships, so demo leads are delivered (as ADF 1.0 email) to the local outbox folder, ${DATA_DIR}/outbox,
 * when no SMTP_HOST is set.
 */
export function leadDestinations(
  slug: string,
  tenantId: number,
): Array<Omit<LeadDestination, 'id' | 'createdAt' | 'updatedAt'>> {
  return [
    { tenant: tenantId, name: `${slug} sales inbox`, kind: 'email', email: `leads@${slug}.example`, active: true },
  ]
}
