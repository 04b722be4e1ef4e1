'use client'

import '@/modules/leads/zodJitless'

import { useEffect, useState } from 'react'

import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  DELETE_CONFIRMATION,
  verifyEmailSchema,
} from '@/domain/accounts/trust'

import { leaveAccount } from '@/modules/saved/accountSync'

import { postJson } from './accountClient'
import { Banner, Submit, TextField, useAccountForm } from './SignInPanel.client'

type Done = { ok: true; message: string }

/** /verify-email's button: confirms the address, then says so with a link on. */
export function VerifyEmailForm({ token, next }: { token: string; next: string }) {
  const [done, setDone] = useState<string | null>(null)
  const { banner, onSubmit, isSubmitting } = useAccountForm(
    verifyEmailSchema,
    { token },
    '/api/account/verify-email',
    (body: Done) => setDone(body.message),
  )
  if (done)
    return (
      <div>
        <p className="account-notice" role="status" data-testid="email-confirmed">
          {done}
        </p>
        <p className="account-form__aside">
          <a href={next}>Continue</a>
        </p>
      </div>
    )
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="verify-email-form">
      <Banner message={banner} />
      <p className="account__lead">Press the button to confirm this email address for your account.</p>
      <Submit busy={isSubmitting}>Confirm my email</Submit>
    </form>
  )
}

/** The garage's note on an unconfirmed email, with a way to send the link again. */
export function VerifyEmailNotice() {
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const resend = async () => {
    setBusy(true)
    const r = await postJson<Done>('/api/account/verify-email/resend', {})
    setMessage(r.ok ? r.body.message : String(r.body.error ?? 'Please try again.'))
    setBusy(false)
  }
  return (
    <div className="garage-account__verify" data-testid="email-unconfirmed">
      <p>Your email is not confirmed yet, so we cannot send you alerts. Open the link we emailed you.</p>
      <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={busy}>
        Send the link again
      </button>
      <p className="garage-account__saved" role="status">
        {message}
      </p>
    </div>
  )
}

/** Change email: the new address and the current password; the change waits for the link sent to the new address. */
function ChangeEmailForm() {
  const [sent, setSent] = useState<string | null>(null)
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    changeEmailSchema,
    { email: '', current_password: '' },
    '/api/account/email',
    (body: Done) => setSent(body.message),
  )
  // once sent, the fields are emptied (the password above all)
  useEffect(() => {
    if (sent) form.reset()
  }, [sent, form])
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="change-email-form">
      <Banner message={banner} />
      <TextField form={form} name="email" id="change-email" label="New email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="current_password"
        id="change-email-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <Submit busy={isSubmitting}>Change email</Submit>
      <p className="garage-account__saved" role="status">
        {sent}
      </p>
    </form>
  )
}

/** Change password: the current one and a new one; other devices are signed out. */
function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null)
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    changePasswordSchema,
    { current_password: '', password: '' },
    '/api/account/password',
    (body: Done) => setDone(body.message),
  )
  useEffect(() => {
    if (done) form.reset()
  }, [done, form])
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
      <Banner message={banner} />
      <TextField
        form={form}
        name="current_password"
        id="change-password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        form={form}
        name="password"
        id="change-password-new"
        label="New password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
      />
      <Submit busy={isSubmitting}>Change password</Submit>
      <p className="garage-account__saved" role="status">
        {done}
      </p>
    </form>
  )
}

/** Delete the account: the current password and the typed confirmation; then the site's home page. */
function DeleteAccountForm() {
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    deleteAccountSchema,
    { current_password: '', confirm: '' },
    '/api/account/delete',
    () => window.location.assign(window.location.origin),
  )
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="delete-account-form">
      <p className="account-form__intro">
        Your account, saved cars and sign-ins are deleted for good. The dealer keeps the enquiries you sent and any
        reservation or payment record, as the law requires, without a link to your account.
      </p>
      <Banner message={banner} />
      <TextField
        form={form}
        name="current_password"
        id="delete-account-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        form={form}
        name="confirm"
        id="delete-account-confirm"
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        autoComplete="off"
      />
      <Submit busy={isSubmitting}>Delete my account</Submit>
    </form>
  )
}

/**
 * The garage's sign-in and privacy settings, each behind its own disclosure: change email, change password, sign out
 * everywhere, download my data, delete my account.
 */
export function AccountSecurity({ accountId }: { accountId: number }) {
  const [signingOut, setSigningOut] = useState(false)
  const signOutEverywhere = async () => {
    setSigningOut(true)
    const out = await postJson('/api/account/sign-out-everywhere', {})
    if (out.ok) leaveAccount(accountId)
    window.location.assign(window.location.origin)
  }
  return (
    <div className="garage-security">
      <details className="garage-security__item">
        <summary>Change email</summary>
        <ChangeEmailForm />
      </details>
      <details className="garage-security__item">
        <summary>Change password</summary>
        <ChangePasswordForm />
      </details>
      <details className="garage-security__item">
        <summary>Sign out everywhere</summary>
        <p>Signs you out on every phone and computer, this one included.</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOutEverywhere()}
          disabled={signingOut}
          data-testid="sign-out-everywhere"
        >
          Sign out everywhere
        </button>
      </details>
      <details className="garage-security__item">
        <summary>Download my data</summary>
        <p>Your account, saved cars, reservations and enquiries on this site, as a JSON file.</p>
        <a className="button button--secondary" href="/api/account/export" download data-testid="download-my-data">
          Download my data
        </a>
      </details>
      <details className="garage-security__item">
        <summary>Delete my account</summary>
        <DeleteAccountForm />
      </details>
    </div>
  )
}
