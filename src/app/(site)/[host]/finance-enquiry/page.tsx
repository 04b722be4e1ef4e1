import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from '@/modules/leads/components/LeadPage'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? { title: `Finance enquiry | ${resolved.tenant.name}` } : {}
}

export default async function Page({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  return (
    <LeadPage
      tenant={resolved.tenant}
      title="Finance enquiry"
      intro="Tell us about the car and budget you have in mind and our finance team will be in touch."
      id="finance-form"
      category="Finance Enquiry"
      prefillFromQuery
    />
  )
}
