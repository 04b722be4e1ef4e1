'use client'

import { Home, MessageSquare, Search } from '@/components/ui/icons'

import { useStockPhrase } from './SiteStock.client'

/**
 * The 404 page's way on: three real links, as cards — stock search (named for the stock the tenant lists: a
 * used-only dealer says 'Used cars'), home, contact.
 */
export function NotFoundLinks({ contact = true }: { contact?: boolean }) {
  const stock = useStockPhrase()
  const links = [
    { href: '/search', label: 'Search our stock', note: stock, Icon: Search },
    { href: '/', label: 'Home page', note: 'Start from the beginning', Icon: Home },
    ...(contact
      ? [{ href: '/contact-us', label: 'Contact us', note: 'Our team is happy to help', Icon: MessageSquare }]
      : []),
  ]
  return (
    <ul role="list" className="not-found__links" data-testid="not-found-links">
      {links.map(({ href, label, note, Icon }) => (
        <li key={href}>
          <a href={href} className="link-card">
            <Icon aria-hidden size={22} className="link-card__icon" />
            <span className="link-card__label">{label}</span>
            <span className="link-card__note">{note}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
