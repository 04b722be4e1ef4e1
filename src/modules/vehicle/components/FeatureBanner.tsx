/**
 * FeatureBanner (server component): three links, Latest Offers (/special-offers), Book a Service (/service) and
 * Sell Your Car (/sell-your-car) (VDP-44). No props.
 */
import { FEATURE_BANNER_LINKS } from '@/domain/vehicle/layout'

import '../vehicle.css'

const ICONS: Record<(typeof FEATURE_BANNER_LINKS)[number]['key'], string> = { offers: '🏷', service: '🔧', sell: '💲' }

export function FeatureBanner() {
  return (
    <nav className="vd-feature-banner" aria-label="More from us">
      <ul>
        {FEATURE_BANNER_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href} className="vd-feature-banner__link">
              <span aria-hidden="true" className="vd-feature-banner__icon">
                {ICONS[link.key]}
              </span>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
