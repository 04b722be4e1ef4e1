import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import Link from 'next/link'
import { contactLocations } from '@/data/leads/availability'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from '@/modules/leads/components/LeadPage'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? { title: `Contact us | ${resolved.tenant.name}` } : {}
}

export default async function Page({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  const locations = await contactLocations(resolved.tenant.id)
  return (
    <LeadPage tenant={resolved.tenant} title="Contact us" intro="Send us a message and one of our team will get back to you." id="contact-form" category="General Enquiry">
      {locations.length > 0 ? (
        <nav aria-label="Our locations">
          <ul className="lead-locations">
            {locations.map((l) => (
              <li key={l.slug}>
                <Link href={`/contact-us/${encodeURIComponent(l.slug)}`}>{l.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </LeadPage>
  )
}
