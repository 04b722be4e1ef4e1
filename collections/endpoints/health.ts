import type { Endpoint } from 'payload'

/**
 * GET /api/health: 200 with the database state once the database answers and every migration is applied.
 * `migrationCount` is how many migrations the code ships (payload.config.ts passes migrations/index.ts's list).
 */
export const healthEndpoint = (migrationCount: number): Endpoint => ({
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      const applied = await req.payload.count({
        collection: 'payload-migrations',
        where: { batch: { not_equals: -1 } },
        overrideAccess: true,
      })
      const tenants = await req.payload.count({ collection: 'tenants', overrideAccess: true })
      const pending = Math.max(0, migrationCount - applied.totalDocs)
      const ok = pending === 0
      return Response.json(
        {
          status: ok ? 'ok' : 'migrating',
          database: { status: 'up', migrationsApplied: applied.totalDocs, migrationsPending: pending },
          tenants: tenants.totalDocs,
        },
        { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Health check failed' })
      return Response.json(
        { status: 'error', database: { status: 'down' } },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  },
})
