/**
 * ActionButtons (server component): the sidebar's actions with one clear hierarchy on every template.
 *
 *   primary    the enquiry dialog's button (the tenant's 'Enquire Now' / 'Message Now'), full width, primary colour
 *   secondary  the test drive dialog's button, full width, outlined in the primary colour
 *   buttons    vehicleButtons() in src/domain/vehicle/buttons.ts, already limited to links that lead somewhere
 *              (VDP-59/60, RES-01..08): Reserve and Buy Online as quiet outlined buttons under the two; Get
 *              Finance, Trade-In Valuation and History Report as links with icons
 *   photos     the request-photos dialog's button, last in the list of links
 * A sold car gets no buttons and no dialogs: this renders nothing (VDP-54).
 */
import { ArrowLeftRight, Calculator, Camera, ExternalLink, FileText, type LucideIcon } from '@/components/ui/icons'
import type { ReactNode } from 'react'

import type { ActionButton } from '@/domain/vehicle/buttons'

const LINK_ICONS: Record<'tradeIn' | 'historyReport' | 'finance', LucideIcon> = {
  finance: Calculator,
  tradeIn: ArrowLeftRight,
  historyReport: FileText,
}

/** The order of the quiet links: money first, then the car's paperwork. */
const LINK_ORDER: ActionButton['kind'][] = ['finance', 'tradeIn', 'historyReport']

export interface ActionButtonsProps {
  buttons: ActionButton[]
  primary?: ReactNode
  secondary?: ReactNode
  photos?: ReactNode
}

export function ActionButtons({ buttons, primary, secondary, photos }: ActionButtonsProps) {
  if (buttons.length === 0 && !primary && !secondary && !photos) return null
  const purchase = buttons.filter((b) => b.kind === 'reserve' || b.kind === 'buyOnline')
  const links = LINK_ORDER.flatMap((kind) => buttons.filter((b) => b.kind === kind))
  return (
    <div className="vd-actions" data-testid="vdp-actions">
      {primary || secondary ? (
        <div className="vd-actions__main">
          {primary}
          {secondary}
        </div>
      ) : null}
      {purchase.length > 0 ? (
        <div className="vd-actions__main">
          {purchase.map((b) => (
            <a key={b.kind} className={`button vd-button--outline vd-actions__button--${b.kind}`} href={b.href}>
              {b.label}
            </a>
          ))}
        </div>
      ) : null}
      {links.length > 0 || photos ? (
        <ul className="vd-actions__links" role="list">
          {links.map((b) => {
            const Icon = LINK_ICONS[b.kind as keyof typeof LINK_ICONS]
            return (
              <li key={b.kind}>
                <a
                  className={`vd-actions__link vd-actions__button--${b.kind}`}
                  href={b.href}
                  {...(b.kind === 'historyReport' ? { 'data-track': 'history_report' } : {})}
                  {...(b.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon size={18} aria-hidden="true" className="vd-actions__icon" />
                  {b.label}
                  {b.external ? (
                    <>
                      <ExternalLink size={14} aria-hidden="true" />
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </>
                  ) : null}
                </a>
              </li>
            )
          })}
          {photos ? (
            <li className="vd-actions__photos">
              <Camera size={18} aria-hidden="true" className="vd-actions__icon" />
              {photos}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
