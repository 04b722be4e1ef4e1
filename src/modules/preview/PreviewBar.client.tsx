'use client'

import { usePathname, useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect } from 'react'

/**
 * Live preview: rendered by the tenant layout only while a marketer previews this tenant's drafts
 * (isPreview). A bar that says so, with an Exit link (draft mode off, back to this page as shoppers see it), and
 * the admin's refresh protocol:
 *   - on load, `{ type: 'payload-live-preview', ready: true }` to the parent frame (or the window that opened this
 *     one, the admin's pop-out), addressed to each admin origin only — a browser drops it for any other origin;
 *   - on `{ type: 'payload-document-event' }` from an admin origin (the admin posts it after Save draft, Publish and
 *     autosave), router.refresh(): the page renders again from the server with the saved draft.
 * Messages from any other origin are ignored. No new dependency: Payload's live-preview packages do the same.
 * Styles inline: the bar exists only in draft mode, never in a shopper's page or the shared stylesheet.
 */
export function PreviewBar({ adminOrigins }: { adminOrigins: string[] }) {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    const allowed = new Set(adminOrigins)
    const onMessage = (event: MessageEvent) => {
      if (!allowed.has(event.origin)) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.parent !== window ? window.parent : (window.opener as Window | null)
    if (admin) {
      for (const origin of adminOrigins) {
        try {
          admin.postMessage({ type: 'payload-live-preview', ready: true }, origin)
        } catch {
          // an origin the browser cannot parse: skip it
        }
      }
    }
    return () => window.removeEventListener('message', onMessage)
  }, [adminOrigins, router])

  const exit = `/api/preview/exit?${new URLSearchParams({ next: pathname || '/' })}`
  return (
    <div role="status" aria-label="Preview" data-testid="preview-bar" style={bar}>
      <p style={text}>
        <strong>Preview</strong> — draft content
      </p>
      <a href={exit} style={link} data-testid="preview-exit">
        Exit preview
      </a>
    </div>
  )
}

const bar: React.CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 60,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.25rem 1rem',
  padding: '0.25rem 1rem',
  background: '#1f2933',
  color: '#ffffff',
  fontSize: '0.875rem',
  borderBottom: '3px solid #f5b700',
}
const text: React.CSSProperties = { margin: 0, minWidth: 0 }
const link: React.CSSProperties = {
  color: '#ffffff',
  fontWeight: 700,
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 0.25rem',
}
