import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import Link from 'next/link'
import { contactLocations, leadLocationChoices } from '@/data/leads/availability'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from '@/modules/leads/components/LeadPage'
import { LocationDetails } from '@/modules/leads/components/LocationDetails'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolveHost((await params).host)
  return resolved.kind === 'tenant' ? { title: `Contact us | ${resolved.tenant.name}` } : {}
}

/** RTE-27: the tenant's locations as cards, and the general form with a required location select when there are several (LEAD-16). */
export default async function Page({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind !== 'tenant') notFound()
  const tenantId = resolved.tenant.id
  const [details, choices] = await Promise.all([contactLocations(tenantId), leadLocationChoices(tenantId)])
  return (
    <LeadPage
      tenant={resolved.tenant}
      title="Contact us"
      intro="Send us a message and one of our team will get back to you."
      id="contact-form"
      category="General Enquiry"
      locations={choices}
      className="lead-page--contact"
    >
      {details.length > 0 ? (
        <section aria-labelledby="our-locations">
          <h2 id="our-locations">Our locations</h2>
          <ul className="lead-locations" role="list">
            {details.map((loc) => (
              <li key={loc.slug} className="lead-location">
                <h3 className="lead-location__name">
                  <Link href={`/contact-us/${encodeURIComponent(loc.slug)}`}>{loc.name}</Link>
                </h3>
                <LocationDetails location={loc} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </LeadPage>
  )
}
