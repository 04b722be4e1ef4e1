'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Focus for an element that a form shows on failure (an error summary): `request()` asks for it, and the element takes
 * focus after whichever render first has it on the page. A timer or an animation frame can run before React commits
 * that render — react-hook-form, for one, renders its field errors only after its invalid callback returns.
 */
export function useFocusWhenShown<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T | null>(null)
  const wanted = useRef(false)
  const [, rerender] = useState(0)
  useEffect(() => {
    if (wanted.current && ref.current) {
      wanted.current = false
      ref.current.focus()
    }
  })
  const request = useCallback(() => {
    wanted.current = true
    rerender((n) => n + 1)
  }, [])
  return [ref, request]
}
