'use client'

import { useEffect } from 'react'

/**
 * Moves focus to the page's result (its heading, given by id) once the page has loaded after a payment, so a screen
 * reader announces what happened rather than starting again at the top of the page. The element needs tabIndex -1.
 */
export function FocusResult({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.focus()
  }, [targetId])
  return null
}
