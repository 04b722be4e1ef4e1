import type { TenantSite } from '@/domain/site'
import {
  leadSchemaOptionsWithPlace,
  onlyLocationFields,
  type LeadCategory,
  type LeadHiddenFields,
  type LeadLocationOption,
} from '@/domain/leads/schema'
import { LeadForm, type LeadCarChoice, type LeadExtraField } from './LeadForm.client'

/** A page-level lead form (contact, careers, test drive without a car). */
export function LeadPage({
  tenant,
  title,
  intro,
  testDriveLocationId,
  hiddenFields,
  locations = [],
  dealershipCount,
  className,
  children,
  ...form
}: {
  tenant: TenantSite
  title: string
  intro: string
  id: string
  category: LeadCategory
  subcategory?: string
  showTestDriveDate?: boolean
  prefillFromQuery?: boolean
  testDriveLocationId?: string | number
  hiddenFields?: LeadHiddenFields
  /** the tenant's locations: a required select when there are several (LEAD-16); one is sent hidden. A page fixed
   * to one location passes it in hiddenFields and no locations. */
  locations?: LeadLocationOption[]
  /** how many dealerships the tenant has (LEAD-17) */
  dealershipCount?: number
  className?: string
  children?: React.ReactNode
  /** leave out the marketing opt-in box (careers) */
  hideOptIn?: boolean
  /** the test-drive page's 'Which car?' picker and its starting car */
  carChoices?: LeadCarChoice[]
  initialCarId?: string
  /** extra fields stored in the lead's fields (the service page's rego, vehicle and preferred date) */
  extraFields?: LeadExtraField[]
  messageLabel?: string
}) {
  const forms = tenant.config.forms
  const options = leadSchemaOptionsWithPlace(forms, form.category, {
    locations: locations.length,
    dealerships: dealershipCount,
    subcategory: form.subcategory,
  })
  const [only] = locations
  const fixed = onlyLocationFields(locations)
  return (
    <div className={['lead-page', 'container', className].filter(Boolean).join(' ')}>
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
      <LeadForm
        {...form}
        options={options}
        testDriveLocationId={testDriveLocationId ?? (locations.length === 1 ? only?.id : undefined)}
        hiddenFields={{ ...fixed, ...hiddenFields }}
        locations={locations}
      />
    </div>
  )
}
