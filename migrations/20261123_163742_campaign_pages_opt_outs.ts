import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_template" AS ENUM('standard', 'sale');
  CREATE TYPE "public"."enum__pages_v_version_template" AS ENUM('standard', 'sale');
  CREATE TYPE "public"."enum_navigation_group_companies_kind" AS ENUM('cars', 'rental', 'tyres', 'finance-and-insurance', '4x4-outdoor');
  CREATE TYPE "public"."enum_marketing_opt_outs_source" AS ENUM('link', 'admin', 'import');
  CREATE TABLE "navigation_group_companies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_navigation_group_companies_kind" NOT NULL,
  	"label" varchar,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "marketing_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"email" varchar NOT NULL,
  	"unsubscribed_at" timestamp(3) with time zone NOT NULL,
  	"source" "enum_marketing_opt_outs_source" DEFAULT 'admin' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "template" "enum_pages_template" DEFAULT 'standard';
  ALTER TABLE "pages" ADD COLUMN "sale_badge" varchar;
  ALTER TABLE "pages" ADD COLUMN "sale_subheading" varchar;
  ALTER TABLE "pages" ADD COLUMN "sale_ends_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "sale_terms" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_template" "enum__pages_v_version_template" DEFAULT 'standard';
  ALTER TABLE "_pages_v" ADD COLUMN "version_sale_badge" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_sale_subheading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_sale_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_sale_terms" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "marketing_opt_outs_id" integer;
  ALTER TABLE "navigation_group_companies" ADD CONSTRAINT "navigation_group_companies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketing_opt_outs" ADD CONSTRAINT "marketing_opt_outs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "navigation_group_companies_order_idx" ON "navigation_group_companies" USING btree ("_order");
  CREATE INDEX "navigation_group_companies_parent_id_idx" ON "navigation_group_companies" USING btree ("_parent_id");
  CREATE INDEX "marketing_opt_outs_tenant_idx" ON "marketing_opt_outs" USING btree ("tenant_id");
  CREATE INDEX "marketing_opt_outs_email_idx" ON "marketing_opt_outs" USING btree ("email");
  CREATE INDEX "marketing_opt_outs_updated_at_idx" ON "marketing_opt_outs" USING btree ("updated_at");
  CREATE INDEX "marketing_opt_outs_created_at_idx" ON "marketing_opt_outs" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_email_idx" ON "marketing_opt_outs" USING btree ("tenant_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marketing_opt_outs_fk" FOREIGN KEY ("marketing_opt_outs_id") REFERENCES "public"."marketing_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_marketing_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("marketing_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_group_companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_opt_outs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigation_group_companies" CASCADE;
  DROP TABLE "marketing_opt_outs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_marketing_opt_outs_fk";
  
  DROP INDEX "payload_locked_documents_rels_marketing_opt_outs_id_idx";
  ALTER TABLE "pages" DROP COLUMN "template";
  ALTER TABLE "pages" DROP COLUMN "sale_badge";
  ALTER TABLE "pages" DROP COLUMN "sale_subheading";
  ALTER TABLE "pages" DROP COLUMN "sale_ends_at";
  ALTER TABLE "pages" DROP COLUMN "sale_terms";
  ALTER TABLE "_pages_v" DROP COLUMN "version_template";
  ALTER TABLE "_pages_v" DROP COLUMN "version_sale_badge";
  ALTER TABLE "_pages_v" DROP COLUMN "version_sale_subheading";
  ALTER TABLE "_pages_v" DROP COLUMN "version_sale_ends_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_sale_terms";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "marketing_opt_outs_id";
  DROP TYPE "public"."enum_pages_template";
  DROP TYPE "public"."enum__pages_v_version_template";
  DROP TYPE "public"."enum_navigation_group_companies_kind";
  DROP TYPE "public"."enum_marketing_opt_outs_source";`)
}
