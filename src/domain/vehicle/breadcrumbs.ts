/**
 * Breadcrumbs of the detail page (spec §2 Vehicle detail page, VDP-01..03):
 *   Home → {Car type} Cars (/search/{car_type}-cars) → make (/search/{make}) → model (/search/{make}/{model}, only when
 *   the model is in the known model list) → body (/search/{simple_body}) → the car's name (current page, no link).
 * Missing values are skipped; caravans and other items follow the same path.
 */
import { bodyLabel, bodySlug } from '../bodyTypes'
import { carTypeLabel } from '../carTypes'
import { slugify } from '../slug'

export interface Crumb {
  label: string
  /** null for the current page. */
  href: string | null
}

export interface CrumbVehicle {
  name: string
  carType: string | null
  make: string | null
  model: string | null
  simpleBody: string | null
}

/** `knownModels`: the model names the site has landing pages for (compared case-insensitively). */
export function vehicleBreadcrumbs(v: CrumbVehicle, knownModels: readonly string[]): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  if (v.carType) crumbs.push({ label: `${carTypeLabel(v.carType)} Cars`, href: `/search/${slugify(v.carType)}-cars` })
  const make = v.make?.trim()
  if (make) {
    crumbs.push({ label: make, href: `/search/${slugify(make)}` })
    const model = v.model?.trim()
    const known = model ? knownModels.find((m) => m.trim().toLowerCase() === model.toLowerCase()) : undefined
    if (model && known) crumbs.push({ label: model, href: `/search/${slugify(make)}/${slugify(model)}` })
  }
  const body = v.simpleBody?.trim()
  if (body) crumbs.push({ label: bodyLabel(body), href: `/search/${bodySlug(body)}` })
  crumbs.push({ label: v.name, href: null })
  return crumbs
}
