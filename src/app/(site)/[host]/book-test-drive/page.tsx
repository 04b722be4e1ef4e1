import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveHost } from '@/data/tenants'
import { testDriveLocations } from '@/data/leads/availability'
import { LeadPage } from '@/modules/leads/components/LeadPage'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? { title: `Book a test drive | ${resolved.tenant.name}` } : {}
}

export default async function Page({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  // LEAD-11/16: several locations → a required location select whose choice the slots follow; one → sent hidden
  const locations = await testDriveLocations(resolved.tenant.id)
  return (
    <LeadPage
      tenant={resolved.tenant}
      title="Book a test drive"
      intro="Tell us when suits you and we will have a car ready."
      id="test-drive-form"
      category="Test Drive"
      showTestDriveDate
      locations={locations}
    />
  )
}
