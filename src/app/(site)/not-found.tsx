/** 404 for an unknown host or path: names no tenant. */
export default function NotFound() {
  return (
    <main id="main" className="container section not-found">
      <h1>Page not found</h1>
      <p>Sorry, there is nothing at this address.</p>
    </main>
  )
}
