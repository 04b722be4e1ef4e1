import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "title" varchar;`)
  // the title of every lead stored before (new and changed leads get it from the collection's hook, leadTitle in
  // src/domain/leads/adminView.ts): 'Jane Citizen — Test Drive — 2023 Toyota RAV4'
  await db.execute(sql`
  UPDATE "leads" SET "title" = concat_ws(' — ',
    coalesce(
      nullif(concat_ws(' ', nullif(trim("fields"->>'name'), ''), nullif(trim("fields"->>'last_name'), '')), ''),
      nullif(trim("name"), ''), nullif(trim("email"), ''), 'No name given'),
    nullif(trim("category"), ''),
    coalesce(
      nullif(concat_ws(' ', nullif(trim("car"->>'year'), ''), nullif(trim("car"->>'make'), ''),
        nullif(trim("car"->>'model'), ''),
        CASE WHEN jsonb_typeof("car"->'variant') IN ('string', 'number') THEN nullif(trim("car"->>'variant'), '')
          ELSE nullif(trim("car"->>'badge'), '') END), ''),
      nullif(trim("car"->>'title'), ''), nullif(trim("car"->>'stock_number'), '')))
  WHERE "title" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "title";`)
}
