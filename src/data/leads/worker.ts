import 'server-only'

import { env } from '@/lib/env'
import { existingProcessSingleton } from '@/lib/processSingleton'

import { startIntervalWorker, stopIntervalWorker } from '../intervalWorker'
import { deliverDueLeads, type LeadTransport } from './deliver'

const LEAD_WORKER = 'leadWorker'

/**
 * Starts the lead delivery loop once per process (every `intervalMs`, default LEAD_WORKER_INTERVAL_MS or 5 s).
 * State lives in Postgres (status, next_attempt_at, the claim lease), so a restart resumes where it stopped and
 * several servers can run it side by side. Errors (e.g. the database restarting) are logged and retried next tick.
 */
export function startLeadWorker(options: { intervalMs?: number; transport?: LeadTransport } = {}): void {
  startIntervalWorker(
    LEAD_WORKER,
    options.intervalMs ?? env().LEAD_WORKER_INTERVAL_MS,
    'lead delivery pass',
    async (payload) => {
      // drain what is due, 50 at a time
      for (let i = 0; i < 20; i++) {
        const run = await deliverDueLeads(payload, { transport: options.transport })
        if (run.claimed < 50) break
      }
    },
  )
}

/** Whether a server process should run the delivery loop: the nodejs runtime, not `next build`, LEAD_WORKER not '0'. */
export function leadWorkerWanted(input: { runtime?: string; phase?: string; flag?: string }): boolean {
  return input.runtime === 'nodejs' && input.phase !== 'phase-production-build' && input.flag !== '0'
}

export function isLeadWorkerRunning(): boolean {
  return Boolean(existingProcessSingleton(LEAD_WORKER))
}

export function stopLeadWorker(): void {
  stopIntervalWorker(LEAD_WORKER)
}
