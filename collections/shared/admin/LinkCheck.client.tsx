'use client'

import { useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { relationId } from '../../../src/domain/ids'
import { siteRouteFor } from '../../../src/domain/routes'
import './marketing-admin.css'

type Check = { href: string; live: boolean }

/** Answers already fetched on this admin page, by tenant and href: a menu with twenty links asks once per address. */
const answers = new Map<string, Promise<boolean | null>>()

function askServer(href: string, tenant: string | null): Promise<boolean | null> {
  const key = `${tenant ?? ''} ${href}`
  const known = answers.get(key)
  if (known) return known
  const query = new URLSearchParams({ href, ...(tenant !== null ? { tenant } : {}) })
  const answer = fetch(`/api/link-check?${query}`, { credentials: 'include' })
    .then(async (res) => (res.ok ? ((await res.json()) as { live?: boolean }).live !== false : null))
    .catch(() => null)
  // a failed check is asked again next time; an answer is kept for this page view
  void answer.then((live) => (live === null ? answers.delete(key) : undefined))
  answers.set(key, answer)
  return answer
}

/**
 * Whether the path is live on every site, so the server need not be asked: '/finance', '/cars/…', the home page.
 * A route a tenant's flags may switch off (trade-in) and CMS page addresses are checked by the server.
 */
function alwaysLive(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? ''
  const route = siteRouteFor(href)
  return path === '/' || (route !== null && !route.offered)
}

/**
 * Under a link field: a warning when the link is one of the site's own paths that no page answers yet (no built
 * route, no published page of that address on this document's site), checked with GET /api/link-check as the
 * marketer types. A warning only: the document still saves, so a page about to be published can be linked first;
 * until then the site leaves the link (or the tile or popup it belongs to) out.
 */
export function LinkCheck() {
  const { value, path } = useField<string>()
  const tenant = useFormFields(([fields]) => relationId(fields.tenant?.value))
  const href = typeof value === 'string' ? value.trim() : ''
  const internal = href.startsWith('/') && !href.startsWith('//') && !alwaysLive(href)
  const [check, setCheck] = useState<Check | null>(null)

  useEffect(() => {
    if (!internal) return
    let current = true
    const timer = window.setTimeout(async () => {
      const live = await askServer(href, tenant !== null ? String(tenant) : null)
      // offline, or the value changed meanwhile: no warning rather than a wrong one
      if (live !== null && current) setCheck({ href, live })
    }, 400)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [href, internal, tenant])

  if (!internal || !check || check.href !== href || check.live) return null
  return (
    <p className="mkadm-link-warning" role="status" id={`${path}-link-warning`} data-testid="link-warning">
      No page at <strong>{href}</strong> on this site yet. Until a page with this address is published, the site leaves
      this link out. You can still save.
    </p>
  )
}
