import { NotFoundLinks } from '@/modules/layout/components/NotFoundLinks'

export default function TenantNotFound() {
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
