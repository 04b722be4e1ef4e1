'use client'

import { Menu } from '@/components/ui/icons'
import { useEffect, useRef, useState } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The phone header's "Menu" button: a disclosure for the server-rendered drawer `#{controls}` (the header's own
 * nav, plain HTML, shown as a drawer below 1024 px). Open: the drawer shows, the page behind stops scrolling, Tab stays inside the drawer; Escape, the
 * drawer's close button ([data-menu-close]) or the backdrop close it and focus returns to this button. On mount it
 * marks the header links of the current page with aria-current="page".
 */
export function MenuToggle({ controls }: { controls: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const here = window.location.pathname.replace(/\/$/, '') || '/'
    for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-site-nav] a[href^="/"]')) {
      const path = a.getAttribute('href')?.split(/[?#]/)[0]?.replace(/\/$/, '') || '/'
      if (path === here) a.setAttribute('aria-current', 'page')
    }
  }, [])

  useEffect(() => {
    const panel = document.getElementById(controls)
    if (!panel) return
    // The drawer's wrappers hold the header's own nav (display: contents on a wide screen): only while open are
    // they a modal dialog (data-open shows it below 1024 px, site.css).
    const dialog = panel.firstElementChild
    panel.toggleAttribute('data-open', open)
    if (dialog) {
      for (const [name, value] of [
        ['role', 'dialog'],
        ['aria-modal', 'true'],
        ['aria-label', 'Menu'],
      ] as const)
        if (open) dialog.setAttribute(name, value)
        else dialog.removeAttribute(name)
    }
    if (!open) return
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    const focusables = () =>
      [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      )
    const close = () => {
      setOpen(false)
      button.current?.focus()
    }
    focusables()[0]?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        close()
        return
      }
      if (e.key !== 'Tab') return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (e.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
        e.preventDefault()
        first.focus()
      }
    }
    const onClick = (e: MouseEvent) => {
      const target = e.target as HTMLElement
      if (target === panel || target.closest('[data-menu-close]')) close()
    }
    document.addEventListener('keydown', onKey)
    panel.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      panel.removeEventListener('click', onClick)
      root.style.overflow = previousOverflow
    }
  }, [open, controls])

  return (
    <button
      ref={button}
      type="button"
      className="site-header__menu"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((o) => !o)}
      data-testid="menu-button"
    >
      <Menu size={22} />
      <span>Menu</span>
    </button>
  )
}
