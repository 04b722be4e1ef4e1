/**
 * PrintButton (server component): a link to the print page /print?car_id={slug}, opened in a new tab; tracked as
 * event 61 by TrackedActions (data-track="print").
 *
 * Props
 *   slug   the car's slug
 */
import { Printer } from '@/components/ui/icons'

import { printHref } from '@/domain/vehicle/layout'

export function PrintButton({ slug }: { slug: string }) {
  return (
    <a className="vd-tool-button" href={printHref(slug)} target="_blank" rel="noopener" data-track="print">
      <Printer size={18} aria-hidden="true" />
      Print<span className="visually-hidden"> this vehicle (opens in a new tab)</span>
    </a>
  )
}
