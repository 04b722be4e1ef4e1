'use client'

import '@/modules/leads/zodJitless'

import { useState } from 'react'

import { FORGOT_PASSWORD_PATH, forgotPasswordSchema, resetPasswordSchema } from '@/domain/accounts/passwordReset'
import { SIGN_IN_PATH } from '@/domain/accounts/signIn'

import { Banner, errorText, Submit, TextField, useAccountForm } from './SignInPanel.client'

/**
 * /forgot-password's form: an email; the answer is the server's one message whatever the email (no hint whether an
 * account exists), shown in place of the form.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null)
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    forgotPasswordSchema,
    { email: '' },
    '/api/account/forgot-password',
    (body: { ok: true; message: string }) => setSent(body.message),
  )
  if (sent)
    return (
      <div>
        <p className="account-notice" role="status" data-testid="forgot-password-sent">
          {sent}
        </p>
        <p className="account-form__aside">
          <a href={SIGN_IN_PATH}>Back to sign in</a>
        </p>
      </div>
    )
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="forgot-password-form">
      <Banner message={banner} />
      <TextField form={form} name="email" id="forgot-email" label="Email" type="email" autoComplete="email" />
      <Submit busy={isSubmitting}>Send reset link</Submit>
      <p className="account-form__aside">
        <a href={SIGN_IN_PATH}>Back to sign in</a>
      </p>
    </form>
  )
}

/**
 * /reset-password's form: the new password (sign-up's rules). Success signs the shopper in and goes to `next`; a
 * link that stopped working meanwhile (used in another tab, expired) says so with a way to ask again.
 */
export function ResetPasswordForm({ token, next }: { token: string; next: string }) {
  const [dead, setDead] = useState<string | null>(null)
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    resetPasswordSchema,
    { token, password: '' },
    '/api/account/reset-password',
    () => window.location.assign(next),
    {
      // a link that stopped working: say so in place of the form
      onError: (body) => {
        if (typeof body.askAgain !== 'string') return false
        setDead(errorText(body))
        return true
      },
    },
  )
  if (dead) return <ResetLinkDead message={dead} />
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="reset-password-form">
      <Banner message={banner} />
      <input type="hidden" {...form.register('token')} />
      <TextField
        form={form}
        name="password"
        id="reset-password"
        label="New password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
      />
      <Submit busy={isSubmitting}>Save password and sign in</Submit>
    </form>
  )
}

/** An unknown, expired or used link: the reason and a way to ask for a new one. */
export function ResetLinkDead({ message }: { message: string }) {
  return (
    <div data-testid="reset-link-dead">
      <p className="account-notice" role="alert">
        {message}
      </p>
      <p className="account-form__aside">
        <a href={FORGOT_PASSWORD_PATH}>Ask for a new link</a>
      </p>
    </div>
  )
}
