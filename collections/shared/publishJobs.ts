import type { CollectionBeforeDeleteHook, JobsConfig, SanitizedConfig } from 'payload'
import { Forbidden } from 'payload'

import { isSuperAdminUser } from '../access'

/**
 * Scheduled publish and unpublish (collections/shared/drafts.ts): the admin queues a `schedulePublish`
 * job in `payload-jobs` with the document, the time and the scheduling user; the runner of the app process
 * publishes (or unpublishes) the document as that user when the time comes, so the collection's access and hooks
 * apply: another tenant's document is refused, and the afterChange hook expires the tenant's cache tags and purges
 * its pages from the edge page cache (collections/hooks/revalidateTenant.ts).
 *
 * No `autoRun` here: Payload's cron claims jobs with a read then an unconditional update, so two app instances could
 * run one job twice. The runner is src/data/publishSchedule.ts instead (every 15 s, under a lease in job_leases,
 * src/lib/db/leases.ts; orphaned claims put back), started by src/instrumentation.ts in the Next server only (the guard is
 * src/lib/publishScheduleRunner.ts); the CLI, the seed, the migrate script and jest never start it.
 */
export const publishJobs: JobsConfig = {
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
