import 'server-only'

import type { Client, PoolClient } from 'pg'
import type { Payload } from 'payload'

import { maybePgPoolOf } from '@/lib/db/pool'
import { env } from '@/lib/env'
import { existingProcessSingleton, replaceProcessSingleton } from '@/lib/processSingleton'

import { payloadClient } from '../payload'
import { deliverDueLeads, type LeadTransport } from './deliver'

const LEAD_WORKER = 'leadWorker'

/**
 * Starts the lead delivery loop once per process (every `intervalMs`, default LEAD_WORKER_INTERVAL_MS or 5 s).
 * State lives in Postgres (status, next_attempt_at, the claim lease), so a restart resumes where it stopped and
 * several servers can run it side by side. Errors (e.g. the database restarting) are logged and retried next tick.
 */
export function startLeadWorker(options: { intervalMs?: number; transport?: LeadTransport } = {}): void {
  if (existingProcessSingleton(LEAD_WORKER)) return
  const intervalMs = options.intervalMs ?? env().LEAD_WORKER_INTERVAL_MS
  let running = false
  const timer: NodeJS.Timeout = setInterval(async () => {
    if (running) return
    running = true
    try {
      const payload = await payloadClient()
      keepPoolAlive(payload)
      // drain what is due, 50 at a time
      for (let i = 0; i < 20; i++) {
        const run = await deliverDueLeads(payload, {
          transport: options.transport,
        })
        if (run.claimed < 50) break
      }
    } catch (error) {
      console.error('lead delivery pass failed', (error as Error)?.message ?? error)
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref?.()
  replaceProcessSingleton(LEAD_WORKER, timer)
}

/** Whether a server process should run the delivery loop: the nodejs runtime, not `next build`, LEAD_WORKER not '0'. */
export function leadWorkerWanted(input: { runtime?: string; phase?: string; flag?: string }): boolean {
  return input.runtime === 'nodejs' && input.phase !== 'phase-production-build' && input.flag !== '0'
}

export function isLeadWorkerRunning(): boolean {
  return Boolean(existingProcessSingleton(LEAD_WORKER))
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

export function stopLeadWorker(): void {
  const timer = existingProcessSingleton<NodeJS.Timeout>(LEAD_WORKER)
  if (timer) clearInterval(timer)
  replaceProcessSingleton(LEAD_WORKER, undefined)
}
