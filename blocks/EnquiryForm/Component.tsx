import { SectionHeading } from '@/components/ui/SectionHeading'
import type { EnquiryFormBlock as EnquiryData } from '../../payload-types'
import type { BlockContext } from '../types'
import { DEFAULT_HEADINGS } from '../shared/fields'
import { LEAD_CATEGORIES, type LeadCategory } from '@/domain/leads/schema'
import { NearLeadForm, PaintedLeadForm } from '@/modules/leads/components/NearLeadForm.client'

/** Code-owned block: the real enquiry form, category from the block; a Finance Enquiry is prefilled from the query. */
export function EnquiryFormComponent({ block, tenant, headingLevel }: { block: EnquiryData } & BlockContext) {
  const category: LeadCategory = (LEAD_CATEGORIES as readonly string[]).includes(block.category ?? '')
    ? (block.category as LeadCategory)
    : 'General Enquiry'
  const finance = category === 'Finance Enquiry'
  const forms = tenant.config.forms
  // the page's main form (a heading level 1 block, a Finance Enquiry pre-filled from the address) is in the first
  // paint; one further down a page loads its code when the shopper comes near it (less client JS)
  const Form = headingLevel === 1 || finance ? PaintedLeadForm : NearLeadForm
  return (
    <section
      className="container section"
      id={finance ? 'finance-form' : 'enquiry'}
      data-block="enquiryForm"
      data-category={category}
    >
      <SectionHeading level={headingLevel}>{block.heading || DEFAULT_HEADINGS.enquiryForm}</SectionHeading>
      <Form
        id={finance ? 'finance-enquiry' : 'enquiry-form'}
        category={category}
        options={{ messageRequired: forms.enquiryMessageRequired, termsRequired: forms.termsRequired }}
        submitLabel={block.submitLabel || undefined}
        prefillFromQuery={finance}
      />
    </section>
  )
}
