'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { formatNumber } from '../../../src/domain/numberFormat'
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

/** GET /api/tenants/:id/feeds/left-out (collections/Tenants/endpoints/feeds.ts LeftOutView). */
type LeftOutView = {
  feed: Kind
  total: number
  page: number
  pages: number
  summary: string
  byReason: { reason: string; cars: number }[]
  rows: { id: string; title: string; reasons: string[] }[]
  uncoded: { id: string; name: string; fallback: string; cars: number }[]
}

const cars = (n: number) => `${formatNumber(n)} ${n === 1 ? 'car' : 'cars'}`

/**
 * The cars in stock each feed leaves out, each with why in words and a link to the car (fix it there), a page at a
 * time; and the locations holding cars with no store code set (Google matches store codes to the Business Profile).
 */
function FeedsLeftOut({ id }: { id: string | number }) {
  const [kind, setKind] = useState<Kind>('google')
  const [page, setPage] = useState(1)
  const [view, setView] = useState<LeftOutView | null>(null)
  // an error belongs to the list it was loading ('google:2')
  const [error, setError] = useState<{ of: string; message: string } | null>(null)
  const current = `${kind}:${page}`

  useEffect(() => {
    let live = true
    fetch(`/api/tenants/${id}/feeds/left-out?feed=${kind}&page=${page}`, { credentials: 'include' })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as Partial<LeftOutView> & { error?: string }
        if (!res.ok || !body.rows) throw new Error(body.error ?? `The list could not be loaded (${res.status})`)
        if (live) setView(body as LeftOutView)
      })
      .catch((e: Error) => live && setError({ of: `${kind}:${page}`, message: e.message }))
    return () => {
      live = false
    }
  }, [id, kind, page])

  const shown = view?.feed === kind ? view : null
  return (
    <section className="feeds-panel__feed" aria-labelledby="feeds-left-out">
      <p className="feeds-panel__name" id="feeds-left-out">
        Cars in stock left out of the feeds
      </p>
      <div className="feeds-panel__row" role="group" aria-label="Feed">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className="admin-button"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k)
              setPage(1)
            }}
          >
            {LABELS[k]}
          </button>
        ))}
      </div>
      {shown ? (
        <>
          <p className="feeds-panel__meta">
            {shown.total
              ? `${cars(shown.total)} in stock ${shown.total === 1 ? 'is' : 'are'} not in the ${LABELS[kind]} feed. Fix each in the car's record (prices and price types there or in the Stock & prices tab), and the feed picks it up.`
              : `Every car in stock is in the ${LABELS[kind]} feed.`}
          </p>
          {shown.byReason.length > 1 ? (
            <ul className="feeds-panel__reasons" aria-label="Cars left out by reason">
              {shown.byReason.map((r) => (
                <li key={r.reason}>
                  <strong>{cars(r.cars)}</strong>: {r.reason}
                </li>
              ))}
            </ul>
          ) : null}
          {shown.rows.length ? (
            <ul className="feeds-panel__left-out">
              {shown.rows.map((r) => (
                <li key={r.id}>
                  <a href={`/admin/collections/vehicles/${r.id}`}>{r.title}</a>
                  <span> — {r.reasons.join('; ')}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {shown.pages > 1 ? (
            <div className="feeds-panel__row">
              <button
                type="button"
                className="admin-button"
                disabled={shown.page <= 1}
                onClick={() => setPage(shown.page - 1)}
              >
                Previous
              </button>
              <span className="feeds-panel__meta">
                Page {shown.page} of {shown.pages}
              </span>
              <button
                type="button"
                className="admin-button"
                disabled={shown.page >= shown.pages}
                onClick={() => setPage(shown.page + 1)}
              >
                Next
              </button>
            </div>
          ) : null}
          {shown.uncoded.length ? (
            <div className="feeds-panel__warning" role="note">
              <p className="feeds-panel__meta">
                These locations hold cars but have no store code below, so their slug is sent instead. Google matches
                store codes to the dealer&apos;s Business Profile: add each location&apos;s code under Store codes.
              </p>
              <ul className="feeds-panel__left-out">
                {shown.uncoded.map((l) => (
                  <li key={l.id}>
                    <a href={`/admin/collections/locations/${l.id}`}>{l.name}</a>
                    <span>
                      {' '}
                      — {cars(l.cars)}, sent as &lsquo;{l.fallback}&rsquo;
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : (
        <p className="feeds-panel__meta">{error?.of === current ? error.message : 'Loading…'}</p>
      )}
    </section>
  )
}

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
      <FeedsLeftOut id={id} />
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
