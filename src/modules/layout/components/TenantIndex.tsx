import type { TenantListing } from '@/domain/site'

/** The bare-localhost page: links to every tenant's own host so a new user can find the demo sites. */
export function TenantIndex({ tenants, port }: { tenants: TenantListing[]; port: string }) {
  return (
    <main id="main" className="container section platform-index">
      <h1>Dealer sites on this platform</h1>
      <p>Each dealer site answers on its own host. Pick one:</p>
      {tenants.length === 0 ? (
        <p>
          No tenants yet. Run <code>npm run seed</code> or add one in the admin.
        </p>
      ) : (
        <ul role="list" className="platform-index__list">
          {tenants.map((t) => {
            const href = `http://${t.slug}.localhost${port ? `:${port}` : ''}/`
            return (
              <li key={t.slug}>
                <a href={href}>{t.name}</a>{' '}
                <span className="platform-index__meta">
                  ({t.template} template) — {href}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <p>
        Admin: <a href="/admin">/admin</a>
      </p>
    </main>
  )
}
