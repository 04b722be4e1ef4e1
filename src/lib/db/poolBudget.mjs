// How many PostgreSQL connections each process of an app instance may open. Plain JavaScript with JSDoc types: the
// edge (server/server.mjs) divides the instance's budget among the processes it forks, and the app
// (src/lib/env.ts → payload.config.ts, src/lib/db/replicas.ts) reads the share it was given.
//
//   DATABASE_CONNECTIONS  the whole instance (its Next workers and image worker together); the edge gives each
//                         process DATABASE_POOL_MAX = floor(DATABASE_CONNECTIONS / processes)
//   DATABASE_POOL_MAX     one process's pool (default 10); set it directly only for a process started on its own
//
// Arithmetic for a fleet: docs/DEPLOY.md "Database connections".

/** A process's pool when nothing is set: node-postgres' own default. */
export const DEFAULT_POOL_MAX = 10

/**
 * The fewest connections a process's pool may have: a request in a Payload transaction holds one while a statement
 * outside it (a raw query on the pool) needs another, and with one connection that would wait forever.
 */
export const MIN_POOL_MAX = 2

/**
 * What the edge adds to the environment of each of its `processes` (the Next workers and the image worker): the
 * share of DATABASE_CONNECTIONS as DATABASE_POOL_MAX, or nothing when no instance budget is set (each process then
 * reads DATABASE_POOL_MAX, default 10). Throws, naming the variable, on a budget that is not a whole number, that
 * gives a process fewer than MIN_POOL_MAX connections, or that is set together with DATABASE_POOL_MAX.
 * @param {Record<string, string | undefined>} env
 * @param {number} processes
 * @returns {{ DATABASE_POOL_MAX?: string }}
 */
export function workerPoolEnv(env, processes) {
  const budget = env.DATABASE_CONNECTIONS?.trim()
  if (!budget) return {}
  if (env.DATABASE_POOL_MAX?.trim())
    throw new Error(
      'DATABASE_CONNECTIONS (per instance) and DATABASE_POOL_MAX (per process) are both set: set one of them',
    )
  const total = Number(budget)
  const least = MIN_POOL_MAX * processes
  if (!/^\d+$/.test(budget) || total < least)
    throw new Error(
      `DATABASE_CONNECTIONS must be a whole number of at least ${least} (${MIN_POOL_MAX} for each of this instance's ${processes} processes); it is '${budget}'`,
    )
  return { DATABASE_POOL_MAX: String(Math.floor(total / processes)) }
}
