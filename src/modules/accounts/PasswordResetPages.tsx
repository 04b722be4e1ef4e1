import { RESET_MESSAGES } from '@/domain/accounts/passwordReset'

import { ForgotPasswordForm, ResetLinkDead, ResetPasswordForm } from './PasswordResetForms.client'

/** /forgot-password: ask for a link to choose a new password (never stored by the edge: SITE_ROUTES 'private'). */
export function ForgotPasswordPage({ tenantName }: { tenantName: string }) {
  return (
    <section className="account container" aria-labelledby="forgot-password-title">
      <div className="panel-card account__card">
        <h1 id="forgot-password-title" className="account__title">
          Forgot your password?
        </h1>
        <p className="account__lead">
          Enter the email of your {tenantName} account and we will send you a link to choose a new password.
        </p>
        <ForgotPasswordForm />
      </div>
    </section>
  )
}

/**
 * /reset-password?token=…: the new-password form while the link works, else why not and a way to ask again.
 * `next`: where the shopper goes once signed in.
 */
export function ResetPasswordPage({ token, next }: { token: string | null; next: string }) {
  return (
    <section className="account container" aria-labelledby="reset-password-title">
      <div className="panel-card account__card">
        <h1 id="reset-password-title" className="account__title">
          Choose a new password
        </h1>
        {token ? (
          <>
            <p className="account__lead">Once saved, you are signed in, and signed out on every other device.</p>
            <ResetPasswordForm token={token} next={next} />
          </>
        ) : (
          <ResetLinkDead message={RESET_MESSAGES.invalidLink} />
        )}
      </div>
    </section>
  )
}
