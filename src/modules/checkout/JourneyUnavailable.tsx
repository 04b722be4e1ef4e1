/** The buy-online page for a car that cannot be bought online here: why, and the way back to the car. */
export function JourneyUnavailable({ carName, reason, carHref }: { carName: string; reason: string; carHref: string }) {
  return (
    <section className="cj-unavailable panel-card" aria-labelledby="cj-unavailable-heading">
      <h2 id="cj-unavailable-heading" className="cj-step__heading">
        {carName} cannot be bought online
      </h2>
      <p data-testid="cj-unavailable-reason">{reason}</p>
      <p>
        <a className="button button--primary" href={carHref}>
          Back to the car
        </a>
      </p>
    </section>
  )
}
