import type { CollectionBeforeDeleteHook, JobsConfig, SanitizedConfig } from 'payload'
import { Forbidden } from 'payload'

import { runsPublishSchedule } from '../../src/lib/publishScheduleRunner'
import { isSuperAdminUser } from '../access'

/**
 * Scheduled publish and unpublish (collections/shared/drafts.ts): the admin queues a `schedulePublish`
 * job in `payload-jobs` with the document, the time and the scheduling user; the job runner of the app process
 * publishes (or unpublishes) the document as that user when the time comes, so the collection's access and hooks
 * apply: another tenant's document is refused, and the afterChange hook expires the tenant's cache tags and purges
 * its pages from the edge page cache (collections/hooks/revalidateTenant.ts).
 *
 * The runner ticks every 15 seconds: when nothing is due a tick is one indexed query on a table of a few rows, and a
 * sale scheduled for 9:00 is on the site by 9:00:15 (Payload's default, every minute, would leave it up to a
 * minute late, on top of the page cache's refill). Only the Next server process runs it: src/instrumentation.ts marks
 * it (src/lib/publishScheduleRunner.ts) and starts it at boot (so a site whose admin nobody opens still publishes on time); the CLI, the seed, the
 * migrate script and jest never mark it, so their Payload never runs queued jobs by itself.
 */
export const PUBLISH_SCHEDULE_CRON = '*/15 * * * * *'

export const publishJobs: JobsConfig = {
  autoRun: [{ cron: PUBLISH_SCHEDULE_CRON, queue: 'default', limit: 50 }],
  shouldAutoRun: () => runsPublishSchedule(),
  access: {
    // running the queue by hand (POST /api/payload-jobs/run) or cancelling jobs: super admins only
    run: ({ req }) => isSuperAdminUser(req.user),
    cancel: ({ req }) => isSuperAdminUser(req.user),
  },
}

type JobRow = { taskSlug?: string | null; input?: { doc?: { relationTo?: string; value?: unknown } | null } | null }

/**
 * The admin deletes a scheduled publish by job id (Payload's schedulePublishHandler, with the Local API's access
 * override): only a super admin or a user who may read the scheduled document — its own tenant's staff — may.
 */
const deleteOnlyOwnSchedules: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user || isSuperAdminUser(req.user)) return
  const job = (await req.payload.db.findOne({
    collection: 'payload-jobs',
    where: { id: { equals: id } },
    req,
  })) as JobRow | null
  const doc = job?.input?.doc
  if (!job || job.taskSlug !== 'schedulePublish' || !doc?.relationTo) return
  const collection = doc.relationTo
  if (!req.payload.collections[collection as never]) throw new Forbidden(req.t)
  const found = await req.payload.count({
    collection: collection as never,
    where: { id: { equals: doc.value } },
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (found.totalDocs === 0) throw new Forbidden(req.t)
}

/**
 * Adds the delete guard to Payload's `payload-jobs` collection, which Payload creates while sanitising the config
 * (applied to buildConfig's result in payload.config.ts, like scopeLockedDocuments; a hook given through
 * jobsCollectionOverrides would work too but makes Payload warn at every start).
 */
export function scopePublishJobs(config: SanitizedConfig): SanitizedConfig {
  const jobs = config.collections.find((c) => c.slug === 'payload-jobs')
  if (jobs) jobs.hooks.beforeDelete = [...(jobs.hooks.beforeDelete ?? []), deleteOnlyOwnSchedules]
  return config
}
