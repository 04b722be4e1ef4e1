import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every change of a car's price, kept (src/data/insights.ts: the admin's shopper-interest panel lists them): the
 * price before and after and when. Written by the database itself, a row trigger on `vehicles` firing only when the
 * price differs, so an admin's edit, the REST API, a feed's import and its bulk path (src/inventory/bulkUpdate.ts)
 * are all recorded the same way; `changed_at` is the change's own time as the vehicle records it (price_changed_at).
 * Not a Payload collection. Goes with its car and its tenant. `insight_counts.subject` widens to the longest search
 * the site saves (QUERY_MAX), so a search with many filters that found nothing is counted too.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "vehicle_price_changes" (
    "id" bigserial PRIMARY KEY,
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
    "from_price" numeric,
    "to_price" numeric,
    "changed_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "vehicle_price_changes_vehicle_idx" ON "vehicle_price_changes" USING btree ("vehicle_id", "changed_at" DESC);
  CREATE FUNCTION "vehicle_price_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW."tenant_id" IS NOT NULL THEN
      INSERT INTO "vehicle_price_changes" ("tenant_id", "vehicle_id", "from_price", "to_price", "changed_at")
      VALUES (NEW."tenant_id", NEW."id", OLD."price", NEW."price", coalesce(NEW."price_changed_at", now()));
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "vehicles_price_change_log" AFTER UPDATE OF "price" ON "vehicles"
    FOR EACH ROW WHEN (OLD."price" IS DISTINCT FROM NEW."price") EXECUTE FUNCTION "vehicle_price_change_log"();
  ALTER TABLE "insight_counts" ALTER COLUMN "subject" TYPE varchar(2000);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "vehicles_price_change_log" ON "vehicles";
  DROP FUNCTION IF EXISTS "vehicle_price_change_log"();
  DROP TABLE IF EXISTS "vehicle_price_changes";
  DELETE FROM "insight_counts" WHERE length("subject") > 600;
  ALTER TABLE "insight_counts" ALTER COLUMN "subject" TYPE varchar(600);`)
}
