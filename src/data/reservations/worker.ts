import 'server-only'

import { env } from '@/lib/env'

import { startIntervalWorker, stopIntervalWorker } from '../intervalWorker'
import { sweepReservations } from './service'

const RESERVATION_WORKER = 'reservationWorker'

/**
 * Starts the reservation sweep once per process (every RESERVATION_WORKER_INTERVAL_MS, default 15 s): holds that
 * end, lost webhooks, deposits a failed call left live (service.ts sweepReservations). The state is in PostgreSQL and
 * every change is a conditional UPDATE, so a restart resumes and any number of processes can run it side by side
 * without releasing anything twice.
 */
export function startReservationWorker(intervalMs = env().RESERVATION_WORKER_INTERVAL_MS): void {
  startIntervalWorker(RESERVATION_WORKER, intervalMs, 'reservation sweep', sweepReservations)
}

export function stopReservationWorker(): void {
  stopIntervalWorker(RESERVATION_WORKER)
}
