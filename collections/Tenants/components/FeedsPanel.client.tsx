'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { formatAdminDate } from '../../shared/admin/dates'
import '../../shared/admin-button.css'
import './feeds-panel.css'

type Kind = 'google' | 'meta'
type FeedsView = {
  urls: Record<Kind, string>
  enabled: Record<Kind, boolean>
  generatedAt: Record<Kind, string | null>
}

const LABELS: Record<Kind, string> = { google: 'Google Vehicle Ads', meta: 'Meta automotive catalogue' }
const KINDS: Kind[] = ['google', 'meta']

const when = (iso: string | null) => (iso ? formatAdminDate(iso) : null)

/**
 * Tenants → Feeds: each feed's address (with the site's token) to paste into Merchant Center or Commerce Manager,
 * a Copy button, when it was last generated, and 'Rotate token' (the old addresses stop working at once).
 * Reads GET /api/tenants/:id/feeds; rotates with POST /api/tenants/:id/feeds/rotate (collections/Tenants/endpoints).
 */
export function FeedsPanel() {
  const { id, hasSavePermission } = useDocumentInfo()
  const [view, setView] = useState<FeedsView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState<Kind | null>(null)

  const call = useCallback(
    async (method: 'GET' | 'POST') => {
      const res = await fetch(`/api/tenants/${id}/feeds${method === 'POST' ? '/rotate' : ''}`, {
        method,
        credentials: 'include',
      })
      const body = (await res.json().catch(() => ({}))) as Partial<FeedsView> & { error?: string }
      if (!res.ok || !body.urls) throw new Error(body.error ?? `The feeds could not be loaded (${res.status})`)
      return body as FeedsView
    },
    [id],
  )

  useEffect(() => {
    if (!id) return
    let live = true
    call('GET').then(
      (v) => live && setView(v),
      (e: Error) => live && setError(e.message),
    )
    return () => {
      live = false
    }
  }, [id, call])

  async function rotate() {
    if (!window.confirm('Rotate the feed token? Google and Meta must be given the new addresses.')) return
    setBusy(true)
    setError(null)
    try {
      setView(await call('POST'))
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  async function copy(kind: Kind) {
    if (!view) return
    try {
      await navigator.clipboard.writeText(view.urls[kind])
      setCopied(kind)
    } catch {
      setError('Copy failed: select the address and copy it by hand.')
    }
  }

  if (!id) {
    return (
      <div className="feeds-panel field-type">
        <p className="feeds-panel__hint">Save the site first: its feed addresses appear here.</p>
      </div>
    )
  }

  return (
    <div className="feeds-panel field-type" aria-live="polite">
      <p className="feeds-panel__hint">
        Give these addresses to Google Merchant Center and Meta Commerce Manager as scheduled feeds. They list the cars
        in stock (sold, reserved and hidden cars are left out) and follow stock changes within a minute. The token in
        each address is the site’s password for its feeds: keep it private, and rotate it if it leaks.
      </p>
      {KINDS.map((kind) => (
        <div className="feeds-panel__feed" key={kind}>
          <p className="feeds-panel__name">
            {LABELS[kind]}
            {view && !view.enabled[kind] ? ' (switched off below)' : ''}
          </p>
          <div className="feeds-panel__row">
            <input
              readOnly
              aria-label={`${LABELS[kind]} feed address`}
              value={view?.urls[kind] ?? 'Loading…'}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="admin-button" onClick={() => copy(kind)} disabled={!view}>
              {copied === kind ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="feeds-panel__meta">
            {view
              ? view.generatedAt[kind]
                ? `Last generated ${when(view.generatedAt[kind])}`
                : 'Not fetched yet'
              : 'Loading…'}
          </p>
        </div>
      ))}
      {hasSavePermission ? (
        <div>
          <button type="button" className="admin-button" onClick={rotate} disabled={busy || !view}>
            {busy ? 'Rotating…' : 'Rotate token'}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="feeds-panel__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
