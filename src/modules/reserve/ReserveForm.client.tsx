'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { reserveRequestSchema } from '@/domain/reservations/rules'
import { applyFieldErrors, Banner, errorText, Submit, TextField } from '@/modules/accounts/SignInPanel.client'
import { postJson } from '@/modules/accounts/accountClient'

import { StripeDepositForm } from './StripeDepositForm.client'

const contactSchema = reserveRequestSchema.shape.contact
type ContactIn = z.input<typeof contactSchema>

export interface ReserveFormProps {
  carSlug: string
  kind: 'reserve' | 'buy_online'
  amountCents: number
  depositText: string
  contact: { first_name: string; last_name: string; email: string; phone: string }
}

interface Started {
  reference: string
  payment: { provider: 'test'; payUrl: string } | { provider: 'stripe'; clientSecret: string; publishableKey: string }
}

/**
 * The reserve form: the shopper's contact details (from their account, editable), then POST /api/reserve and on to
 * the payment page. A car someone else holds or is paying for is said in plain words with a link to similar cars.
 */
export function ReserveForm({ carSlug, kind, amountCents, depositText, contact }: ReserveFormProps) {
  const router = useRouter()
  const [banner, setBanner] = useState<string | null>(null)
  const [similar, setSimilar] = useState<string | null>(null)
  const [stripe, setStripe] = useState<{ reference: string; clientSecret: string; publishableKey: string } | null>(null)
  const form = useForm<ContactIn, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: contact,
  })
  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null)
    setSimilar(null)
    const r = await postJson<Started>('/api/reserve', {
      car_id: carSlug,
      kind,
      amount_cents: amountCents,
      contact: values,
    })
    if (r.ok) {
      const payment = r.body.payment
      if (payment.provider === 'test') router.push(payment.payUrl)
      else setStripe({ reference: r.body.reference, ...payment })
      return
    }
    const fieldErrors = r.body.fieldErrors as Record<string, string> | undefined
    if (fieldErrors) {
      const named = Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^contact\./, ''), v])
      applyFieldErrors({ fieldErrors: Object.fromEntries(named) }, form.setError)
    }
    if (typeof r.body.similarUrl === 'string') setSimilar(r.body.similarUrl)
    setBanner(errorText(r.body))
  })
  if (stripe) {
    // paid=1: the result page moves focus to its heading
    const done = `/online-payment?ref=${encodeURIComponent(stripe.reference)}&paid=1`
    return (
      <StripeDepositForm
        publishableKey={stripe.publishableKey}
        clientSecret={stripe.clientSecret}
        returnUrl={`${window.location.origin}${done}`}
        onAuthorised={() => router.push(done)}
        amountText={depositText}
      />
    )
  }
  return (
    <form className="lead-form reserve-form" noValidate onSubmit={onSubmit} data-testid="reserve-form">
      <Banner message={banner} />
      {similar ? (
        <p className="reserve-form__similar">
          <a className="button" href={similar} data-testid="reserve-similar">
            Find me something similar
          </a>
        </p>
      ) : null}
      <div className="field-row">
        <TextField form={form} name="first_name" id="reserve-first-name" label="First name" autoComplete="given-name" />
        <TextField form={form} name="last_name" id="reserve-last-name" label="Last name" autoComplete="family-name" />
      </div>
      <TextField form={form} name="email" id="reserve-email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" id="reserve-phone" label="Mobile" type="tel" autoComplete="tel" />
      <Submit busy={form.formState.isSubmitting}>
        {kind === 'buy_online' ? `Pay ${depositText} deposit` : `Reserve for ${depositText}`}
      </Submit>
    </form>
  )
}
