import { SIGN_IN_REASONS, type SignInRequest } from '@/domain/accounts/signIn'

import { SignInPanel } from './SignInPanel.client'

/**
 * /sign-in (RTE-21, CMS-30): one card with the reason (by type, RTE-22), the forms and a way back. The page is never
 * stored by the edge cache (SITE_ROUTES 'private').
 */
export function SignInPage({ request, tenantName }: { request: SignInRequest; tenantName: string }) {
  const title = request.type ? SIGN_IN_REASONS[request.type] : 'Sign in'
  return (
    <section className="account container" aria-labelledby="sign-in-title">
      <div className="panel-card account__card">
        {request.back ? (
          <a href={request.back} className="account__back">
            Back
          </a>
        ) : null}
        <h1 id="sign-in-title" className="account__title">
          {title}
        </h1>
        <p className="account__lead">
          Your {tenantName} account keeps your watchlist and saved cars in one place, on any device.
        </p>
        <SignInPanel type={request.type} redirect={request.redirect} />
      </div>
    </section>
  )
}
