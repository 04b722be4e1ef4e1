import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { markPublishScheduleRunner, runsPublishSchedule } from '@/lib/publishScheduleRunner'

/**
 * Starts the scheduled publish / unpublish runner in this server process: Payload's job crons start only
 * for a Payload instance got with `cron: true` (the admin's routes do; the site's readers do not), so
 * src/instrumentation.ts calls this at boot and a site whose admin nobody opens still publishes on time. The cron
 * is in collections/shared/publishJobs.ts, the guard (PUBLISH_SCHEDULE=0 turns it off) in src/lib/publishScheduleRunner.ts.
 */
export async function startPublishSchedule(): Promise<boolean> {
  markPublishScheduleRunner()
  if (!runsPublishSchedule()) return false
  await getPayload({ config, cron: true })
  // a first getPayload without `cron` still in flight (a request at boot) does not start the crons for this call;
  // asked again once the instance exists, Payload starts them (once: it records that they run)
  await getPayload({ config, cron: true })
  return true
}
