import type { Metadata } from 'next'

import { LeadPage } from '@/modules/leads/components/LeadPage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Careers' }

/** Careers: a general enquiry with the Career subcategory (LEAD-63); no offers subscription box. */
export default async function Page({ params }: { params: HostParams }) {
  return (
    <LeadPage
      tenant={await tenantPage(params)}
      title="Careers"
      intro="Interested in working with us? Tell us about yourself."
      id="careers-form"
      category="General Enquiry"
      subcategory="Career Enquiry"
      hideOptIn
    />
  )
}
