import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_finance_card_repayment" AS ENUM('default', 'on', 'off');
  ALTER TABLE "tenants" ADD COLUMN "finance_card_repayment" "enum_tenants_finance_card_repayment" DEFAULT 'default' NOT NULL;
  ALTER TABLE "search_documents" ADD COLUMN IF NOT EXISTS "quote_rate" numeric;
  ALTER TABLE "search_documents" ADD COLUMN IF NOT EXISTS "quote_comparison_rate" numeric;`)
  // Search documents written before this migration carry no quote rates (their cards show no repayment) until the
  // next reindex (npm run reindex).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_documents" DROP COLUMN IF EXISTS "quote_comparison_rate";
  ALTER TABLE "search_documents" DROP COLUMN IF EXISTS "quote_rate";
  ALTER TABLE "tenants" DROP COLUMN "finance_card_repayment";
  DROP TYPE "public"."enum_tenants_finance_card_repayment";`)
}
