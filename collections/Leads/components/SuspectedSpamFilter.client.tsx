'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { numberFormat } from '@/domain/numberFormat'

import '../../shared/admin-button.css'
import './leads-admin.css'

/** The list query that shows only the leads held as suspected spam (the list's own filter format). */
const COUNT = numberFormat()

export const SUSPECTED_SPAM_QUERY = 'where[or][0][and][0][status][equals]=suspected_spam'

/**
 * Above the Leads list: how many leads are held as suspected spam (those the user may see) and a link that filters
 * the list to them; each one is released or deleted from its page. Shown as 'Show all leads' while filtered.
 */
export function SuspectedSpamFilter() {
  const search = useSearchParams()?.toString() ?? ''
  const filtered = decodeURIComponent(search).includes('[status][equals]=suspected_spam')
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    fetch('/api/leads/count?where[status][equals]=suspected_spam', { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ totalDocs?: number }>) : null))
      .then((body) => {
        if (live && body && typeof body.totalDocs === 'number') setCount(body.totalDocs)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [search])
  return (
    <div className="ldadm-suspected" data-testid="leads-suspected-filter">
      {filtered ? (
        <a className="admin-button" href="?">
          Show all leads
        </a>
      ) : (
        <a className="admin-button" href={`?${SUSPECTED_SPAM_QUERY}`}>
          Suspected spam{count !== null ? ` (${COUNT.format(count)})` : ''}
        </a>
      )}
      <span className="ldadm-export__hint">
        {filtered
          ? 'Held back from delivery by bot signals: open one to release it to the dealer or delete it.'
          : count
            ? `${COUNT.format(count)} held back from delivery until someone releases or deletes them.`
            : 'Leads held back from delivery by bot signals are listed here.'}
      </span>
    </div>
  )
}
