import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_tiles_credit_repayment_frequency" AS ENUM('week', 'fortnight', 'month');
  CREATE TYPE "public"."enum__promo_tiles_v_version_credit_repayment_frequency" AS ENUM('week', 'fortnight', 'month');
  CREATE TYPE "public"."enum_banners_credit_repayment_frequency" AS ENUM('week', 'fortnight', 'month');
  CREATE TYPE "public"."enum__banners_v_version_credit_repayment_frequency" AS ENUM('week', 'fortnight', 'month');
  CREATE TYPE "public"."enum_offers_credit_repayment_frequency" AS ENUM('week', 'fortnight', 'month');
  CREATE TYPE "public"."enum__offers_v_version_credit_repayment_frequency" AS ENUM('week', 'fortnight', 'month');
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_annual_rate" numeric;
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_comparison_rate" numeric;
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_loan_amount" numeric;
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_term_years" numeric;
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_secured" boolean DEFAULT true;
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_repayment_amount" numeric;
  ALTER TABLE "promo_tiles" ADD COLUMN "credit_repayment_frequency" "enum_promo_tiles_credit_repayment_frequency" DEFAULT 'week';
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_annual_rate" numeric;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_comparison_rate" numeric;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_loan_amount" numeric;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_term_years" numeric;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_secured" boolean DEFAULT true;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_repayment_amount" numeric;
  ALTER TABLE "_promo_tiles_v" ADD COLUMN "version_credit_repayment_frequency" "enum__promo_tiles_v_version_credit_repayment_frequency" DEFAULT 'week';
  ALTER TABLE "banners" ADD COLUMN "credit_annual_rate" numeric;
  ALTER TABLE "banners" ADD COLUMN "credit_comparison_rate" numeric;
  ALTER TABLE "banners" ADD COLUMN "credit_loan_amount" numeric;
  ALTER TABLE "banners" ADD COLUMN "credit_term_years" numeric;
  ALTER TABLE "banners" ADD COLUMN "credit_secured" boolean DEFAULT true;
  ALTER TABLE "banners" ADD COLUMN "credit_repayment_amount" numeric;
  ALTER TABLE "banners" ADD COLUMN "credit_repayment_frequency" "enum_banners_credit_repayment_frequency" DEFAULT 'week';
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_annual_rate" numeric;
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_comparison_rate" numeric;
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_loan_amount" numeric;
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_term_years" numeric;
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_secured" boolean DEFAULT true;
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_repayment_amount" numeric;
  ALTER TABLE "_banners_v" ADD COLUMN "version_credit_repayment_frequency" "enum__banners_v_version_credit_repayment_frequency" DEFAULT 'week';
  ALTER TABLE "offers" ADD COLUMN "credit_annual_rate" numeric;
  ALTER TABLE "offers" ADD COLUMN "credit_comparison_rate" numeric;
  ALTER TABLE "offers" ADD COLUMN "credit_loan_amount" numeric;
  ALTER TABLE "offers" ADD COLUMN "credit_term_years" numeric;
  ALTER TABLE "offers" ADD COLUMN "credit_secured" boolean DEFAULT true;
  ALTER TABLE "offers" ADD COLUMN "credit_repayment_amount" numeric;
  ALTER TABLE "offers" ADD COLUMN "credit_repayment_frequency" "enum_offers_credit_repayment_frequency" DEFAULT 'week';
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_annual_rate" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_comparison_rate" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_loan_amount" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_term_years" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_secured" boolean DEFAULT true;
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_repayment_amount" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_credit_repayment_frequency" "enum__offers_v_version_credit_repayment_frequency" DEFAULT 'week';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_tiles" DROP COLUMN "credit_annual_rate";
  ALTER TABLE "promo_tiles" DROP COLUMN "credit_comparison_rate";
  ALTER TABLE "promo_tiles" DROP COLUMN "credit_loan_amount";
  ALTER TABLE "promo_tiles" DROP COLUMN "credit_term_years";
  ALTER TABLE "promo_tiles" DROP COLUMN "credit_secured";
  ALTER TABLE "promo_tiles" DROP COLUMN "credit_repayment_amount";
  ALTER TABLE "promo_tiles" DROP COLUMN "credit_repayment_frequency";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_annual_rate";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_comparison_rate";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_loan_amount";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_term_years";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_secured";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_repayment_amount";
  ALTER TABLE "_promo_tiles_v" DROP COLUMN "version_credit_repayment_frequency";
  ALTER TABLE "banners" DROP COLUMN "credit_annual_rate";
  ALTER TABLE "banners" DROP COLUMN "credit_comparison_rate";
  ALTER TABLE "banners" DROP COLUMN "credit_loan_amount";
  ALTER TABLE "banners" DROP COLUMN "credit_term_years";
  ALTER TABLE "banners" DROP COLUMN "credit_secured";
  ALTER TABLE "banners" DROP COLUMN "credit_repayment_amount";
  ALTER TABLE "banners" DROP COLUMN "credit_repayment_frequency";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_annual_rate";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_comparison_rate";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_loan_amount";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_term_years";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_secured";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_repayment_amount";
  ALTER TABLE "_banners_v" DROP COLUMN "version_credit_repayment_frequency";
  ALTER TABLE "offers" DROP COLUMN "credit_annual_rate";
  ALTER TABLE "offers" DROP COLUMN "credit_comparison_rate";
  ALTER TABLE "offers" DROP COLUMN "credit_loan_amount";
  ALTER TABLE "offers" DROP COLUMN "credit_term_years";
  ALTER TABLE "offers" DROP COLUMN "credit_secured";
  ALTER TABLE "offers" DROP COLUMN "credit_repayment_amount";
  ALTER TABLE "offers" DROP COLUMN "credit_repayment_frequency";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_annual_rate";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_comparison_rate";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_loan_amount";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_term_years";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_secured";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_repayment_amount";
  ALTER TABLE "_offers_v" DROP COLUMN "version_credit_repayment_frequency";
  DROP TYPE "public"."enum_promo_tiles_credit_repayment_frequency";
  DROP TYPE "public"."enum__promo_tiles_v_version_credit_repayment_frequency";
  DROP TYPE "public"."enum_banners_credit_repayment_frequency";
  DROP TYPE "public"."enum__banners_v_version_credit_repayment_frequency";
  DROP TYPE "public"."enum_offers_credit_repayment_frequency";
  DROP TYPE "public"."enum__offers_v_version_credit_repayment_frequency";`)
}
