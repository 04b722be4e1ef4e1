'use client'

import { ToastFrame } from '@/components/ui/Toast.client'
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
  return (
    <ToastFrame
      shown={toast}
      durationMs={durationMs}
      onDismiss={onDismiss}
      className="watchlist-toast-region"
      boxClassName="watchlist-toast"
      testId="watchlist-toast"
    >
      {toast ? (
        <>
          <div className="watchlist-toast__text">
            <strong className="watchlist-toast__title">{toast.title}</strong>
            <span>{toast.body}</span>
          </div>
          <a href={GARAGE_PATH} className="watchlist-toast__link">
            View List
          </a>
        </>
      ) : null}
    </ToastFrame>
  )
}
