/**
 * FeatureBanner (server component): links to the site's other services (VDP-44): Latest Offers (/special-offers),
 * Book a Service (/service) and Sell Your Car (/sell-your-car). Only the links whose pages exist on this tenant are
 * passed in (vehiclePageModel's featureLinks, by isLiveHref): Latest Offers appears once the tenant publishes its
 * offers page. Nothing renders without links.
 *
 * Props
 *   links   [{ key, label, href }] in order
 */
import { BadgeDollarSign, ChevronRight, Tag, Wrench, type LucideIcon } from '@/components/ui/icons'

import type { FEATURE_BANNER_LINKS } from '@/domain/vehicle/layout'

type Key = (typeof FEATURE_BANNER_LINKS)[number]['key']

const ICONS: Record<Key, LucideIcon> = { offers: Tag, service: Wrench, sell: BadgeDollarSign }

export function FeatureBanner({ links }: { links: { key: Key; label: string; href: string }[] }) {
  if (links.length === 0) return null
  return (
    <nav className="vd-feature-banner" aria-label="More from us">
      <ul>
        {links.map((link) => {
          const Icon = ICONS[link.key]
          return (
            <li key={link.key}>
              <a href={link.href} className="vd-feature-banner__link">
                <Icon size={22} aria-hidden="true" className="vd-feature-banner__icon" />
                <span className="vd-feature-banner__label">{link.label}</span>
                <ChevronRight size={18} aria-hidden="true" className="vd-feature-banner__chevron" />
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
