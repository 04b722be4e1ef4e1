import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_finance_availability_rule" AS ENUM('default', 'in_stock', 'year_price_comparison', 'price_weekly', 'price_monthly');
  CREATE TYPE "public"."enum_tenants_finance_excluded_site" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_finance_amount_max_follows_price" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_vehicle_gallery_start_view" AS ENUM('default', 'spinner', 'gallery');
  CREATE TYPE "public"."enum_tenants_vehicle_layout" AS ENUM('default', 'tabs', 'sections');
  CREATE TYPE "public"."enum_tenants_vehicle_sticky_bottom_bar" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_vehicle_show_unregistered" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_vehicle_show_dealership_link" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_vehicle_similar_match" AS ENUM('default', 'make_model', 'type_body');
  CREATE TYPE "public"."enum_tenants_vehicle_similar_only_load_in_view" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_stock_random_brand_promos" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_tenants_stock_save_used_priced_only" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_delivery_rates_kind" AS ENUM('postcode_range', 'distance');
  CREATE TABLE "delivery_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"kind" "enum_delivery_rates_kind" DEFAULT 'postcode_range' NOT NULL,
  	"postcode_from" numeric,
  	"postcode_to" numeric,
  	"distance_from_km" numeric,
  	"distance_to_km" numeric,
  	"price" numeric NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"event_id" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"vehicle_id" integer,
  	"dealership_id" integer,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "finance_availability_rule" "enum_tenants_finance_availability_rule" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "finance_excluded_makes" varchar;
  ALTER TABLE "tenants" ADD COLUMN "finance_excluded_site" "enum_tenants_finance_excluded_site" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "finance_amount_max_follows_price" "enum_tenants_finance_amount_max_follows_price" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "finance_disclaimer" varchar;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_gallery_start_view" "enum_tenants_vehicle_gallery_start_view" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_layout" "enum_tenants_vehicle_layout" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_sticky_bottom_bar" "enum_tenants_vehicle_sticky_bottom_bar" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_show_unregistered" "enum_tenants_vehicle_show_unregistered" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_show_dealership_link" "enum_tenants_vehicle_show_dealership_link" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_similar_match" "enum_tenants_vehicle_similar_match" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "vehicle_similar_only_load_in_view" "enum_tenants_vehicle_similar_only_load_in_view" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "stock_preferred_locations" varchar;
  ALTER TABLE "tenants" ADD COLUMN "stock_random_brand_promos" "enum_tenants_stock_random_brand_promos" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "stock_stock_count" numeric;
  ALTER TABLE "tenants" ADD COLUMN "stock_save_used_priced_only" "enum_tenants_stock_save_used_priced_only" DEFAULT 'default' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "phones_call_override" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "delivery_rates_tenant_idx" ON "delivery_rates" USING btree ("tenant_id");
  CREATE INDEX "delivery_rates_active_idx" ON "delivery_rates" USING btree ("active");
  CREATE INDEX "delivery_rates_updated_at_idx" ON "delivery_rates" USING btree ("updated_at");
  CREATE INDEX "delivery_rates_created_at_idx" ON "delivery_rates" USING btree ("created_at");
  CREATE INDEX "analytics_events_tenant_idx" ON "analytics_events" USING btree ("tenant_id");
  CREATE INDEX "analytics_events_event_id_idx" ON "analytics_events" USING btree ("event_id");
  CREATE INDEX "analytics_events_vehicle_idx" ON "analytics_events" USING btree ("vehicle_id");
  CREATE INDEX "analytics_events_dealership_idx" ON "analytics_events" USING btree ("dealership_id");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_rates_fk" FOREIGN KEY ("delivery_rates_id") REFERENCES "public"."delivery_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_delivery_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_rates_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "delivery_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_rates" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_delivery_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_delivery_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "finance_availability_rule";
  ALTER TABLE "tenants" DROP COLUMN "finance_excluded_makes";
  ALTER TABLE "tenants" DROP COLUMN "finance_excluded_site";
  ALTER TABLE "tenants" DROP COLUMN "finance_amount_max_follows_price";
  ALTER TABLE "tenants" DROP COLUMN "finance_disclaimer";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_gallery_start_view";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_layout";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_sticky_bottom_bar";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_show_unregistered";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_show_dealership_link";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_similar_match";
  ALTER TABLE "tenants" DROP COLUMN "vehicle_similar_only_load_in_view";
  ALTER TABLE "tenants" DROP COLUMN "stock_preferred_locations";
  ALTER TABLE "tenants" DROP COLUMN "stock_random_brand_promos";
  ALTER TABLE "tenants" DROP COLUMN "stock_stock_count";
  ALTER TABLE "tenants" DROP COLUMN "stock_save_used_priced_only";
  ALTER TABLE "tenants" DROP COLUMN "phones_call_override";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  DROP TYPE "public"."enum_tenants_finance_availability_rule";
  DROP TYPE "public"."enum_tenants_finance_excluded_site";
  DROP TYPE "public"."enum_tenants_finance_amount_max_follows_price";
  DROP TYPE "public"."enum_tenants_vehicle_gallery_start_view";
  DROP TYPE "public"."enum_tenants_vehicle_layout";
  DROP TYPE "public"."enum_tenants_vehicle_sticky_bottom_bar";
  DROP TYPE "public"."enum_tenants_vehicle_show_unregistered";
  DROP TYPE "public"."enum_tenants_vehicle_show_dealership_link";
  DROP TYPE "public"."enum_tenants_vehicle_similar_match";
  DROP TYPE "public"."enum_tenants_vehicle_similar_only_load_in_view";
  DROP TYPE "public"."enum_tenants_stock_random_brand_promos";
  DROP TYPE "public"."enum_tenants_stock_save_used_priced_only";
  DROP TYPE "public"."enum_delivery_rates_kind";`)
}
