/** 404 for an unknown host or path: names no tenant, and links only to the platform's own index. */
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
