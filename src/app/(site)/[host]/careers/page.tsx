import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from '@/modules/leads/components/LeadPage'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? { title: `Careers | ${resolved.tenant.name}` } : {}
}

export default async function Page({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  return (
    <LeadPage
      tenant={resolved.tenant}
      title="Careers"
      intro="Interested in working with us? Tell us about yourself."
      id="careers-form"
      category="General Enquiry"
      subcategory="Career Enquiry"
    />
  )
}
