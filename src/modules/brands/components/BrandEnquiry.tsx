import { SectionHeading } from '@/components/ui/SectionHeading'
import type { LeadCategory, LeadHiddenFields, LeadLocationOption } from '@/domain/leads/schema'
import { leadSchemaOptionsWithPlace, onlyLocationFields } from '@/domain/leads/schema'
import type { TenantSite } from '@/domain/site'
import { LeadForm } from '@/modules/leads/components/LeadForm.client'

/** The enquiry at the foot of a brand or model page: a lead of `category` carrying the make (and model). */
export function BrandEnquiry({
  tenant,
  id,
  heading,
  intro,
  category,
  hiddenFields,
  locations,
  defaultMessage,
}: {
  tenant: TenantSite
  id: string
  heading: string
  intro: string
  category: LeadCategory
  hiddenFields: LeadHiddenFields
  locations: LeadLocationOption[]
  defaultMessage?: string
}) {
  const options = leadSchemaOptionsWithPlace(tenant.config.forms, category, { locations: locations.length })
  const fixed = onlyLocationFields(locations)
  return (
    <section className="brand-enquiry" id="enquire" aria-labelledby={`${id}-heading`}>
      <div className="container brand-enquiry__inner">
        <div className="brand-enquiry__intro">
          <SectionHeading id={`${id}-heading`}>{heading}</SectionHeading>
          <p>{intro}</p>
        </div>
        <div className="brand-enquiry__form">
          <LeadForm
            id={id}
            category={category}
            options={options}
            hiddenFields={{ ...fixed, ...hiddenFields }}
            locations={locations}
            defaultMessage={defaultMessage}
          />
        </div>
      </div>
    </section>
  )
}
