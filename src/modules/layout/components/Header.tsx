import type { NavItem, NavLink, TenantSite } from '@/domain/site'

import { HeaderView, type HeaderLink } from './Header.client'

const headerLink = ({ label, href, newTab }: NavLink): HeaderLink =>
  newTab ? { label, href, newTab } : { label, href }

/**
 * The site header (HeaderView draws it): the server hands it the tenant's name, logo, menu and phone only.
 * A server component's output travels twice, as HTML and again as its element tree in the page's flight
 * payload; drawn by a client component, the payload carries only this data.
 */
export function Header({ tenant, items, phone }: { tenant: TenantSite; items: NavItem[]; phone: string | null }) {
  return (
    <HeaderView
      name={tenant.name}
      logoUrl={tenant.theme.logoUrl ?? null}
      items={items.map((item) => ({ ...headerLink(item), children: item.children.map(headerLink) }))}
      phone={phone}
      account={tenant.config.features.garageEnabled}
    />
  )
}
