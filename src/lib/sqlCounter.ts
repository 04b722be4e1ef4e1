/**
 * Counts SQL statements sent through node-postgres (every Pool.query goes through Client.prototype.query).
 * Installed only when SQL_QUERY_COUNT=1, for the vehicle page benchmark.
 */
type Counter = { total: number; installed: boolean }

const state: Counter = ((globalThis as { __sqlCounter?: Counter }).__sqlCounter ??= { total: 0, installed: false })

export async function installSqlCounter(): Promise<void> {
  if (state.installed) return
  const pg = await import('pg')
  const Client = (pg.default ?? pg).Client
  const original = Client.prototype.query
  Client.prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    state.total++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  state.installed = true
}

export function sqlQueryCount(): { total: number; installed: boolean } {
  return { total: state.total, installed: state.installed }
}
