'use client'

import '@/modules/leads/zodJitless'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { FORGOT_PASSWORD_PATH, forgotPasswordSchema, resetPasswordSchema } from '@/domain/accounts/passwordReset'
import { SIGN_IN_PATH } from '@/domain/accounts/signIn'

import { postJson, type Me } from './accountClient'
import { applyFieldErrors, Banner, errorText, Submit, TextField } from './SignInPanel.client'

/**
 * /forgot-password's form: an email; the answer is the server's one message whatever the email (no hint whether an
 * account exists), shown in place of the form.
 */
export function ForgotPasswordForm() {
  const [banner, setBanner] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null)
    const r = await postJson<{ ok: true; message: string }>('/api/account/forgot-password', values)
    if (r.ok) return setSent(r.body.message)
    applyFieldErrors(r.body, form.setError)
    setBanner(errorText(r.body))
  })
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
  const [banner, setBanner] = useState<string | null>(null)
  const [dead, setDead] = useState<string | null>(null)
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  })
  const { isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null)
    const r = await postJson<Me>('/api/account/reset-password', values)
    if (r.ok) return window.location.assign(next)
    if (typeof r.body.askAgain === 'string') return setDead(errorText(r.body))
    applyFieldErrors(r.body, form.setError)
    setBanner(errorText(r.body))
  })
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
