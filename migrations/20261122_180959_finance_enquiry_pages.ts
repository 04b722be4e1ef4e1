import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_finance_enquiry_path" AS ENUM('default', 'finance', 'finance_enquiry', 'apply_for_finance', 'finance_pre_approval', 'personalised_finance');
  CREATE TYPE "public"."enum_dealerships_finance_page" AS ENUM('finance', 'finance_enquiry', 'apply_for_finance', 'finance_pre_approval', 'personalised_finance');
  ALTER TABLE "tenants" ADD COLUMN "finance_enquiry_path" "enum_tenants_finance_enquiry_path" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "finance_default_link" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "finance_page" "enum_dealerships_finance_page";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "finance_enquiry_path";
  ALTER TABLE "tenants" DROP COLUMN "finance_default_link";
  ALTER TABLE "dealerships" DROP COLUMN "finance_page";
  DROP TYPE "public"."enum_tenants_finance_enquiry_path";
  DROP TYPE "public"."enum_dealerships_finance_page";`)
}
