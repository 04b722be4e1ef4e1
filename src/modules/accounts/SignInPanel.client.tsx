'use client'

import '@/modules/leads/zodJitless'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form'
import type { z } from 'zod'

import { FormField } from '@/components/ui/FormField'
import { FORGOT_PASSWORD_PATH } from '@/domain/accounts/passwordReset'
import { phoneUpdateSchema, registerSchema, signInSchema } from '@/domain/accounts/schema'
import type { SignInType } from '@/domain/accounts/signIn'

import { loadMe, postJson, type Me } from './accountClient'

type Mode = 'sign-in' | 'register' | 'phone'

const TABS: [Mode, string][] = [
  ['sign-in', 'Sign in'],
  ['register', 'Create account'],
]

export interface SignInPanelProps {
  type: SignInType | null
  /** a same-site path (parseSignInQuery) */
  redirect: string
}

/**
 * The sign-in page's forms (RTE-21, CMS-30): sign in, or create an account, then go to `redirect`. For the watchlist
 * (type=watchlist) an account needs a phone (SAVE-02): a shopper signed in without one is asked for it here. A
 * shopper who is already signed in (and has what the type needs) goes straight on.
 */
export function SignInPanel({ type, redirect }: SignInPanelProps) {
  const [mode, setMode] = useState<Mode>('sign-in')
  const needsPhone = (me: Me) => me.signedIn && type === 'watchlist' && !me.hasPhone

  const done = (me: Me) => {
    if (needsPhone(me)) setMode('phone')
    else window.location.assign(redirect)
  }

  useEffect(() => {
    void loadMe().then((me) => {
      if (!me.signedIn) return
      if (type === 'watchlist' && !me.hasPhone) setMode('phone')
      else window.location.replace(redirect)
    })
  }, [type, redirect])

  if (mode === 'phone') return <PhoneForm onDone={() => window.location.assign(redirect)} />
  return (
    <div className="account-panel">
      <div className="account-tabs" role="group" aria-label="Sign in or create an account">
        {TABS.map(([tab, label]) => (
          <button
            key={tab}
            type="button"
            className="account-tabs__tab"
            aria-pressed={mode === tab}
            onClick={() => setMode(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === 'sign-in' ? (
        <SignInForm onDone={done} />
      ) : (
        <RegisterForm onDone={done} phoneRequired={type === 'watchlist'} />
      )}
    </div>
  )
}

/** One labelled text input of an account form, registered with its react-hook-form form. */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  type = 'text',
  autoComplete,
}: {
  form: UseFormReturn<T, unknown, FieldValues>
  name: Path<T>
  id: string
  label: string
  hint?: string
  type?: string
  autoComplete: string
}) {
  const error = form.formState.errors[name]?.message as string | undefined
  return (
    <FormField id={id} label={label} hint={hint} error={error} classes={FIELD}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  )
}

/** An account field's parts: the lead form's field and error classes (leads.css), the account hint (accounts.css). */
const FIELD = { field: 'lead-form__field', hint: 'account-form__hint', error: 'lead-form__error' }

export function Banner({ message }: { message: string | null }) {
  return message ? (
    <div className="lead-form__banner" role="alert" data-testid="account-error">
      {message}
    </div>
  ) : null
}

export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="lead-form__submit account-form__submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="spinner lead-form__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}

export const errorText = (body: Record<string, unknown>) =>
  typeof body.error === 'string' ? body.error : 'Something went wrong. Please try again.'

export function applyFieldErrors<T extends FieldValues>(body: Record<string, unknown>, setError: UseFormSetError<T>) {
  const fields = body.fieldErrors
  if (fields && typeof fields === 'object')
    for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { message: String(message) })
}

/**
 * An account form's state: react-hook-form checked by the server's zod schema, the error banner, and a submit that
 * posts the values to `path`. A success goes to `onOk`; a failure goes to `onError` first (true: it was handled),
 * else its field errors (unless `fieldErrors` is false) go under the fields and its message to the banner.
 */
export function useAccountForm<In extends FieldValues, Out, OkBody>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  path: string,
  onOk: (body: OkBody) => void,
  { fieldErrors = true, onError }: { fieldErrors?: boolean; onError?: (body: Record<string, unknown>) => boolean } = {},
) {
  const [banner, setBanner] = useState<string | null>(null)
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues })
  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null)
    const r = await postJson<OkBody>(path, values)
    if (r.ok) return onOk(r.body)
    if (onError?.(r.body)) return
    if (fieldErrors) applyFieldErrors(r.body, form.setError)
    setBanner(errorText(r.body))
  })
  return { form, banner, onSubmit, isSubmitting: form.formState.isSubmitting }
}

function SignInForm({ onDone }: { onDone: (me: Me) => void }) {
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    signInSchema,
    { email: '', password: '' },
    '/api/account/sign-in',
    onDone,
    { fieldErrors: false },
  )
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="sign-in-form">
      <Banner message={banner} />
      <TextField form={form} name="email" id="signin-email" label="Email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="password"
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Submit busy={isSubmitting}>Sign in</Submit>
      <p className="account-form__aside">
        <a href={FORGOT_PASSWORD_PATH} data-testid="forgot-password-link">
          Forgot password?
        </a>
      </p>
    </form>
  )
}

function RegisterForm({ onDone, phoneRequired }: { onDone: (me: Me) => void; phoneRequired: boolean }) {
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    registerSchema,
    { name: '', email: '', phone: '', password: '', marketing_opt_in: false },
    '/api/account/register',
    onDone,
  )
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="register-form">
      <Banner message={banner} />
      <TextField form={form} name="name" id="register-name" label="Name" autoComplete="name" />
      <TextField form={form} name="email" id="register-email" label="Email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="phone"
        id="register-phone"
        label={phoneRequired ? 'Mobile or phone' : 'Mobile or phone (optional)'}
        hint={phoneRequired ? 'Needed for your watchlist.' : 'Needed for the watchlist; you can add it later.'}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        form={form}
        name="password"
        id="register-password"
        label="Password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
      />
      <label className="lead-form__inline lead-form__consent">
        <input type="checkbox" {...form.register('marketing_opt_in')} />
        <span>Yes, send me offers and news by email</span>
      </label>
      <Submit busy={isSubmitting}>Create account</Submit>
    </form>
  )
}

/** SAVE-02: the phone a watchlist needs (also the garage's account details). */
export function PhoneForm({ onDone, current }: { onDone: (me: Me) => void; current?: string | null }) {
  const { form, banner, onSubmit, isSubmitting } = useAccountForm(
    phoneUpdateSchema,
    { phone: current ?? '' },
    '/api/account/phone',
    onDone,
  )
  return (
    <form className="lead-form account-form" noValidate onSubmit={onSubmit} data-testid="phone-form">
      {current === undefined ? (
        <p className="account-form__intro">Your watchlist needs a phone number. Add it to continue.</p>
      ) : null}
      <Banner message={banner} />
      <TextField form={form} name="phone" id="account-phone" label="Mobile or phone" type="tel" autoComplete="tel" />
      <Submit busy={isSubmitting}>{current === undefined ? 'Save and continue' : 'Save phone'}</Submit>
    </form>
  )
}
