import 'server-only'

import type { Client, PoolClient } from 'pg'
import type { Payload } from 'payload'

import { maybePgPoolOf } from '@/lib/db/pool'
import { existingProcessSingleton, replaceProcessSingleton } from '@/lib/processSingleton'

import { payloadClient } from './payload'

/**
 * A background loop of this server process (the lead delivery, the reservation sweep): `pass` every `intervalMs`,
 * never two at once, started once per process (`name`). Errors (the database restarting, say) are logged as
 * `${label} failed` and the next tick tries again; the work's state lives in PostgreSQL, so a restart resumes it.
 */
export function startIntervalWorker(
  name: string,
  intervalMs: number,
  label: string,
  pass: (payload: Payload) => Promise<unknown>,
): void {
  if (existingProcessSingleton(name)) return
  let running = false
  const timer: NodeJS.Timeout = setInterval(async () => {
    if (running) return
    running = true
    try {
      const payload = await payloadClient()
      keepPoolAlive(payload)
      await pass(payload)
    } catch (error) {
      console.error(`${label} failed`, (error as Error)?.message ?? error)
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref?.()
  replaceProcessSingleton(name, timer)
}

export function stopIntervalWorker(name: string): void {
  const timer = existingProcessSingleton<NodeJS.Timeout>(name)
  if (timer) clearInterval(timer)
  replaceProcessSingleton(name, undefined)
}

/**
 * When the database restarts, node-postgres emits "terminating connection due to administrator command" as an
 * 'error' event: on the pool for an idle client, on the client itself for one checked out (e.g. between the
 * statements of a transaction). Without a listener that is an uncaught exception. Log it instead: the pool drops
 * a client that is no longer queryable when it is released, and the next query opens a new connection.
 */
export function keepPoolAlive(payload: Payload): void {
  const pool = maybePgPoolOf(payload)
  if (!pool || pool.listenerCount('error') > 0) return
  const log = (error: Error) => console.warn('postgres connection lost:', error?.message ?? error)
  pool.on('error', log)
  const watch = (client: PoolClient | Client) => {
    if (!(client as { __leadWatch?: true }).__leadWatch) {
      ;(client as { __leadWatch?: true }).__leadWatch = true
      client.on('error', log)
    }
  }
  pool.on('connect', watch)
  // clients opened before this ran (pg-pool keeps them in _clients)
  for (const client of (pool as unknown as { _clients?: Client[] })._clients ?? []) watch(client)
}
