'use client'

/**
 * StickyBottomBar: the compact Call / Enquire bar fixed to the bottom of the vehicle page.
 *
 * On phones (≤ 760 px) it is always there, from the first paint (the shopper can call or enquire from
 * anywhere on the page); the page keeps room for it below the footer, and the chat bubble sits inside its right end
 * (chat.css), so neither covers a control. On wider screens it opens once the page has scrolled more than 900 px, on
 * tenants with config.vehicle.stickyBottomBar (VDP-29), and never otherwise.
 *
 * Props
 *   enabled     config.vehicle.stickyBottomBar (wide screens only; phones always show the bar)
 *   name        the car's name
 *   priceText   the price as displayed ('$34,990', 'Enquire for price.', 'Sold'), or null: left out
 *   priceIsText true when priceText is words rather than an amount: set smaller, over two lines at most
 *   actions     the primary action(s) beside Call, e.g. [{ label: 'Enquire Now', href: '#enquire' }]; '#enquire'
 *               opens the page's enquiry dialog (it clicks the button with that id), and without script it
 *               scrolls to that button
 *   phone       { display, href } for the Call link (the location's number, resolveCallPhone), or null
 * While open on a wide screen it sets data-vd-bottom-bar="open" on <html>, so the chat bubble takes the same state
 * (VDP-30) and moves above it.
 */
import { Phone } from '@/components/ui/icons'
import { useEffect, type MouseEvent } from 'react'

import { BOTTOM_BAR_SCROLL } from '@/domain/vehicle/layout'

import { useScrolledPast } from './useScrollY'

export interface StickyBottomBarProps {
  enabled: boolean
  name: string
  priceText: string | null
  priceIsText?: boolean
  actions: { label: string; href: string }[]
  phone: { display: string; href: string } | null
}

const pastBottomBar = (scrollY: number) => scrollY > BOTTOM_BAR_SCROLL

/** '#enquire' and the like: open the dialog whose button has that id, instead of jumping to it. */
function openDialogButton(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (!href.startsWith('#')) return
  const target = document.getElementById(href.slice(1))
  if (target instanceof HTMLButtonElement) {
    event.preventDefault()
    target.click()
  }
}

export function StickyBottomBar({ enabled, name, priceText, priceIsText, actions, phone }: StickyBottomBarProps) {
  const scrolled = useScrolledPast(pastBottomBar)
  const open = enabled && scrolled
  useEffect(() => {
    const root = document.documentElement
    if (open) root.dataset.vdBottomBar = 'open'
    else delete root.dataset.vdBottomBar
    return () => {
      delete root.dataset.vdBottomBar
    }
  }, [open])
  if (!phone && actions.length === 0) return null
  return (
    <aside
      className="vd-bottom-bar"
      aria-label="Call or enquire"
      data-testid="vdp-bottom-bar"
      data-open={open ? 'true' : 'false'}
    >
      <div className="vd-bottom-bar__summary">
        <p className="vd-bottom-bar__name">{name}</p>
        {priceText ? (
          <p className={`vd-bottom-bar__price${priceIsText ? ' vd-bottom-bar__price--text' : ''}`}>{priceText}</p>
        ) : null}
      </div>
      <div className="vd-bottom-bar__actions">
        {phone ? (
          <a
            className="button vd-bottom-bar__call"
            href={phone.href}
            data-testid="vdp-bar-call"
            aria-label={`Call ${phone.display}`}
          >
            <Phone size={18} aria-hidden="true" />
            <span className="vd-bottom-bar__call-number">{phone.display}</span>
          </a>
        ) : null}
        {actions.map((a) => (
          <a
            key={`${a.label}-${a.href}`}
            className="button button--primary vd-bottom-bar__primary"
            href={a.href}
            onClick={(event) => openDialogButton(event, a.href)}
            data-testid="vdp-bar-action"
          >
            {a.label}
          </a>
        ))}
      </div>
    </aside>
  )
}
