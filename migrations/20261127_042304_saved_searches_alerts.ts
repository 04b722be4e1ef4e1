import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Saved searches and their alerts (src/data/alerts): saved-searches (a shopper's search, its name, frequency, emails
 * on or off, paused, when it last sent) and sent-alerts (one row per shopper and alert key, unique: no car alerted
 * twice for one reason). Hand edit: both go with their shopper, and a sent alert with its car (ON DELETE cascade),
 * as the watchlist does; a sent alert outlives its saved search (set null).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_sent_alerts_reason" AS ENUM('new_match', 'price_drop');
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'daily' NOT NULL,
  	"alerts" boolean DEFAULT true,
  	"paused" boolean DEFAULT false,
  	"last_run_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sent_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"saved_search_id" integer,
  	"reason" "enum_sent_alerts_reason" NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sent_alerts_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sent_alerts" ADD CONSTRAINT "sent_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sent_alerts" ADD CONSTRAINT "sent_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sent_alerts" ADD CONSTRAINT "sent_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sent_alerts" ADD CONSTRAINT "sent_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_tenant_idx" ON "saved_searches" USING btree ("tenant_id");
  CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "sent_alerts_tenant_idx" ON "sent_alerts" USING btree ("tenant_id");
  CREATE INDEX "sent_alerts_customer_idx" ON "sent_alerts" USING btree ("customer_id");
  CREATE INDEX "sent_alerts_vehicle_idx" ON "sent_alerts" USING btree ("vehicle_id");
  CREATE INDEX "sent_alerts_saved_search_idx" ON "sent_alerts" USING btree ("saved_search_id");
  CREATE INDEX "sent_alerts_updated_at_idx" ON "sent_alerts" USING btree ("updated_at");
  CREATE INDEX "sent_alerts_created_at_idx" ON "sent_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_key_idx" ON "sent_alerts" USING btree ("customer_id","key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sent_alerts_fk" FOREIGN KEY ("sent_alerts_id") REFERENCES "public"."sent_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_sent_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("sent_alerts_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sent_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "sent_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sent_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_sent_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sent_alerts_id";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_sent_alerts_reason";`)
}
