/**
 * CMS-14, spec §9: the accepted payment brands (Mastercard, Visa, Maestro, Google Pay, Apple Pay) as plain wordmark
 * badges drawn here (a name on a card shape, in a colour of our own choosing), not the brands' logo artwork. Shown by
 * the payment-cards block and on the reserve and payment pages. Styles: blocks/PaymentStrip/paymentStrip.css.
 */
export const PAYMENT_BRANDS = [
  { key: 'mastercard', name: 'Mastercard', colour: '#1a1f71', text: 'mastercard' },
  { key: 'visa', name: 'Visa', colour: '#1a1f71', text: 'VISA' },
  { key: 'maestro', name: 'Maestro', colour: '#1a1f71', text: 'maestro' },
  { key: 'google-pay', name: 'Google Pay', colour: '#3c4043', text: 'G Pay' },
  { key: 'apple-pay', name: 'Apple Pay', colour: '#000000', text: 'Apple Pay' },
] as const

export function PaymentMark({ brand }: { brand: (typeof PAYMENT_BRANDS)[number] }) {
  const long = brand.text.length > 6
  return (
    <svg className="payment-strip__mark" viewBox="0 0 96 60" width="72" height="45" role="img" aria-label={brand.name}>
      <rect x="1" y="1" width="94" height="58" rx="8" fill="#ffffff" stroke="#c9ccd1" strokeWidth="2" />
      <text
        x="48"
        y="35"
        textAnchor="middle"
        fill={brand.colour}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize={long ? 15 : 20}
        fontWeight="700"
        fontStyle={brand.key === 'visa' ? 'italic' : 'normal'}
      >
        {brand.text}
      </text>
    </svg>
  )
}

/** The row of accepted brands. */
export function PaymentBrands() {
  return (
    <ul className="payment-strip__list" data-testid="payment-brands">
      {PAYMENT_BRANDS.map((brand) => (
        <li key={brand.key} className="payment-strip__item">
          <PaymentMark brand={brand} />
        </li>
      ))}
    </ul>
  )
}
