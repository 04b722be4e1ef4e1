'use client'

/**
 * 404 for an unknown host or path: names no tenant, and links only to the platform's own index. A client component
 * without state only because every site page's flight payload carries this boundary: as a server component its element
 * tree travelled with every page; this way it is a reference.
 */
export default function NotFound() {
  return (
    <main id="main" className="container section not-found">
      <h1 className="page-title">Page not found</h1>
      <p className="not-found__lead">Sorry, there is nothing at this address.</p>
      <p>
        <a href="/" className="button button--primary">
          Go to the home page
        </a>
      </p>
    </main>
  )
}
