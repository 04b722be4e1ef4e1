import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isStaffMember, staffTenants } from '@/lib/adminTenants'
import type { Tenant } from '../../payload-types'

/** The first value of a search parameter ('' when absent). */
export const param = (v: unknown): string => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '')

/** An admin view of our own in Payload's layout (its nav and header), under a heading. */
export function adminViewFrame(
  { initPageResult, params, searchParams }: AdminViewServerProps,
  title: string,
): (children: React.ReactNode) => React.ReactElement {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return function Frame(children) {
    return (
      <DefaultTemplate
        i18n={req.i18n}
        locale={locale}
        params={params}
        payload={req.payload}
        permissions={permissions}
        searchParams={searchParams}
        user={req.user ?? undefined}
        visibleEntities={visibleEntities}
      >
        <Gutter>
          <h1 style={{ margin: '24px 0 8px' }}>{title}</h1>
          {children}
        </Gutter>
      </DefaultTemplate>
    )
  }
}

type Frame = ReturnType<typeof adminViewFrame>

/**
 * An admin view of one of the staff member's tenants: its frame, the tenants they may see and the one shown
 * (?tenant=, see staffTenants) — or the page to show instead, for someone not staff or with no dealer site of their
 * own. `doing`: what the view is for, in the words its messages use ('see insights').
 */
export async function staffTenantView(
  props: AdminViewServerProps,
  title: string,
  doing: string,
): Promise<{ frame: Frame; tenants: Tenant[]; tenant: Tenant } | { page: React.ReactElement }> {
  const { req } = props.initPageResult
  const frame = adminViewFrame(props, title)
  if (!isStaffMember(req.user)) return { page: frame(<p>Sign in as staff to {doing}.</p>) }
  const { tenants, tenant } = await staffTenants(req, param(props.searchParams?.tenant))
  if (!tenant) return { page: frame(<p>You have no dealer sites to {doing} for.</p>) }
  return { frame, tenants, tenant }
}

/** The "Dealer site" choice of an admin view: the tenants the staff member may see, the shown one chosen. */
export function TenantSelect({
  id,
  tenants,
  current,
}: {
  id: string
  tenants: readonly { id: number; name: string }[]
  current: number
}) {
  return (
    <>
      <label htmlFor={id}>Dealer site</label>{' '}
      <select id={id} name="tenant" defaultValue={String(current)}>
        {tenants.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.name}
          </option>
        ))}
      </select>
    </>
  )
}
