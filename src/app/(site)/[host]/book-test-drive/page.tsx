import type { Metadata } from 'next'

import { testDriveLocations } from '@/data/leads/availability'
import { LeadPage } from '@/modules/leads/components/LeadPage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Book a test drive' }

export default async function Page({ params }: { params: HostParams }) {
  const tenant = await tenantPage(params)
  // LEAD-11/16: several locations → a required location select whose choice the slots follow; one → sent hidden
  const locations = await testDriveLocations(tenant.id)
  return (
    <LeadPage
      tenant={tenant}
      title="Book a test drive"
      intro="Tell us when suits you and we will have a car ready."
      id="test-drive-form"
      category="Test Drive"
      showTestDriveDate
      locations={locations}
    />
  )
}
