/**
 * `npm run seed` → `payload run tenants-seed/run.ts` against DATABASE_URL (or the embedded Postgres in
 * DATA_DIR; see scripts/run.mjs). Loads the demo data once; running it again changes nothing.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { DEMO_TENANTS, DEMO_USERS, demoShopperEmail, seed, TENANT_COLLECTIONS } from './index'

const payload = await getPayload({ config })

try {
  console.log('Seeding demo data…')
  const summary = await seed(payload, { log: (line) => console.log(line) })

  console.log(
    summary.created
      ? `\nSeeded in ${(summary.ms / 1000).toFixed(1)} s.`
      : '\nNothing to do: the demo data is already there.',
  )
  console.log(`Manufacturers: ${summary.manufacturers}   Users: ${summary.users}`)
  const header = ['tenant', ...TENANT_COLLECTIONS]
  const rows = summary.tenants.map((t) => [t.slug, ...TENANT_COLLECTIONS.map((c) => String(t.counts[c]))])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  for (const t of summary.tenants) {
    const v = t.vehicles
    console.log(
      `${t.slug}: ${v.new} new, ${v.demo} demo, ${v.used} used; ${v.sold} sold, ${v.comingSoon} coming soon, ${v.hidden} hidden; ${t.publishedPages}/${t.counts.pages} pages published`,
    )
  }
  console.log('\nSites (npm run demo):')
  for (const t of DEMO_TENANTS) console.log(`  http://${t.slug}.localhost:3000  ${t.name} (${t.template})`)
  console.log('Admin users (password from DEMO_PASSWORD, default "demo"):')
  for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(22)} ${u.role}`)
  console.log('Demo shoppers (sign in on their own site, same password):')
  for (const t of DEMO_TENANTS) console.log(`  ${demoShopperEmail(t.slug)}`)
} catch (error) {
  console.error('Seeding failed; nothing was written.')
  console.error(error)
  process.exit(1)
}

process.exit(0)
