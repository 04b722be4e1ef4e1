'use client'

/**
 * StickyBottomBar: a call-to-action bar fixed to the bottom once the page has scrolled more than 900 px, on tenants
 * with config.vehicle.stickyBottomBar (VDP-29).
 *
 * Props
 *   enabled     config.vehicle.stickyBottomBar; false renders nothing
 *   name        the car's name
 *   priceText   the price as displayed (null: left out, e.g. a sold car)
 *   actions     links to show, in order, e.g. [{ label: 'Enquire Now', href: '#enquire' }, { label: 'Get Finance', href: … }]
 *   phone       { display, href } for a call link, or null
 * While open it sets data-vd-bottom-bar="open" on <html>, so a chat bubble can take the same state (VDP-30) with
 * CSS (html[data-vd-bottom-bar='open'] .chat-bubble { … }).
 */
import { useEffect } from 'react'

import { BOTTOM_BAR_SCROLL } from '@/domain/vehicle/layout'

import { useScrolledPast } from './useScrollY'
import '../vehicle.css'

export interface StickyBottomBarProps {
  enabled: boolean
  name: string
  priceText: string | null
  actions: { label: string; href: string }[]
  phone: { display: string; href: string } | null
}

const pastBottomBar = (scrollY: number) => scrollY > BOTTOM_BAR_SCROLL

export function StickyBottomBar(props: StickyBottomBarProps) {
  if (!props.enabled) return null
  return <Bar {...props} />
}

function Bar({ name, priceText, actions, phone }: StickyBottomBarProps) {
  const open = useScrolledPast(pastBottomBar)
  useEffect(() => {
    const root = document.documentElement
    if (open) root.dataset.vdBottomBar = 'open'
    else delete root.dataset.vdBottomBar
    return () => {
      delete root.dataset.vdBottomBar
    }
  }, [open])
  if (!open) return null
  return (
    <aside className="vd-bottom-bar" aria-label="Quick actions" data-testid="vdp-bottom-bar">
      <div className="vd-bottom-bar__summary">
        <p className="vd-bottom-bar__name">{name}</p>
        {priceText ? <p className="vd-bottom-bar__price">{priceText}</p> : null}
      </div>
      <div className="vd-bottom-bar__actions">
        {phone ? (
          <a className="button button--accent" href={phone.href}>
            Call {phone.display}
          </a>
        ) : null}
        {actions.map((a) => (
          <a key={`${a.label}-${a.href}`} className="button button--primary" href={a.href}>
            {a.label}
          </a>
        ))}
      </div>
    </aside>
  )
}
