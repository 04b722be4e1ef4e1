import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from './LeadPage'

type Props = { params: Promise<{ host: string }> }

/**
 * The one finance enquiry page (RTE-15/16) behind /finance-enquiry, /finance, /apply-for-finance,
 * /finance-pre-approval and /personalised/finance: only the heading differs; the form is prefilled from the query
 * string the vehicle page builds (preferredDealership, vehiclePriceBudget, car_id, car_type, vin).
 */
export function financeEnquiryRoute(title: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const resolved = await resolveHost((await params).host)
    return resolved.kind === 'tenant' ? { title: `${title} | ${resolved.tenant.name}` } : {}
  }
  async function Page({ params }: Props) {
    const resolved = await resolveHost((await params).host)
    if (resolved.kind !== 'tenant') notFound()
    return (
      <LeadPage
        tenant={resolved.tenant}
        title={title}
        intro="Tell us about the car and budget you have in mind and our finance team will be in touch."
        id="finance-form"
        category="Finance Enquiry"
        prefillFromQuery
      />
    )
  }
  return { generateMetadata, Page }
}
