import type { SiteConfig } from '@/domain/siteConfig'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { leadDefaultsFromVehicle, vehicleLead } from '@/domain/leads/defaults'
import { REQUEST_PHOTOS_TEXT, type LeadHiddenFields } from '@/domain/leads/schema'
import { carEnquiryMessage } from '@/domain/leads/success'
import type { LeadFormProps } from './LeadForm.client'

export type VehicleLeadFormProps = {
  kind: 'enquiry' | 'test-drive' | 'photos'
  vehicle: VehicleDetail
  forms: SiteConfig['forms']
}

/** The VDP's enquiry, test drive and photo request forms (LEAD-10, LEAD-11, LEAD-13, LEAD-14, LEAD-26). The enquiry
 * starts with an editable 'Hi, is the 2023 Toyota HiLux SR (stock HH12403) still available?'.
 * Returns the LeadForm's props, which the vehicle page hands to LazyLeadForm: this module must not import LeadForm
 * itself (a client component a route's server code imports ships in that route's client chunks, zod included). */
export function vehicleLeadFormProps({ kind, vehicle: v, forms }: VehicleLeadFormProps): LeadFormProps {
  const { category } = vehicleLead(v, kind)
  const hidden: LeadHiddenFields = { ...leadDefaultsFromVehicle(v) }
  if (v.location?.id) hidden.location_id = v.location.id
  if (kind === 'photos') hidden['Request Photos'] = REQUEST_PHOTOS_TEXT
  return {
    id: `lead-${kind}`,
    category,
    options: {
      messageRequired: kind === 'enquiry' ? forms.enquiryMessageRequired : false,
      termsRequired: forms.termsRequired,
    },
    hiddenFields: hidden,
    carId: v.id,
    carType: v.carType,
    carTag: v.tag,
    showTestDriveDate: kind === 'test-drive',
    carSlug: v.slug,
    defaultMessage: kind === 'enquiry' ? carEnquiryMessage(v) : undefined,
  }
}
