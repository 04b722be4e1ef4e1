'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useState, type FormEvent } from 'react'

import { useFocusWhenShown } from '@/components/ui/useFocusWhenShown'

/**
 * The deposit's card form on Stripe: Stripe.js and its Payment Element collect the card in Stripe's own frames (the
 * card never reaches our server), then confirm the reservation's PaymentIntent. The deposit is authorised, not
 * charged (manual capture, src/data/payments/stripeProvider.ts). A card that needs no redirect stays on the page
 * and calls `onAuthorised`; one that does (3-D Secure at some banks, redirect methods) returns to `returnUrl`.
 *
 * The checkout page's Content-Security-Policy must allow https://js.stripe.com (script-src, frame-src) and
 * https://api.stripe.com (connect-src).
 */
export interface StripeDepositFormProps {
  publishableKey: string
  clientSecret: string
  returnUrl: string
  onAuthorised: () => void
  /** The deposit as shown, e.g. '$500'. */
  amountText: string
}

/** One Stripe.js per publishable key for the life of the page (loadStripe injects the script once). */
const stripes = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

export function StripeDepositForm(props: StripeDepositFormProps) {
  return (
    <Elements
      key={props.clientSecret}
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret }}
    >
      <DepositForm returnUrl={props.returnUrl} onAuthorised={props.onAuthorised} amountText={props.amountText} />
    </Elements>
  )
}

function DepositForm({
  returnUrl,
  onAuthorised,
  amountText,
}: Omit<StripeDepositFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // a declined card: its words take focus (announced), and the shopper tries another card on the same PaymentIntent
  const [errorRef, focusError] = useFocusWhenShown<HTMLParagraphElement>()
  const fail = (message: string) => {
    setError(message)
    focusError()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    setError(null)
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      })
      if (result.error) {
        fail(result.error.message ?? 'Your card could not be authorised. Please try again.')
      } else if (result.paymentIntent.status === 'requires_capture') {
        onAuthorised()
      } else {
        fail('Your card could not be authorised. Please try again.')
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} aria-busy={busy || undefined}>
      <PaymentElement />
      {error ? (
        <p role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!stripe || !elements || busy}>
        {`Pay ${amountText} deposit`}
      </button>
    </form>
  )
}
