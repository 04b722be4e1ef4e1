import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from '@/modules/leads/components/LeadPage'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? { title: `Book a service | ${resolved.tenant.name}` } : {}
}

/** RTE-30: service booking request, sent as a Service Enquiry lead. */
export default async function Page({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  return (
    <LeadPage
      tenant={resolved.tenant}
      title="Book a service"
      intro="Tell us about your car and when suits you, and our service team will confirm your booking."
      id="service-form"
      category="Service Enquiry"
    />
  )
}
