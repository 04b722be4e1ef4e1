import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Dealer insights (src/data/insights.ts): daily counts per tenant, aggregate only — searches and the searches that
 * found nothing (by their canonical query), views per car, alert emails sent and opened. One row per tenant, day (in
 * the tenant's time zone), metric and subject, added to in place; no shopper is named anywhere. Not a Payload
 * collection: written by one upsert per event, read by the admin's Insights view. Goes with its tenant.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "insight_counts" (
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "day" date NOT NULL,
    "metric" varchar(32) NOT NULL,
    "subject" varchar(600) NOT NULL DEFAULT '',
    "count" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("tenant_id", "day", "metric", "subject")
  );
  CREATE INDEX "insight_counts_tenant_metric_day_idx" ON "insight_counts" USING btree ("tenant_id", "metric", "day");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "insight_counts";`)
}
