import type { EnquiryFormBlock as EnquiryData } from '../../payload-types'
import type { BlockContext } from '../types'

/** Code-owned block: the enquiry form itself arrives with the leads module. */
export function EnquiryFormComponent({ block, tenant, headingLevel }: { block: EnquiryData } & BlockContext) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="container section" id="enquiry" data-block="enquiryForm" data-category={block.category ?? 'General Enquiry'}>
      <Heading className="section__heading">{block.heading || 'Send us an enquiry'}</Heading>
      <p>Talk to the {tenant.name} team about any vehicle, finance or a service booking.</p>
      <a className="button button--primary" href="/contact">
        {tenant.config.forms.enquireButtonText}
      </a>
    </section>
  )
}
