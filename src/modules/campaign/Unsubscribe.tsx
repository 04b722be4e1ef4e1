import type { ReactNode } from 'react'

/**
 * The unsubscribe screens (/pages/unsubscribe). One card, one action: the question with the address and a
 * POST button (never unsubscribe on GET: mail scanners open every link), then the confirmation. The page around it
 * is never stored by the edge cache (SITE_ROUTES: 'private').
 */
export function UnsubscribeCard({ children, title }: { children: ReactNode; title: string }) {
  return (
    <section className="unsubscribe container" aria-labelledby="unsubscribe-title">
      <div className="panel-card unsubscribe__card" data-testid="unsubscribe-card">
        <h1 id="unsubscribe-title" className="unsubscribe__title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  )
}

export function UnsubscribeQuestion({
  email,
  tenantName,
  token,
  action,
}: {
  email: string
  tenantName: string
  token: string
  action: string
}) {
  return (
    <UnsubscribeCard title="Unsubscribe from marketing">
      <p className="unsubscribe__lead">
        Unsubscribe <strong className="unsubscribe__email">{email}</strong> from {tenantName} marketing emails?
      </p>
      <p className="unsubscribe__note">
        You will stop receiving offers, newsletters and stock alerts from us. Replies to enquiries you send us are not
        affected.
      </p>
      <form method="post" action={action} className="unsubscribe__form">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary unsubscribe__button">
          Unsubscribe
        </button>
      </form>
    </UnsubscribeCard>
  )
}

export function UnsubscribeDone({
  email,
  tenantName,
  homeHref,
}: {
  email: string
  tenantName: string
  homeHref: string
}) {
  return (
    <UnsubscribeCard title="You’re unsubscribed">
      <p className="unsubscribe__lead" role="status" data-testid="unsubscribe-done">
        <strong className="unsubscribe__email">{email}</strong> will no longer receive marketing emails from{' '}
        {tenantName}.
      </p>
      <p className="unsubscribe__note">
        Changed your mind? Tick “subscribe to receive latest offers” the next time you send us an enquiry and we will
        add you back.
      </p>
      <a href={homeHref} className="button button--primary unsubscribe__button">
        Back to {tenantName}
      </a>
    </UnsubscribeCard>
  )
}

/** No token: how to unsubscribe (a shopper who typed the address, or a link without its token). */
export function UnsubscribeHelp({ tenantName, contactHref }: { tenantName: string; contactHref: string | null }) {
  return (
    <UnsubscribeCard title="Unsubscribe from marketing">
      <p className="unsubscribe__lead">
        To stop marketing emails from {tenantName}, use the unsubscribe link at the bottom of any of our emails.
      </p>
      {contactHref ? (
        <p className="unsubscribe__note">
          Can’t find one? <a href={contactHref}>Contact us</a> and we will take you off our list.
        </p>
      ) : null}
    </UnsubscribeCard>
  )
}

/** A forged, altered or expired link (answered 404 by the route's not-found.tsx). */
export function UnsubscribeInvalid({ contactHref }: { contactHref: string }) {
  return (
    <UnsubscribeCard title="This unsubscribe link is not valid">
      <p className="unsubscribe__lead" data-testid="unsubscribe-invalid">
        The link may have been changed or copied incompletely, or it has expired. Nothing has been changed.
      </p>
      <p className="unsubscribe__note">
        Please use the unsubscribe link in our most recent email, or <a href={contactHref}>contact us</a> and we will
        take you off our list.
      </p>
    </UnsubscribeCard>
  )
}
