import type { SiteLocation } from '@/domain/locations/siteLocation'

/**
 * LOC-01, LOC-21: a static map card rendered locally — no tiles, no key, no network: a stylised street grid with the
 * pin and the suburb. The configured maps key is never needed for it.
 */
export function MapCard({
  location,
  className,
}: {
  location: Pick<SiteLocation, 'city' | 'state' | 'name'>
  className?: string
}) {
  const place = [location.city, location.state].filter(Boolean).join(' ')
  return (
    <svg
      className={['loc-map', className].filter(Boolean).join(' ')}
      viewBox="0 0 320 160"
      role="img"
      aria-label={`Map of ${location.name}${place ? `, ${place}` : ''}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="160" className="loc-map__land" />
      <path d="M0 112 C80 96 120 140 200 118 S300 90 320 100 V160 H0Z" className="loc-map__water" />
      <g className="loc-map__roads">
        <path d="M0 48 H320 M0 86 H320 M70 0 V160 M160 0 V160 M250 0 V160" />
        <path d="M0 150 L320 10" className="loc-map__major" />
      </g>
      <g transform="translate(160 80)">
        <path
          d="M0 0 C-14 -18 -14 -34 0 -38 C14 -34 14 -18 0 0Z"
          transform="translate(0 4) scale(1.1)"
          className="loc-map__pin"
        />
        <circle cx="0" cy="-34" r="5" fill="#fff" />
      </g>
      {place ? (
        <text x="160" y="108" textAnchor="middle" className="loc-map__label">
          {place}
        </text>
      ) : null}
    </svg>
  )
}
