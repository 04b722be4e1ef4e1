'use client'

/**
 * CallDealerPanel: the call-the-dealer panel (VDP-36..39).
 *
 * Props
 *   slug                the car's slug (the reveal endpoint is POST /api/cars/{slug}/reveal)
 *   stocknum            the stock number, or null
 *   phone               the resolved raw number (resolveCallPhone in src/domain/vehicle/phone.ts), or null: no number
 *                       shown (the server logs the warning, VDP-41)
 *   revealAtOnce        show the number from the start (config.phones.revealAtOnce or the dealership's own setting)
 *   dealershipName      shown with 'See more from this dealer' when showDealershipLink and dealershipSlug are set
 *   dealershipSlug      → /search/{dealership_slug}
 *   showDealershipLink  config.vehicle.showDealershipLink
 * Revealing: the button shows the masked number ('02 9876 XXXX'); a click records the reveal (fire-and-forget POST,
 * the response is only logged), pushes { event: 'analytics', eventId: 25 } to window.dataLayer, then shows the
 * tel: link and moves focus to it.
 */
import { Phone } from '@/components/ui/icons'
import { useEffect, useId, useRef, useState } from 'react'

import { formatPhone, maskPhone, telHref } from '@/domain/vehicle/phone'
import { TRACKING_EVENTS } from '@/domain/tracking'
import { revealHref } from '@/domain/vehicle/layout'
import { pushAnalytics } from '@/lib/analytics.client'

export interface CallDealerPanelProps {
  slug: string
  stocknum: string | null
  phone: string | null
  revealAtOnce: boolean
  dealershipName: string | null
  dealershipSlug: string | null
  showDealershipLink: boolean
}

function recordReveal(slug: string): void {
  fetch(revealHref(slug), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then(async (response) => {
      const body = await response.text().catch(() => '')
      console.info(`Phone reveal recorded: ${response.status}`, body)
    })
    .catch((error: unknown) => console.warn('Phone reveal could not be recorded', error))
}

export function CallDealerPanel({
  slug,
  stocknum,
  phone,
  revealAtOnce,
  dealershipName,
  dealershipSlug,
  showDealershipLink,
}: CallDealerPanelProps) {
  const [revealed, setRevealed] = useState(revealAtOnce)
  const [justRevealed, setJustRevealed] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (justRevealed) link.current?.focus()
  }, [justRevealed])

  const reveal = () => {
    recordReveal(slug)
    pushAnalytics(TRACKING_EVENTS.phoneReveal)
    setRevealed(true)
    setJustRevealed(true)
  }

  return (
    <section className="vd-call" aria-labelledby={titleId}>
      <h2 id={titleId} className="vd-call__title">
        Call the dealer
      </h2>
      {stocknum ? (
        <p className="vd-call__stock">
          Stock number: <strong>{stocknum}</strong>
        </p>
      ) : null}
      {phone ? (
        revealed ? (
          <a ref={link} className="vd-call__phone button button--primary" href={telHref(phone)} data-testid="vdp-phone">
            <Phone size={18} aria-hidden="true" />
            <span className="visually-hidden">Call </span>
            {formatPhone(phone)}
          </a>
        ) : (
          <button
            type="button"
            className="vd-call__reveal button button--primary"
            onClick={reveal}
            data-testid="vdp-phone-reveal"
          >
            <Phone size={18} aria-hidden="true" />
            <span aria-hidden="true">{maskPhone(phone)}</span>
            <span className="vd-call__reveal-label">Show number</span>
            <span className="visually-hidden">: reveal the dealer&apos;s phone number</span>
          </button>
        )
      ) : null}
      {showDealershipLink && dealershipName && dealershipSlug ? (
        <p className="vd-call__dealer">
          <span className="vd-call__dealer-name">{dealershipName}</span>{' '}
          <a href={`/search/${encodeURIComponent(dealershipSlug)}`}>See more from this dealer</a>
        </p>
      ) : null}
    </section>
  )
}
