'use client'

/**
 * PdfButton: downloads the car's brochure PDF from GET /api/cars/{slug}/pdf as {slug}.pdf (VDP-67/68). While it
 * downloads the button is busy and shows a spinner with 'Preparing...'; a failure shows a browser alert with the
 * message (the JSON `message`/`error` of the response when there is one).
 *
 * Props
 *   slug   the car's slug
 *   label  the idle text (default 'Download PDF')
 */
import { Download } from '@/components/ui/icons'
import { useState } from 'react'

import { TRACKING_EVENTS } from '@/domain/tracking'
import { pdfFileName, pdfHref } from '@/domain/vehicle/layout'
import { pushAnalytics } from '@/lib/analytics.client'

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
    if (typeof body.error === 'string' && body.error) return body.error
  } catch {
    // Not JSON.
  }
  return `The PDF could not be prepared (${response.status}).`
}

export function PdfButton({ slug, label = 'Download PDF' }: { slug: string; label?: string }) {
  const [busy, setBusy] = useState(false)

  const download = async () => {
    if (busy) return
    setBusy(true)
    // LEAD-57: the data layer hears of it here; the PDF route records it on the server
    pushAnalytics(TRACKING_EVENTS.printPdf)
    try {
      const response = await fetch(pdfHref(slug))
      if (!response.ok) throw new Error(await failureMessage(response))
      const blob = await response.blob()
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = pdfFileName(slug)
      document.body.appendChild(a)
      a.click()
      a.remove()
      window.setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="vd-tool-button"
      onClick={download}
      aria-busy={busy}
      aria-disabled={busy}
      data-testid="vdp-pdf"
    >
      {busy ? (
        <>
          <span className="vd-spinner" aria-hidden="true" /> Preparing...
        </>
      ) : (
        <>
          <Download size={18} aria-hidden="true" />
          {label}
        </>
      )}
    </button>
  )
}
