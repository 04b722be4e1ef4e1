import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "continuation_token_hash" varchar;
  ALTER TABLE "leads" ADD COLUMN "continuation_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "continuation_token_hash";
  ALTER TABLE "leads" DROP COLUMN "continuation_expires_at";`)
}
