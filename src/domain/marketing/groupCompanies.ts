/**
 * Group-company links (RTE-34): a dealer group's other businesses, linked from the footer. The kinds are the spec's
 * five; each tenant lists the ones it has (Header & footer → Group companies), with its own address for each.
 *
 *   groupCompanyLinks([{ kind: 'rental', url: 'https://rental.harbourautogroup.com.au' }])
 *     → [{ kind: 'rental', label: 'Rental', href: 'https://rental.harbourautogroup.com.au' }]
 */

export const GROUP_COMPANY_KINDS = ['cars', 'rental', 'tyres', 'finance-and-insurance', '4x4-outdoor'] as const
export type GroupCompanyKind = (typeof GROUP_COMPANY_KINDS)[number]

/** The label a link shows when the tenant gives none. */
export const GROUP_COMPANY_LABELS: Record<GroupCompanyKind, string> = {
  cars: 'Cars',
  rental: 'Rental',
  tyres: 'Tyres',
  'finance-and-insurance': 'Finance & insurance',
  '4x4-outdoor': '4x4 & outdoor',
}

export type GroupCompanyLink = { kind: GroupCompanyKind; label: string; href: string }

type Row = { kind?: string | null; label?: string | null; url?: string | null }

const isKind = (value: unknown): value is GroupCompanyKind =>
  typeof value === 'string' && (GROUP_COMPANY_KINDS as readonly string[]).includes(value)

/**
 * The footer's group-company links from the stored rows, in the spec's order of kinds (then as entered): rows with
 * an unknown kind or an address that is not http(s) are left out, and each kind shows once.
 */
export function groupCompanyLinks(rows: readonly Row[] | null | undefined): GroupCompanyLink[] {
  const seen = new Set<GroupCompanyKind>()
  const links: GroupCompanyLink[] = []
  for (const row of rows ?? []) {
    if (!isKind(row.kind) || seen.has(row.kind)) continue
    const href = httpUrl(row.url)
    if (!href) continue
    seen.add(row.kind)
    links.push({ kind: row.kind, label: row.label?.trim() || GROUP_COMPANY_LABELS[row.kind], href })
  }
  const order = (k: GroupCompanyKind) => GROUP_COMPANY_KINDS.indexOf(k)
  return links.sort((a, b) => order(a.kind) - order(b.kind))
}

function httpUrl(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}
