/**
 * Which process runs the scheduled publish / unpublish jobs (collections/shared/publishJobs.ts): the Next server
 * only. src/data/publishSchedule.ts, called by src/instrumentation.ts, marks it; the CLI, the seed, the migrate
 * script and jest never do, so their Payload never runs queued jobs by itself.
 */
import { PUBLISH_SCHEDULE_RUNNER } from './edgeContract.mjs'

/**
 * The runner ticks every 15 seconds: when nothing is due a tick is a lease taken and released (src/lib/db/leases.ts)
 * and one indexed query on a table of a few rows, and a sale scheduled for 9:00 is on the site by 9:00:15 (Payload's default cron, every minute, would
 * leave it up to a minute late, on top of the page cache's refill).
 */
export const PUBLISH_SCHEDULE_INTERVAL_MS = 15_000

/**
 * Marks this process as the one that runs the schedule: src/data/publishSchedule.ts, called by src/instrumentation.ts
 * in the Next server only (NEXT_RUNTIME cannot tell: Next inlines it at build time, it is not in the server's env).
 */
export function markPublishScheduleRunner(): void {
  PUBLISH_SCHEDULE_RUNNER.set(true)
}

/** Whether this process runs the publish schedule: the Next server only, and not with PUBLISH_SCHEDULE=0. */
export const runsPublishSchedule = (env: NodeJS.ProcessEnv = process.env): boolean =>
  PUBLISH_SCHEDULE_RUNNER.get() === true && env.PUBLISH_SCHEDULE !== '0'
