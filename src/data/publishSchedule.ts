import 'server-only'

import type { Payload } from 'payload'

import { withLease } from '@/lib/db/leases'
import { pgPoolOf } from '@/lib/db/pool'
import {
  PUBLISH_SCHEDULE_INTERVAL_MS,
  markPublishScheduleRunner,
  runsPublishSchedule,
} from '@/lib/publishScheduleRunner'

import { startIntervalWorker, stopIntervalWorker } from './intervalWorker'

const PUBLISH_SCHEDULE = 'publishSchedule'

/** The lease (src/lib/db/leases.ts) one run of the publish schedule holds: one runner at a time across all instances. */
export const PUBLISH_SCHEDULE_LEASE = 'publish-schedule'

/**
 * How long a job may stay claimed (`processing`) before it counts as orphaned: its runner died between Payload's
 * claim and the job's completion. A scheduled publish takes well under a second.
 */
export const PUBLISH_JOB_LEASE_MS = 5 * 60_000

export type PublishScheduleRun = {
  /** false: another runner (another instance or worker) held the lease, this call ran nothing */
  ran: boolean
  /** orphaned claims put back in the queue before running it */
  reclaimed: number
}

/**
 * One run of the scheduled publish / unpublish queue, safe with any number of app instances on one database.
 *
 * Payload's claim (runJobs → db.updateJobs) reads the due jobs with a plain SELECT and then marks each processing
 * with an unconditional UPDATE, so two runners at once can both pick the same job and publish it twice. This run
 * takes the PUBLISH_SCHEDULE_LEASE first (a row in job_leases, src/lib/db/leases.ts: it holds through PgBouncer in
 * transaction mode, where a session advisory lock would not) and skips the tick when another runner holds it. The
 * lease is renewed while the run works and released when it ends; an instance that dies mid-run stops renewing, and
 * its lease expires within LEASE_TTL_MS (15 s). Under the lease no other runner is working, so a job still marked
 * processing long after it was claimed (PUBLISH_JOB_LEASE_MS) was left by a runner that died: it is put back in the
 * queue and runs again (a publish is idempotent: the document ends published).
 */
export async function runPublishSchedule(
  payload: Payload,
  options: { limit?: number; now?: Date } = {},
): Promise<PublishScheduleRun> {
  const pool = pgPoolOf(payload)
  const run = await withLease(pool, PUBLISH_SCHEDULE_LEASE, async () => {
    const now = options.now ?? new Date()
    const stale = await pool.query(
      `UPDATE payload_jobs SET processing = false, updated_at = $1
          WHERE processing AND completed_at IS NULL AND updated_at < $2`,
      [now.toISOString(), new Date(now.getTime() - PUBLISH_JOB_LEASE_MS).toISOString()],
    )
    await payload.jobs.run({ queue: 'default', limit: options.limit ?? 50 })
    return { ran: true, reclaimed: stale.rowCount ?? 0 }
  })
  return run?.value ?? { ran: false, reclaimed: 0 }
}

/**
 * Starts the scheduled publish / unpublish runner in this server process (src/instrumentation.ts, at boot, so a site
 * whose admin nobody opens still publishes on time): runPublishSchedule every PUBLISH_SCHEDULE_INTERVAL_MS. The guard
 * (PUBLISH_SCHEDULE=0 turns it off) is in src/lib/publishScheduleRunner.ts; the queue is in
 * collections/shared/publishJobs.ts.
 */
export function startPublishSchedule(intervalMs = PUBLISH_SCHEDULE_INTERVAL_MS): boolean {
  markPublishScheduleRunner()
  if (!runsPublishSchedule()) return false
  startIntervalWorker(PUBLISH_SCHEDULE, intervalMs, 'publish schedule run', (payload) => runPublishSchedule(payload))
  return true
}

export function stopPublishSchedule(): void {
  stopIntervalWorker(PUBLISH_SCHEDULE)
}
