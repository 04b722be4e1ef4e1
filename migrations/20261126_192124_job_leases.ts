import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leases for the jobs that run once across every instance (src/lib/db/leases.ts: the publish schedule, a search
 * reindex scope): one row per job name while a holder has it, taken over once `expires_at` has passed. Plain rows
 * instead of session advisory locks, so they hold behind PgBouncer in transaction mode. Raw SQL like
 * 20261126_060000_search_reindex_checkpoints: not a Payload collection, so the schema snapshot is the previous one's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "job_leases" (
    "name" text PRIMARY KEY,
    "holder" text NOT NULL,
    "acquired_at" timestamptz NOT NULL DEFAULT now(),
    "expires_at" timestamptz NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "job_leases";`)
}
