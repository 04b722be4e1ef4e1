'use client'

import { useEffect } from 'react'

import { GARAGE_PATH } from '@/domain/accounts/signIn'

export interface WatchlistToastMessage {
  title: string
  body: string
  /** changes with each toast, so a repeat restarts the timer */
  key: number
}

/**
 * The watchlist's success toast (ERR-07 / ERR-08): a title, the car's line and a View List link to the watchlist
 * page (SAVE-11, RTE-38). One at a time in a polite live region; gone after `durationMs` or its close button.
 */
export function WatchlistToast({
  toast,
  onDismiss,
  durationMs = 6000,
}: {
  toast: WatchlistToastMessage | null
  onDismiss: () => void
  durationMs?: number
}) {
  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(onDismiss, durationMs)
    return () => window.clearTimeout(timer)
  }, [toast, durationMs, onDismiss])
  return (
    <div className="ui-toast-region watchlist-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div className="ui-toast watchlist-toast" data-testid="watchlist-toast">
          <div className="watchlist-toast__text">
            <strong className="watchlist-toast__title">{toast.title}</strong>
            <span>{toast.body}</span>
          </div>
          <a href={GARAGE_PATH} className="watchlist-toast__link">
            View List
          </a>
          <button type="button" className="ui-toast__close" aria-label="Dismiss notification" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
