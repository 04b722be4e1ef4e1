import type { TenantSite } from '@/domain/site'
import type { LeadCategory } from '@/domain/leads/schema'
import { LeadForm } from './LeadForm.client'

/** A page-level lead form (contact, careers, test drive without a car). */
export function LeadPage({
  tenant,
  title,
  intro,
  id,
  category,
  subcategory,
  showTestDriveDate,
  prefillFromQuery,
  testDriveLocationId,
  hiddenFields,
  children,
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
  hiddenFields?: Record<string, string>
  children?: React.ReactNode
}) {
  const forms = tenant.config.forms
  return (
    <main className="lead-page container">
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
      <LeadForm
        id={id}
        category={category}
        subcategory={subcategory}
        options={{ messageRequired: category === 'Test Drive' ? false : forms.enquiryMessageRequired, termsRequired: forms.termsRequired }}
        showTestDriveDate={showTestDriveDate}
        prefillFromQuery={prefillFromQuery}
        testDriveLocationId={testDriveLocationId}
        hiddenFields={hiddenFields}
      />
    </main>
  )
}
