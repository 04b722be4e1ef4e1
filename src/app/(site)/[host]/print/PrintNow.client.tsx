'use client'

import { Printer } from '@/components/ui/icons'

/** The print page's Print button: the browser's print dialog. */
export function PrintNow() {
  return (
    <button type="button" className="button button--primary print-sheet__print" onClick={() => window.print()}>
      <Printer size={18} aria-hidden="true" />
      Print
    </button>
  )
}
