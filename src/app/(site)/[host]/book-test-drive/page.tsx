import type { Metadata } from 'next'

import { testDriveLocations } from '@/data/leads/availability'
import { testDriveCars } from '@/data/leads/testDriveCars'
import { LeadPage } from '@/modules/leads/components/LeadPage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Book a test drive' }

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * LEAD-11/16: several locations → a required location select whose choice the slots follow; one → sent hidden.
 * The shopper says which car (a picker of the tenant's in-stock cars); `?car=<slug or id>` arriving from
 * a car's page starts the picker on it.
 */
export default async function Page({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const [locations, cars, query] = await Promise.all([
    testDriveLocations(tenant.id),
    testDriveCars(tenant).catch(() => []),
    searchParams,
  ])
  const wanted = Array.isArray(query.car) ? query.car[0] : query.car
  const initial = wanted ? cars.find((c) => c.slug === wanted || c.id === wanted) : undefined
  return (
    <LeadPage
      tenant={tenant}
      title="Book a test drive"
      intro="Tell us when suits you and we will have a car ready."
      id="test-drive-form"
      category="Test Drive"
      showTestDriveDate
      locations={locations}
      carChoices={cars}
      initialCarId={initial?.id}
    />
  )
}
