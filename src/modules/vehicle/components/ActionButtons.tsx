/**
 * ActionButtons (server component): the sidebar's action links in order (Reserve, Buy Online, Trade-In Valuation,
 * History Report, Get Finance), as decided by vehicleButtons() in src/domain/vehicle/buttons.ts (VDP-59/60, RES-01..08).
 * A sold car gets [] and this renders nothing (VDP-54).
 *
 * Props
 *   buttons   ActionButton[] from vehicleButtons(vehicle, { reserve, reserveAmount, buyOnline, checkoutPath, tradeIn }, financeHref)
 *   children  extra buttons appended in the same list (the lead dialogs' buttons)
 */
import type { ReactNode } from 'react'

import type { ActionButton } from '@/domain/vehicle/buttons'

import '../vehicle.css'

const STYLE: Record<ActionButton['kind'], string> = {
  reserve: 'button button--accent',
  buyOnline: 'button button--accent',
  tradeIn: 'button button--primary',
  historyReport: 'button vd-button--outline',
  finance: 'button button--primary',
}

export function ActionButtons({ buttons, children }: { buttons: ActionButton[]; children?: ReactNode }) {
  if (buttons.length === 0 && !children) return null
  return (
    <div className="vd-actions" data-testid="vdp-actions">
      {buttons.map((b) => (
        <a
          key={b.kind}
          className={`${STYLE[b.kind]} vd-actions__button vd-actions__button--${b.kind}`}
          href={b.href}
          {...(b.kind === 'historyReport' ? { 'data-track': 'history_report' } : {})}
          {...(b.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {b.label}
          {b.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        </a>
      ))}
      {children}
    </div>
  )
}
