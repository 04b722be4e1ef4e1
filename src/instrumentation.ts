/**
 * Next's instrumentation hook (runs once per server process, nodejs runtime only):
 * - registers the host → tenant lookup the proxy uses, the popular paths the edge page cache warms and the expiry of
 *   this process's own caches when another worker expired a tag (src/data/localTagExpiry.ts);
 * - starts the publish schedule (scheduled publish / unpublish, src/data/publishSchedule.ts), the lead delivery
 *   worker (src/data/leads/worker.ts) unless LEAD_WORKER=0 and the saved-search alert job (src/data/alerts/job.ts)
 *   unless ALERT_JOB=0; none runs in `next build`;
 * - with SQL_QUERY_COUNT=1 (set by `npm run bench:vdp` only) counts every SQL statement sent through node-postgres,
 *   so the benchmark can report the number of queries one page render makes. Off by default: nothing is patched.
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own markers, set before this runs; the rest comes through env().
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./lib/env')
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    // the proxy asks the host resolver for a tenant's chat provider (its CSP) through this (src/lib/tenantHostLookup.ts)
    const { registerTenantHostLookup } = await import('./lib/tenantHostLookup')
    const { payloadClient } = await import('./data/payload')
    registerTenantHostLookup(payloadClient)
    // the edge page cache asks for a tenant's popular pages (to warm them after a purge) and hosts (CDN purge)
    const { registerWarmPaths } = await import('./data/warmPaths')
    registerWarmPaths()
    // a tag expired in another worker (an edit it handled) expires this worker's own caches too (WEB_WORKERS > 1)
    const { registerLocalTagExpiry } = await import('./data/localTagExpiry')
    registerLocalTagExpiry()
    // with REDIS_URL: how many instances are alive, so a Redis outage's local limits are shares (src/lib/sharedLimits.ts)
    const { startFleetHeartbeat } = await import('./lib/sharedLimits')
    startFleetHeartbeat()
  }
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    // scheduled publish / unpublish of drafts: Payload's jobs, run every 15 s under a lock (src/data/publishSchedule.ts)
    const { startPublishSchedule } = await import('./data/publishSchedule')
    if (startPublishSchedule()) console.log('› Publish schedule started (every 15 s)')
  }
  if (env().SQL_QUERY_COUNT === '1') {
    const { installSqlCounter } = await import('./lib/sqlCounter')
    await installSqlCounter()
  }
  if (process.env.NEXT_PHASE !== 'phase-production-build' && env().LEAD_WORKER !== '0') {
    const { leadWorkerWanted, startLeadWorker } = await import('./data/leads/worker')
    if (
      leadWorkerWanted({ runtime: process.env.NEXT_RUNTIME, phase: process.env.NEXT_PHASE, flag: env().LEAD_WORKER })
    ) {
      startLeadWorker()
      console.log(`› Lead delivery worker started (every ${env().LEAD_WORKER_INTERVAL_MS} ms)`)
    }
  }
  if (
    process.env.NEXT_PHASE !== 'phase-production-build' &&
    process.env.NEXT_RUNTIME === 'nodejs' &&
    env().RESERVATION_WORKER !== '0'
  ) {
    // holds that end, lost payment webhooks, deposits left live: src/data/reservations/worker.ts
    const { startReservationWorker } = await import('./data/reservations/worker')
    startReservationWorker()
  }
  if (process.env.NEXT_PHASE !== 'phase-production-build' && env().ALERT_JOB !== '0') {
    // saved searches' new matches and price drops, emailed: src/data/alerts/job.ts (one instance runs it, by lease)
    const { startAlertJob } = await import('./data/alerts/job')
    startAlertJob(env().ALERT_JOB_INTERVAL_MS)
  }
}
