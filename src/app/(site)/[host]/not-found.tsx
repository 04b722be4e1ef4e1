export default function TenantNotFound() {
  return (
    <div className="container section not-found">
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn&apos;t find that page. Try the <a href="/">home page</a> or browse our stock.
      </p>
    </div>
  )
}
