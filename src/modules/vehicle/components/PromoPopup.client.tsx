'use client'

/**
 * PromoPopup: the CMS promotional popup (VDP-47..50).
 *
 * Props
 *   popup   { id, src, title, description, linkTo, buttonText, expiryDate } from the tenant's popups collection, or
 *           null: nothing. `src` is the image URL (the media file's URL or the popup's own image URL).
 *   delayMs the longest it waits after load before opening (default 6000); it opens sooner, 1.5 s after the
 *           visitor first scrolls, taps or types: never over the page's first paint (and not the page's largest one)
 * Not shown after its expiry date, nor once dismissed: closing it (Escape, the close button, the backdrop or its
 * button) stores the dismissal in localStorage under 'promo-popup-dismissed:{id}'. An accessible modal dialog at most
 * 600 px wide and 80vh high. Nothing renders on the server (the decision needs the browser's storage).
 */
import { useEffect, useState } from 'react'

import { Dialog } from '@/components/ui/Dialog.client'
import { safeHref } from '@/domain/links'
import { popupStorageKey, popupVisible, type PopupData } from '@/domain/vehicle/layout'

import '../vehicle.css'

export interface PromoPopupProps {
  popup: PopupData | null
  delayMs?: number
}

function wasDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(popupStorageKey(id)) !== null
  } catch {
    return false
  }
}

function remember(id: string): void {
  try {
    window.localStorage.setItem(popupStorageKey(id), new Date().toISOString())
  } catch {
    // Storage unavailable (private mode): it will show again next time.
  }
}

const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const
const AFTER_ENGAGEMENT_MS = 1500

export function PromoPopup({ popup, delayMs = 6000 }: PromoPopupProps) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!popup || !popupVisible(popup, new Date(), wasDismissed(popup.id))) return
    let soon: number | undefined
    const engaged = () => {
      for (const e of ENGAGEMENT_EVENTS) window.removeEventListener(e, engaged)
      soon = window.setTimeout(() => setOpen(true), AFTER_ENGAGEMENT_MS)
    }
    for (const e of ENGAGEMENT_EVENTS) window.addEventListener(e, engaged, { once: true, passive: true })
    const timer = window.setTimeout(() => setOpen(true), delayMs)
    return () => {
      for (const e of ENGAGEMENT_EVENTS) window.removeEventListener(e, engaged)
      window.clearTimeout(timer)
      window.clearTimeout(soon)
    }
  }, [popup, delayMs])

  if (!popup) return null
  const close = () => {
    remember(popup.id)
    setOpen(false)
  }
  const href = safeHref(popup.linkTo)
  const image = safeHref(popup.src)

  return (
    <Dialog open={open} onClose={close} title={popup.title} className="vd-promo" closeLabel="Close offer">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- an editor's image of any size from any host (next/image needs both known); the dialog's CSS sizes it
        <img src={image} alt="" className="vd-promo__image" loading="lazy" />
      ) : null}
      {popup.description ? <p className="vd-promo__description">{popup.description}</p> : null}
      {href ? (
        <a className="button button--primary vd-promo__button" href={href} onClick={() => remember(popup.id)}>
          {popup.buttonText}
        </a>
      ) : null}
    </Dialog>
  )
}
