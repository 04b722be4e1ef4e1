import type { TenantSite } from '@/domain/site'

import { LeadPage } from './LeadPage'

/**
 * The finance enquiry page (RTE-15/16) behind /finance-enquiry, /finance, /apply-for-finance, /finance-pre-approval
 * and /personalised/finance when the tenant has no CMS page of the route's slug: only the heading differs; the form
 * is prefilled from the query string the vehicle page builds (preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin). The route (src/app/(site)/[host]/financeEnquiryRoute.tsx) decides which of the two to show.
 */
export function FinanceEnquiryPage({ tenant, title }: { tenant: TenantSite; title: string }) {
  return (
    <LeadPage
      tenant={tenant}
      title={title}
      intro="Tell us about the car and budget you have in mind and our finance team will be in touch."
      id="finance-form"
      category="Finance Enquiry"
      prefillFromQuery
    />
  )
}
