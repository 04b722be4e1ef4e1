import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EnquiryFormComponent } from '@blocks/EnquiryForm/Component'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage } from '@/data/content'
import { resolveHost } from '@/data/tenants'

import { LeadPage } from './LeadPage'

type Props = { params: Promise<{ host: string }> }

/**
 * The one finance enquiry page (RTE-15/16) behind /finance-enquiry, /finance, /apply-for-finance,
 * /finance-pre-approval and /personalised/finance: only the heading differs; the form is prefilled from the query
 * string the vehicle page builds (preferredDealership, vehiclePriceBudget, car_id, car_type, vin).
 * When the tenant has published a CMS page with the route's slug (`cmsSlug`, e.g. 'finance'), that page is shown
 * instead — its blocks, with the prefilled finance form (#finance-form) added when the page has none — so a dealer's
 * own finance page (hero, calculator, copy) is never hidden behind this route.
 */
export function financeEnquiryRoute(title: string, cmsSlug?: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const resolved = await resolveHost((await params).host)
    return resolved.kind === 'tenant' ? { title: `${title} | ${resolved.tenant.name}` } : {}
  }
  async function Page({ params }: Props) {
    const resolved = await resolveHost((await params).host)
    if (resolved.kind !== 'tenant') notFound()
    const page = cmsSlug ? await getPublishedPage(resolved.tenant.id, cmsSlug) : null
    if (page) {
      const firstIsHero = page.layout[0]?.blockType === 'hero'
      const hasFinanceForm = page.layout.some((b) => b.blockType === 'enquiryForm' && b.category === 'Finance Enquiry')
      return (
        <>
          {firstIsHero ? null : <h1 className="container page-title">{page.title}</h1>}
          <RenderBlocks blocks={page.layout} tenant={resolved.tenant} firstIsH1={firstIsHero} />
          {hasFinanceForm ? null : (
            <EnquiryFormComponent
              block={{ blockType: 'enquiryForm', category: 'Finance Enquiry', heading: 'Talk to our finance team' }}
              tenant={resolved.tenant}
              headingLevel={2}
            />
          )}
        </>
      )
    }
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
