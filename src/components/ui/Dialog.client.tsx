'use client'

/**
 * Dialog: an accessible modal built on the native <dialog> element (showModal puts it in the top layer and makes the
 * rest of the page inert).
 *
 * Props
 *   open        whether the dialog is shown (controlled)
 *   onClose     called on Escape, the close button, a backdrop click, or the form's method="dialog" submit
 *   title       the dialog's accessible name, shown as its heading (hide it visually with hideTitle)
 *   hideTitle   keep the title for screen readers only (fullscreen photos)
 *   children    the body
 *   className   extra class on the <dialog> (default styles: .ui-dialog)
 *   zIndex      stacking for browsers without top-layer support (the fullscreen gallery uses 1400, VDP-07)
 *   initialFocus CSS selector inside the dialog to focus first (default: the first focusable element)
 *   closeLabel  the close button's accessible label (default 'Close')
 *   onKeyDown   extra key handling (the fullscreen gallery's arrow keys)
 * Focus: trapped inside while open (Tab and Shift+Tab wrap), restored to the element that had it when the dialog
 * closes.
 */
import { X } from '@/components/ui/icons'
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  hideTitle?: boolean
  children: ReactNode
  className?: string
  zIndex?: number
  initialFocus?: string
  closeLabel?: string
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  )
}

export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  children,
  className,
  zIndex,
  initialFocus,
  closeLabel = 'Close',
  onKeyDown,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      const first =
        (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ?? focusables(dialog)[0] ?? dialog
      first.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
    if (!open && returnTo.current) {
      const target = returnTo.current
      returnTo.current = null
      if (target.isConnected) target.focus()
    }
  }, [open, initialFocus])

  // Unmounting while open (navigation) still gives focus back.
  useEffect(
    () => () => {
      const target = returnTo.current
      if (target?.isConnected) target.focus()
    },
    [],
  )

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keys pressed in a modal belong to it: React would otherwise bubble them to the components it sits in.
    event.stopPropagation()
    onKeyDown?.(event)
    if (event.defaultPrevented || event.key !== 'Tab' || !ref.current) return
    const items = focusables(ref.current)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const style: CSSProperties | undefined = zIndex !== undefined ? { zIndex } : undefined
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal <dialog> owns its keys (the Tab focus trap) and its backdrop clicks (the mouse twin of Escape, which onCancel handles)
    <dialog
      ref={ref}
      className={`ui-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      style={style}
      onCancel={(event) => {
        // Escape: let React state close it, so the parent stays the source of truth.
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (open) onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === ref.current) onClose()
      }}
      onKeyDown={handleKeyDown}
    >
      <div className="ui-dialog__panel">
        <div className="ui-dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
            {title}
          </h2>
          <button type="button" className="ui-dialog__close" aria-label={closeLabel} onClick={() => onClose()}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        {/* The body mounts only while open: forms start fresh and closed dialogs cost nothing. */}
        {open ? <div className="ui-dialog__body">{children}</div> : null}
      </div>
    </dialog>
  )
}
