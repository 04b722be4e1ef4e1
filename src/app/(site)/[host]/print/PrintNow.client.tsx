'use client'

/** The print page's Print button: the browser's print dialog. */
export function PrintNow() {
  return (
    <button type="button" className="button button--primary" onClick={() => window.print()}>
      Print
    </button>
  )
}
