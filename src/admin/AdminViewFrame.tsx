import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

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
