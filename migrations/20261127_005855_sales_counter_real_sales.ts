import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The sales counter counts the site's real sales (src/domain/counters/salesCounter.ts): its "starting figure", added
 * to a number worked out from the clock, goes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_sales_counter" DROP COLUMN "base";
  ALTER TABLE "_pages_v_blocks_sales_counter" DROP COLUMN "base";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_sales_counter" ADD COLUMN "base" numeric DEFAULT 0;
  ALTER TABLE "_pages_v_blocks_sales_counter" ADD COLUMN "base" numeric DEFAULT 0;`)
}
