import { TRUST_MESSAGES } from '@/domain/accounts/trust'

import { VerifyEmailForm } from './AccountTrust.client'

/**
 * /verify-email?token=…: a button that confirms the address while the link works, else why not (a signed-in shopper
 * can ask for a new link from My garage). `next`: where the shopper goes once confirmed.
 */
export function VerifyEmailPage({ token, next }: { token: string | null; next: string }) {
  return (
    <section className="account container" aria-labelledby="verify-email-title">
      <div className="panel-card account__card">
        <h1 id="verify-email-title" className="account__title">
          Confirm your email
        </h1>
        {token ? (
          <VerifyEmailForm token={token} next={next} />
        ) : (
          <p className="account-notice" role="alert" data-testid="verify-link-dead">
            {TRUST_MESSAGES.invalidLink}
          </p>
        )}
      </div>
    </section>
  )
}
