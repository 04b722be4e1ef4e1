import { formatPhone, telHref } from '@/domain/vehicle/phone'
import type { VehicleDetail } from '@/domain/vehicle/types'

const INTRO: Record<'enquiry' | 'test-drive' | 'photos', string> = {
  enquiry: 'Ask us anything about this vehicle.',
  'test-drive': 'Choose a time that suits you and we will have the vehicle ready.',
  photos: 'We can send you more photos of this vehicle.',
}

/**
 * What the lead dialogs hold until the lead forms arrive (issue 5): how to reach the dealer now, with the stock
 * number to quote. Never a dead end: a call link when the location has a number.
 */
export function LeadFormPlaceholder({ kind, vehicle }: { kind: 'enquiry' | 'test-drive' | 'photos'; vehicle: VehicleDetail }) {
  const phone = vehicle.location?.phone ?? vehicle.dealershipPhone
  return (
    <div className="vdp-lead-placeholder">
      <p>{INTRO[kind]}</p>
      <p>
        {phone ? (
          <>
            Call <a href={telHref(phone)}>{formatPhone(phone)}</a>
          </>
        ) : (
          'Contact the dealership'
        )}
        {vehicle.stocknum ? ` and quote stock number ${vehicle.stocknum}.` : '.'}
      </p>
    </div>
  )
}
