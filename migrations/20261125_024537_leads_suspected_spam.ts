import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Leads held as suspected spam (bot signals): the status value and the reason the server gives. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_status" ADD VALUE 'suspected_spam';
  ALTER TABLE "leads" ADD COLUMN "suspected_reason" varchar;`)
}

/** Held leads become dead letters (listed, retried by hand), never delivered by themselves. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "leads" SET "status" = 'dead_letter' WHERE "status" = 'suspected_spam';
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('in_progress', 'pending', 'delivering', 'delivered', 'dead_letter');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "leads" DROP COLUMN "suspected_reason";`)
}
