import Link from 'next/link'

/** The admin's nav link to Email previews (admin.components.afterNavLinks). */
export function EmailPreviewsLink() {
  return (
    <Link href="/admin/email-previews" className="nav__link" id="nav-email-previews">
      <span className="nav__link-label">Email previews</span>
    </Link>
  )
}
