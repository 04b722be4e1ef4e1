import type { FooterLocation, NavLink, SiteNavigation, TenantSite } from '@/domain/site'

import { FooterView, type FooterLink } from './Footer.client'

const footerLink = ({ label, href, newTab }: NavLink): FooterLink =>
  newTab ? { label, href, newTab } : { label, href }

/**
 * The site footer (FooterView draws it): the server picks the footer's share of the navigation and writes the note.
 * A server component's output travels twice, as HTML and again as its element tree in the page's flight
 * payload (~26 KB for Harbour's nine locations and four columns); drawn by a client component, the payload carries
 * only this data (~5 KB).
 */
export function Footer({
  tenant,
  navigation,
  locations,
}: {
  tenant: TenantSite
  navigation: SiteNavigation
  locations: FooterLocation[]
}) {
  return (
    <FooterView
      locations={locations.map(({ slug, name, phone, today }) => ({ slug, name, phone, today }))}
      columns={navigation.footer.map((col) => ({ title: col.title, links: col.links.map(footerLink) }))}
      group={navigation.groupCompanies ?? []}
      social={navigation.social}
      note={navigation.footerNote ?? `© ${new Date().getFullYear()} ${tenant.name}. All rights reserved.`}
    />
  )
}
