import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_budget_search_quick_options" AS ENUM('standard', 'premium', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_budget_search_quick_options" AS ENUM('standard', 'premium', 'none');
  CREATE TABLE "tenants_finance_fee_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "tenants_finance_example_disclaimers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Search by budget',
  	"text" varchar,
  	"quick_options" "enum_pages_blocks_budget_search_quick_options" DEFAULT 'standard',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar DEFAULT 'vehicles sold this month',
  	"base" numeric DEFAULT 0,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_payment_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Ways to pay',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Search by budget',
  	"text" varchar,
  	"quick_options" "enum__pages_v_blocks_budget_search_quick_options" DEFAULT 'standard',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar DEFAULT 'vehicles sold this month',
  	"base" numeric DEFAULT 0,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Ways to pay',
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "tenants" ADD COLUMN "finance_comparison_rate_from" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_comparison_rate_to" numeric;
  ALTER TABLE "tenants_finance_fee_inclusions" ADD CONSTRAINT "tenants_finance_fee_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_finance_example_disclaimers" ADD CONSTRAINT "tenants_finance_example_disclaimers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_budget_search" ADD CONSTRAINT "pages_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sales_counter" ADD CONSTRAINT "pages_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_strip" ADD CONSTRAINT "pages_blocks_payment_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_budget_search" ADD CONSTRAINT "_pages_v_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sales_counter" ADD CONSTRAINT "_pages_v_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_strip" ADD CONSTRAINT "_pages_v_blocks_payment_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_finance_fee_inclusions_order_idx" ON "tenants_finance_fee_inclusions" USING btree ("_order");
  CREATE INDEX "tenants_finance_fee_inclusions_parent_id_idx" ON "tenants_finance_fee_inclusions" USING btree ("_parent_id");
  CREATE INDEX "tenants_finance_example_disclaimers_order_idx" ON "tenants_finance_example_disclaimers" USING btree ("_order");
  CREATE INDEX "tenants_finance_example_disclaimers_parent_id_idx" ON "tenants_finance_example_disclaimers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_budget_search_order_idx" ON "pages_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_budget_search_parent_id_idx" ON "pages_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_budget_search_path_idx" ON "pages_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_sales_counter_order_idx" ON "pages_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "pages_blocks_sales_counter_parent_id_idx" ON "pages_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sales_counter_path_idx" ON "pages_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "pages_blocks_payment_strip_order_idx" ON "pages_blocks_payment_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_strip_parent_id_idx" ON "pages_blocks_payment_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_strip_path_idx" ON "pages_blocks_payment_strip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_budget_search_order_idx" ON "_pages_v_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_budget_search_parent_id_idx" ON "_pages_v_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_budget_search_path_idx" ON "_pages_v_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sales_counter_order_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sales_counter_parent_id_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sales_counter_path_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payment_strip_order_idx" ON "_pages_v_blocks_payment_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_strip_parent_id_idx" ON "_pages_v_blocks_payment_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_strip_path_idx" ON "_pages_v_blocks_payment_strip" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_finance_fee_inclusions" CASCADE;
  DROP TABLE "tenants_finance_example_disclaimers" CASCADE;
  DROP TABLE "pages_blocks_budget_search" CASCADE;
  DROP TABLE "pages_blocks_sales_counter" CASCADE;
  DROP TABLE "pages_blocks_payment_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_budget_search" CASCADE;
  DROP TABLE "_pages_v_blocks_sales_counter" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_strip" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "finance_comparison_rate_from";
  ALTER TABLE "tenants" DROP COLUMN "finance_comparison_rate_to";
  DROP TYPE "public"."enum_pages_blocks_budget_search_quick_options";
  DROP TYPE "public"."enum__pages_v_blocks_budget_search_quick_options";`)
}
