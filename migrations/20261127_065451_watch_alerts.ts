import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Price-drop emails for watched cars (src/data/alerts/job.ts): a shopper's opt-in (`watch_alerts`, off until they
 * turn it on in My garage) and from when the alert job looks for drops (`watch_alerts_since`).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "watch_alerts" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "watch_alerts_since" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP COLUMN "watch_alerts";
  ALTER TABLE "customers" DROP COLUMN "watch_alerts_since";`)
}
