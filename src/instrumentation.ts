/**
 * Next's instrumentation hook (runs once per server process). With SQL_QUERY_COUNT=1 (set by `npm run bench:vdp`
 * only) every SQL statement sent through node-postgres is counted, so the benchmark can report the number of
 * queries one page render makes. Off by default: nothing is patched.
 */
export async function register() {
  // NEXT_RUNTIME is Next's own marker (edge or nodejs), set before this runs; the rest comes through env().
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./lib/env')
  if (env().SQL_QUERY_COUNT !== '1') return
  const { installSqlCounter } = await import('./lib/sqlCounter')
  await installSqlCounter()
}
