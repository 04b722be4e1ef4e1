/**
 * Breadcrumbs (server component): Home, car type, make, model (only when known), body, then the current page
 * (VDP-01..03), as a nav landmark with an ordered list and aria-current="page" on the last item.
 *
 * Props
 *   crumbs   from vehicleBreadcrumbs(vehicle, knownModels) in src/domain/vehicle/breadcrumbs.ts
 */
import type { Crumb } from '@/domain/vehicle/breadcrumbs'

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="vd-crumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
