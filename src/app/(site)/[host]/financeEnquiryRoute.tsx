import type { Metadata } from 'next'

import { EnquiryFormComponent } from '@blocks/EnquiryForm/Component'
import { getPublishedPage, getRouteContext, type PageDoc } from '@/data/content'
import { FinanceEnquiryPage } from '@/modules/leads/components/FinanceEnquiryPage'

import { CmsPage } from './CmsPage'
import { tenantPage, type HostParams } from './tenantPage'

/** Whether a CMS page already holds a finance enquiry form (#finance-form). */
function hasFinanceForm(page: PageDoc): boolean {
  return page.layout.some((b) => b.blockType === 'enquiryForm' && b.category === 'Finance Enquiry')
}

/**
 * The finance enquiry routes (RTE-15/16): /finance-enquiry, /finance, /apply-for-finance, /finance-pre-approval and
 * /personalised/finance each re-export `financeEnquiryRoute(title, cmsSlug)`. When the tenant has published a CMS
 * page with the route's slug (e.g. 'finance'), that page is shown instead of the plain enquiry page — its blocks,
 * with the prefilled finance form added when the page has none — so a dealer's own finance page (hero, calculator,
 * copy) is never hidden behind this route.
 */
export function financeEnquiryRoute(title: string, cmsSlug: string) {
  const metadata: Metadata = { title }

  async function Page({ params }: { params: HostParams }) {
    const tenant = await tenantPage(params)
    const page = await getPublishedPage(tenant.id, cmsSlug)
    if (!page) return <FinanceEnquiryPage tenant={tenant} title={title} />
    return (
      <CmsPage page={page} tenant={tenant}>
        {hasFinanceForm(page) ? null : (
          <EnquiryFormComponent
            block={{ blockType: 'enquiryForm', category: 'Finance Enquiry', heading: 'Talk to our finance team' }}
            tenant={tenant}
            routes={await getRouteContext(tenant)}
            headingLevel={2}
          />
        )}
      </CmsPage>
    )
  }

  return { metadata, Page }
}
