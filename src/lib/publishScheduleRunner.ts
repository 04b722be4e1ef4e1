/**
 * Which process runs the scheduled publish / unpublish jobs (collections/shared/publishJobs.ts): the Next server
 * only. src/data/publishSchedule.ts, called by src/instrumentation.ts, marks it; the CLI, the seed, the migrate
 * script and jest never do, so their Payload never runs queued jobs by itself.
 */
import { PUBLISH_SCHEDULE_RUNNER } from './edgeContract.mjs'

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
