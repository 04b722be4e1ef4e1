'use client'

/**
 * Collapsible: shows `collapsed` content with a toggle that swaps in `expanded`, animating the height change
 * (300 ms by default, VDP-56; instant when the user prefers reduced motion).
 *
 * Props
 *   collapsed    what shows while collapsed (a truncated text, the first N items)
 *   expanded     what shows when expanded (the whole text, every item)
 *   moreLabel    toggle text while collapsed (default 'Show More')
 *   lessLabel    toggle text while expanded (default 'Show Less')
 *   durationMs   animation length (default 300)
 *   defaultExpanded  start expanded
 *   className    extra class on the wrapper (default styles: .ui-collapsible)
 *   buttonClassName  class for the toggle button
 * The toggle has aria-expanded and aria-controls; both states render on the server as plain HTML (collapsed first).
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

export const COLLAPSE_ANIMATION_MS = 300

export interface CollapsibleProps {
  collapsed: ReactNode
  expanded: ReactNode
  moreLabel?: string
  lessLabel?: string
  durationMs?: number
  defaultExpanded?: boolean
  className?: string
  buttonClassName?: string
}

export function Collapsible({
  collapsed,
  expanded,
  moreLabel = 'Show More',
  lessLabel = 'Show Less',
  durationMs = COLLAPSE_ANIMATION_MS,
  defaultExpanded = false,
  className,
  buttonClassName,
}: CollapsibleProps) {
  const [open, setOpen] = useState(defaultExpanded)
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const from = useRef<number | null>(null)

  const toggle = () => {
    from.current = inner.current?.offsetHeight ?? null
    setOpen((o) => !o)
  }

  useLayoutEffect(() => {
    const el = box.current
    const start = from.current
    from.current = null
    if (!el || !inner.current || start === null) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (reduced || durationMs <= 0) return
    const end = inner.current.offsetHeight
    el.style.height = `${start}px`
    el.style.overflow = 'hidden'
    // Force a layout so the transition starts from `start`.
    void el.offsetHeight
    el.style.transition = `height ${durationMs}ms ease`
    el.style.height = `${end}px`
    const done = window.setTimeout(() => {
      el.style.height = ''
      el.style.overflow = ''
      el.style.transition = ''
    }, durationMs)
    return () => window.clearTimeout(done)
  }, [open, durationMs])

  return (
    <div className={`ui-collapsible${className ? ` ${className}` : ''}`}>
      <div ref={box} id={id} className="ui-collapsible__content">
        <div ref={inner}>{open ? expanded : collapsed}</div>
      </div>
      <button
        type="button"
        className={buttonClassName ?? 'ui-collapsible__toggle'}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {open ? lessLabel : moreLabel}
      </button>
    </div>
  )
}
