import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A car's price history (src/domain/vehicle/priceDrop.ts): the "was" price of a drop that may be shown, when it came,
 * and when the price last changed — on the vehicle, kept by its hook and the feed's bulk writes; and the first two on
 * its search document (the cards' "Reduced"). Documents written before this have none: a car's next change, or
 * `npm run reindex`, fills them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "vehicles" ADD COLUMN "was_price" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "price_dropped_at" timestamp(3) with time zone;
  ALTER TABLE "vehicles" ADD COLUMN "price_changed_at" timestamp(3) with time zone;
  ALTER TABLE "search_documents" ADD COLUMN "was_price" numeric;
  ALTER TABLE "search_documents" ADD COLUMN "price_dropped_at" bigint;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "vehicles" DROP COLUMN "was_price";
  ALTER TABLE "vehicles" DROP COLUMN "price_dropped_at";
  ALTER TABLE "vehicles" DROP COLUMN "price_changed_at";
  ALTER TABLE "search_documents" DROP COLUMN "was_price";
  ALTER TABLE "search_documents" DROP COLUMN "price_dropped_at";`)
}
