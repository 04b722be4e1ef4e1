'use client'

/**
 * The app's root not-found boundary, outside every route group's layout: shown for an address no route matches
 * (/_not-found, inside Next's bare default layout). Next's built-in one is a server component whose element tree
 * (its inline styles and text, ~1.2 KB) every page's flight payload carried; a client component is a reference
 * there. Site addresses never reach it: the proxy routes them to a tenant, whose 404 is its own
 * ((site)/[host]/not-found.tsx) or the (site) group's.
 */
export default function RootNotFound() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '20vh 1rem', textAlign: 'center' }}>
      <title>Page not found</title>
      <h1>Page not found</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  )
}
