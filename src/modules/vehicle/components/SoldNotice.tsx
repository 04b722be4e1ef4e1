/**
 * SoldNotice (server component): what a sold (or otherwise unavailable) car shows instead of its price and buttons
 * (VDP-53, ERR-20): 'Unfortunately this {car|motorcycle} recently sold.', "But don't worry, we can help you find a
 * similar {car}!", 'Like this and want something similar?' and a 'Find Me Something Similar' button.
 *
 * Props
 *   message      the texts (soldMessage: worded for a car or a motorcycle)
 *   similarHref  where 'Find Me Something Similar' goes (the vehicle page model's similarHref)
 */
import type { SoldMessage } from '@/domain/vehicle/status'

export function SoldNotice({ message: m, similarHref }: { message: SoldMessage; similarHref: string }) {
  return (
    <section className="vd-sold" aria-labelledby="vd-sold-title" data-testid="vdp-sold">
      <h2 id="vd-sold-title" className="vd-sold__title">
        {m.title}
      </h2>
      <p>{m.text}</p>
      <p className="vd-sold__prompt">{m.prompt}</p>
      <a className="button button--accent" href={similarHref}>
        {m.button}
      </a>
    </section>
  )
}
