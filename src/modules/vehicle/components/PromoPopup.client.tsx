'use client'

/**
 * PromoPopup: the CMS promotional popup (VDP-47..50), polite by design.
 *
 * Props
 *   popup   { id, src, title, description, linkTo, buttonText, expiryDate } from the tenant's popups collection, or
 *           null: nothing. The page passes it only when its button leads to a page this tenant serves (livePopup).
 *   timing  POPUP_TIMING by default (tests may shorten it)
 *
 * When it opens: 1.5 s after the visitor first scrolls, taps or types, or at the latest 6 s after load; never over
 * the page's first paint. Whichever comes first wins and every other timer and listener is cancelled then, so it
 * never reopens by itself.
 * When it does not: after its expiry date; once dismissed (Escape, the close button, the backdrop or its own button:
 * remembered in localStorage per popup id and version, so a changed offer shows again); a second time in the same
 * visit (sessionStorage); while any dialog is open or a form field has focus (it looks again every second and gives
 * up for this visit after 20 s, so it never interrupts an enquiry or the calculators).
 * An accessible modal dialog at most 600 px wide and 80vh high. Nothing renders on the server (the decision needs the
 * browser's storage).
 */
import { useEffect, useState } from 'react'

import { Dialog } from '@/components/ui/Dialog.client'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import { safeHref } from '@/domain/links'
import {
  POPUP_TIMING,
  popupSessionKey,
  popupStorageKey,
  popupVersion,
  popupVisible,
  type PopupData,
} from '@/domain/vehicle/layout'

export interface PromoPopupProps {
  popup: PopupData | null
  timing?: typeof POPUP_TIMING
}

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null
  } catch {
    return false
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value)
  } catch {
    // Storage unavailable (private mode): it may show again next time.
  }
}

const local = () => window.localStorage
const session = () => window.sessionStorage

const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const

/** Something the shopper is busy with: an open dialog (enquiry, photos, chat, menu) or a focused form field. */
function shopperBusy(): boolean {
  const dialogs = document.querySelectorAll<HTMLElement>('dialog, [role="dialog"], [role="alertdialog"], [aria-modal]')
  for (const el of dialogs) {
    if (el instanceof HTMLDialogElement ? el.open : el.getClientRects().length > 0) return true
  }
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return false
  return active.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
}

export function PromoPopup({ popup, timing = POPUP_TIMING }: PromoPopupProps) {
  const [open, setOpen] = useState(false)
  const version = popup ? popupVersion(popup) : ''

  useEffect(() => {
    if (!popup) return
    const dismissedKey = popupStorageKey(popup.id, version)
    const seenKey = popupSessionKey(popup.id, version)
    if (read(session, seenKey) || !popupVisible(popup, new Date(), read(local, dismissedKey))) return

    const timers = new Set<number>()
    let done = false
    const later = (fn: () => void, ms: number) => {
      const id = window.setTimeout(() => {
        timers.delete(id)
        fn()
      }, ms)
      timers.add(id)
    }
    const stop = () => {
      done = true
      for (const e of ENGAGEMENT_EVENTS) window.removeEventListener(e, engaged)
      for (const id of timers) window.clearTimeout(id)
      timers.clear()
    }
    let firstTry: number | null = null
    const attempt = () => {
      if (done) return
      stop()
      firstTry ??= Date.now()
      if (!popupVisible(popup, new Date(), read(local, dismissedKey))) return
      if (shopperBusy()) {
        // Wait while the shopper is busy; give up for this visit if they stay busy.
        if (Date.now() - firstTry >= timing.giveUpAfterMs) {
          write(session, seenKey, 'skipped')
          return
        }
        done = false
        later(attempt, timing.retryMs)
        return
      }
      write(session, seenKey, new Date().toISOString())
      setOpen(true)
    }
    function engaged() {
      for (const e of ENGAGEMENT_EVENTS) window.removeEventListener(e, engaged)
      if (!done) later(attempt, timing.afterEngagementMs)
    }
    for (const e of ENGAGEMENT_EVENTS) window.addEventListener(e, engaged, { once: true, passive: true })
    later(attempt, timing.maxDelayMs)
    return stop
  }, [popup, version, timing])

  if (!popup) return null
  const dismiss = () => {
    write(local, popupStorageKey(popup.id, version), new Date().toISOString())
    setOpen(false)
  }
  const href = safeHref(popup.linkTo)
  const image = safeHref(popup.src)

  return (
    <Dialog open={open} onClose={dismiss} title={popup.title} className="vd-promo" closeLabel="Close offer">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- an editor's image of any size from any host (next/image needs both known); the dialog's CSS sizes it
        <img src={image} alt="" className="vd-promo__image" loading="lazy" />
      ) : null}
      <RateDisclosure disclosure={popup.credit} />
      {popup.description ? <p className="vd-promo__description">{popup.description}</p> : null}
      {href ? (
        <a className="button button--primary vd-promo__button" href={href} onClick={dismiss}>
          {popup.buttonText}
        </a>
      ) : null}
    </Dialog>
  )
}
