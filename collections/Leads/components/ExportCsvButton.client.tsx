'use client'

import { useSearchParams } from 'next/navigation'
import '../../shared/admin-button.css'
import './leads-admin.css'

/** List query keys that are about the page, not the filter. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'columns', 'preset', 'groupBy', 'queryByGroup'])

export function exportHref(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of [...params.keys()]) if (NOT_FILTERS.has(key)) params.delete(key)
  const query = params.toString()
  return `/api/leads/export-csv${query ? `?${query}` : ''}`
}

/**
 * 'Export CSV' above the Leads list: downloads the leads the signed-in user may see, with the list's current
 * filters and search (and the tenant chosen in the tenant selector, which the server reads from its cookie).
 */
export function ExportCsvButton() {
  const searchParams = useSearchParams()
  const href = exportHref(searchParams?.toString() ?? '')
  // the list may rewrite the address without a navigation: read it again when the link is used
  const refresh = (event: { currentTarget: HTMLAnchorElement }) => {
    event.currentTarget.href = exportHref(window.location.search)
  }
  return (
    <div className="ldadm-export">
      <a className="admin-button" href={href} download onClick={refresh} data-testid="leads-export-csv">
        Export CSV
      </a>
      <span className="ldadm-export__hint">Downloads the leads shown by the current filters (all pages).</span>
    </div>
  )
}
