'use client'

import { NotFoundLinks } from './NotFoundLinks'

/**
 * The tenant's 404 page: what happened, and three real ways on. A client component without state only because
 * every page's flight payload carries the layout's not-found boundary: as a server component its element tree
 * (~1.8 KB) travelled with every page; this way it is a reference.
 */
export function NotFoundPage() {
  return (
    <div className="container section not-found">
      <h1 className="page-title">Page not found</h1>
      <p className="not-found__lead">
        Sorry, we couldn&apos;t find that page. It may have moved, or the car may have sold.
      </p>
      <NotFoundLinks />
    </div>
  )
}
