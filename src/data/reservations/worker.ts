import 'server-only'

import { env } from '@/lib/env'
import { existingProcessSingleton, replaceProcessSingleton } from '@/lib/processSingleton'

import { keepPoolAlive } from '../leads/worker'
import { payloadClient } from '../payload'
import { sweepReservations } from './service'

const RESERVATION_WORKER = 'reservationWorker'

/**
 * Starts the reservation sweep once per process (every RESERVATION_WORKER_INTERVAL_MS, default 15 s): holds that
 * end, lost webhooks, deposits a failed call left live (service.ts sweepReservations). The state is in PostgreSQL and
 * every change is a conditional UPDATE, so a restart resumes and any number of processes can run it side by side
 * without releasing anything twice. Errors are logged and the next pass tries again.
 */
export function startReservationWorker(intervalMs = env().RESERVATION_WORKER_INTERVAL_MS): void {
  if (existingProcessSingleton(RESERVATION_WORKER)) return
  let running = false
  const timer: NodeJS.Timeout = setInterval(async () => {
    if (running) return
    running = true
    try {
      const payload = await payloadClient()
      // a database restart must not surface as uncaught errors in a process without the lead worker
      keepPoolAlive(payload)
      await sweepReservations(payload)
    } catch (error) {
      console.error('reservation sweep failed', (error as Error)?.message ?? error)
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref?.()
  replaceProcessSingleton(RESERVATION_WORKER, timer)
}

export function stopReservationWorker(): void {
  const timer = existingProcessSingleton<NodeJS.Timeout>(RESERVATION_WORKER)
  if (timer) clearInterval(timer)
  replaceProcessSingleton(RESERVATION_WORKER, undefined)
}
