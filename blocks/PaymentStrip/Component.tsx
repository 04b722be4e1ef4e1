import type { PaymentStripBlock as StripData } from '../../payload-types'
import type { BlockContext } from '../types'
import { PaymentBrands } from '@/components/ui/PaymentBrands'

/** CMS-14: 'Ways to pay' with Mastercard, Visa, Maestro, Google Pay and Apple Pay. */
export function PaymentStripComponent({ block, headingLevel }: { block: StripData } & BlockContext) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const heading = block.heading || 'Ways to pay'
  return (
    <section className="container payment-strip" data-block="paymentStrip" aria-label={heading}>
      <Heading className="payment-strip__heading">{heading}</Heading>
      {block.text ? <p className="payment-strip__text">{block.text}</p> : null}
      <PaymentBrands />
    </section>
  )
}
