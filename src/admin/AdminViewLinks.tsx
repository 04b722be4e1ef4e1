import Link from 'next/link'

/** The admin's nav links to its own views, Insights and Email previews (admin.components.afterNavLinks). */
export function AdminViewLinks() {
  return (
    <>
      <Link href="/admin/insights" className="nav__link" id="nav-insights">
        <span className="nav__link-label">Insights</span>
      </Link>
      <Link href="/admin/email-previews" className="nav__link" id="nav-email-previews">
        <span className="nav__link-label">Email previews</span>
      </Link>
    </>
  )
}
