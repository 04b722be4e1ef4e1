'use client'

/**
 * Toast: a polite live region that shows one message at a time (spec §9: toast limit 1) and hides itself after
 * `durationMs`.
 *
 * Props
 *   message     the text; null shows nothing (the live region stays mounted so screen readers announce changes)
 *   durationMs  how long the message stays (the copy-link toast: 3000)
 *   onDismiss   called when it hides (timeout or its close button); the parent clears `message`
 *   className   extra class (default styles: .ui-toast)
 * A new message replaces the one shown and restarts the timer.
 */
import { useEffect, type ReactNode } from 'react'

export interface ToastProps {
  message: string | null
  durationMs: number
  onDismiss: () => void
  className?: string
}

export function Toast({ message, durationMs, onDismiss, className }: ToastProps) {
  return (
    <ToastFrame shown={message} durationMs={durationMs} onDismiss={onDismiss} className={className}>
      {message ? <span className="ui-toast__text">{message}</span> : null}
    </ToastFrame>
  )
}

/**
 * What every toast shares: the polite live region (always mounted), the box with its close button while `shown` is
 * set, and the timer that calls `onDismiss` after `durationMs` (a new `shown` restarts it). `boxClassName` and
 * `testId` go on the box; `children` are its content before the close button.
 */
export function ToastFrame({
  shown,
  durationMs,
  onDismiss,
  className,
  boxClassName,
  testId,
  children,
}: {
  shown: unknown
  durationMs: number
  onDismiss: () => void
  className?: string
  boxClassName?: string
  testId?: string
  children: ReactNode
}) {
  useEffect(() => {
    if (!shown) return
    const timer = window.setTimeout(onDismiss, durationMs)
    return () => window.clearTimeout(timer)
  }, [shown, durationMs, onDismiss])

  return (
    <div
      className={`ui-toast-region${className ? ` ${className}` : ''}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {shown ? (
        <div className={`ui-toast${boxClassName ? ` ${boxClassName}` : ''}`} data-testid={testId}>
          {children}
          <button type="button" className="ui-toast__close" aria-label="Dismiss notification" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
