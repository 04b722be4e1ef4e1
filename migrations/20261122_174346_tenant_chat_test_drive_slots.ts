import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_chat_enabled" AS ENUM('default', 'on', 'off');
  ALTER TABLE "tenants" ADD COLUMN "chat_enabled" "enum_tenants_chat_enabled" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "chat_provider_script_url" varchar;
  ALTER TABLE "tenants" ADD COLUMN "chat_provider_label" varchar;`)
  // LEAD-12: booked test-drive slots are looked up by tenant, location and booking date (src/data/leads/availability.ts).
  // Hand-written: an expression index on the JSON fields is not part of the Payload schema, so later generated
  // migrations neither see nor drop it.
  await db.execute(sql`
   CREATE INDEX "leads_test_drive_slot_idx" ON "leads" USING btree ("tenant_id", ("fields"->>'location_id'), ("fields"->>'Test Drive Booking Date'))
    WHERE "category" = 'Test Drive';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "leads_test_drive_slot_idx";
   ALTER TABLE "tenants" DROP COLUMN "chat_enabled";
  ALTER TABLE "tenants" DROP COLUMN "chat_provider_script_url";
  ALTER TABLE "tenants" DROP COLUMN "chat_provider_label";
  DROP TYPE "public"."enum_tenants_chat_enabled";`)
}
