'use client'

import { useRef, useState } from 'react'

import { FormField } from '@/components/ui/FormField'
import { useFocusWhenShown } from '@/components/ui/useFocusWhenShown'
import { Submit } from '@/modules/accounts/SignInPanel.client'
import { postJson } from '@/modules/accounts/accountClient'

const FIELD = { field: 'lead-form__field', hint: 'account-form__hint', error: 'lead-form__error' }
/** How long the page waits for the processor's confirmation before saying it is still on its way. */
const WAIT_MS = 30_000

interface View {
  status: string
  failureMessage: string | null
}

/** A declined card: the reservation stays pending with the processor's words (or, for older ones, failed). */
const declined = (view: View) => view.status === 'failed' || (view.status === 'pending' && Boolean(view.failureMessage))

/** The page after a payment, marked so it moves focus to its result heading (RESULT_PARAM in OnlinePaymentResult). */
function resultUrl(): string {
  const url = new URL(window.location.href)
  url.searchParams.set('paid', '1')
  return `${url.pathname}${url.search}`
}

/**
 * The built-in test processor's card form (no money moves: the demo and CI). On success the page waits for the
 * reservation to be held (the processor's webhook), then loads the confirmation with focus on its heading; a declined
 * card shows the processor's own words (focused, announced) and the shopper can try another card at once.
 */
export function TestCardForm({
  reference,
  secret,
  amountText,
}: {
  reference: string
  secret: string
  amountText: string
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [banner, setBanner] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [bannerRef, focusBanner] = useFocusWhenShown<HTMLDivElement>()

  async function waitForHold(): Promise<View | null> {
    const until = Date.now() + WAIT_MS
    while (Date.now() < until) {
      const r = await fetch(`/api/reserve/${encodeURIComponent(reference)}?secret=${encodeURIComponent(secret)}`, {
        credentials: 'same-origin',
        cache: 'no-store',
      }).catch(() => null)
      const view = r?.ok ? ((await r.json()) as View) : null
      if (view && (view.status !== 'pending' || declined(view))) return view
      await new Promise((resolve) => setTimeout(resolve, 800))
    }
    return null
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    setBanner(null)
    setErrors({})
    const r = await postJson<View>('/api/payments/test/pay', {
      reference,
      secret,
      name: String(data.get('name') ?? ''),
      number: String(data.get('number') ?? ''),
      expiry: String(data.get('expiry') ?? ''),
      cvc: String(data.get('cvc') ?? ''),
    })
    if (!r.ok) {
      setBusy(false)
      const fieldErrors = (r.body.fieldErrors ?? {}) as Record<string, string>
      setErrors(fieldErrors)
      setBanner(typeof r.body.error === 'string' ? r.body.error : 'Something went wrong. Please try again.')
      const first = Object.keys(fieldErrors)[0]
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      else focusBanner()
      return
    }
    const view = r.body.status === 'pending' && !declined(r.body) ? await waitForHold() : r.body
    if (view && declined(view)) {
      setBusy(false)
      setBanner(`${view.failureMessage ?? 'Your card was declined.'} Please try another card.`)
      focusBanner()
      return
    }
    window.location.replace(resultUrl())
  }

  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <FormField id={`card-${name}`} label={label} error={errors[name]} classes={FIELD}>
      {(control) => <input {...control} name={name} {...props} />}
    </FormField>
  )

  return (
    <form ref={formRef} className="lead-form reserve-form" noValidate onSubmit={onSubmit} data-testid="test-card-form">
      <p className="reserve__test-note">
        Demo payments: no money moves. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, any
        future expiry and any three-digit CVC.
      </p>
      {banner ? (
        <div className="lead-form__banner" role="alert" data-testid="payment-error" ref={bannerRef} tabIndex={-1}>
          {banner}
        </div>
      ) : null}
      {field('name', 'Name on card', { autoComplete: 'cc-name' })}
      {field('number', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric' })}
      <div className="field-row">
        {field('expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' })}
        {field('cvc', 'Security code (CVC)', { autoComplete: 'cc-csc', inputMode: 'numeric' })}
      </div>
      <Submit busy={busy}>Pay {amountText} deposit</Submit>
    </form>
  )
}
