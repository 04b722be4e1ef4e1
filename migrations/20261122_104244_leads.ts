import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_delivery_attempts_status" AS ENUM('ok', 'failed');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('in_progress', 'pending', 'delivering', 'delivered', 'dead_letter');
  CREATE TYPE "public"."enum_lead_destinations_kind" AS ENUM('email', 'webhook');
  CREATE TABLE "leads_delivery_attempts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"destination" varchar,
  	"status" "enum_leads_delivery_attempts_status" NOT NULL,
  	"error" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"category" varchar NOT NULL,
  	"subcategory" varchar,
  	"status" "enum_leads_status" DEFAULT 'pending' NOT NULL,
  	"vehicle_id" integer,
  	"car" jsonb,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"postcode" varchar,
  	"fields" jsonb NOT NULL,
  	"additional_services" jsonb,
  	"page_id" varchar,
  	"url" varchar,
  	"source" varchar DEFAULT 'Website',
  	"user_agent" varchar,
  	"lead_attributes" jsonb,
  	"offer_price" numeric,
  	"valuation" jsonb,
  	"form_completed" boolean,
  	"offer_accepted" boolean,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_destinations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"kind" "enum_lead_destinations_kind" DEFAULT 'email' NOT NULL,
  	"dealership_id" integer,
  	"email" varchar,
  	"url" varchar,
  	"secret" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_idempotency_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"request_hash" varchar NOT NULL,
  	"response_status" numeric NOT NULL,
  	"response_body" jsonb NOT NULL,
  	"lead_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_destinations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_idempotency_keys_id" integer;
  ALTER TABLE "leads_delivery_attempts" ADD CONSTRAINT "leads_delivery_attempts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_destinations" ADD CONSTRAINT "lead_destinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_destinations" ADD CONSTRAINT "lead_destinations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_idempotency_keys" ADD CONSTRAINT "lead_idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_idempotency_keys" ADD CONSTRAINT "lead_idempotency_keys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_delivery_attempts_order_idx" ON "leads_delivery_attempts" USING btree ("_order");
  CREATE INDEX "leads_delivery_attempts_parent_id_idx" ON "leads_delivery_attempts" USING btree ("_parent_id");
  CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id");
  CREATE INDEX "leads_category_idx" ON "leads" USING btree ("category");
  CREATE INDEX "leads_subcategory_idx" ON "leads" USING btree ("subcategory");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_vehicle_idx" ON "leads" USING btree ("vehicle_id");
  CREATE INDEX "leads_name_idx" ON "leads" USING btree ("name");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_postcode_idx" ON "leads" USING btree ("postcode");
  CREATE INDEX "leads_next_attempt_at_idx" ON "leads" USING btree ("next_attempt_at");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "lead_destinations_tenant_idx" ON "lead_destinations" USING btree ("tenant_id");
  CREATE INDEX "lead_destinations_dealership_idx" ON "lead_destinations" USING btree ("dealership_id");
  CREATE INDEX "lead_destinations_active_idx" ON "lead_destinations" USING btree ("active");
  CREATE INDEX "lead_destinations_updated_at_idx" ON "lead_destinations" USING btree ("updated_at");
  CREATE INDEX "lead_destinations_created_at_idx" ON "lead_destinations" USING btree ("created_at");
  CREATE INDEX "lead_idempotency_keys_tenant_idx" ON "lead_idempotency_keys" USING btree ("tenant_id");
  CREATE INDEX "lead_idempotency_keys_lead_idx" ON "lead_idempotency_keys" USING btree ("lead_id");
  CREATE INDEX "lead_idempotency_keys_expires_at_idx" ON "lead_idempotency_keys" USING btree ("expires_at");
  CREATE INDEX "lead_idempotency_keys_updated_at_idx" ON "lead_idempotency_keys" USING btree ("updated_at");
  CREATE INDEX "lead_idempotency_keys_created_at_idx" ON "lead_idempotency_keys" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_key_idx" ON "lead_idempotency_keys" USING btree ("tenant_id","key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_destinations_fk" FOREIGN KEY ("lead_destinations_id") REFERENCES "public"."lead_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_idempotency_keys_fk" FOREIGN KEY ("lead_idempotency_keys_id") REFERENCES "public"."lead_idempotency_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_destinations_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_destinations_id");
  CREATE INDEX "payload_locked_documents_rels_lead_idempotency_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_idempotency_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_delivery_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_destinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_idempotency_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_delivery_attempts" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_destinations" CASCADE;
  DROP TABLE "lead_idempotency_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_destinations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_idempotency_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_destinations_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_idempotency_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_destinations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_idempotency_keys_id";
  DROP TYPE "public"."enum_leads_delivery_attempts_status";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_lead_destinations_kind";`)
}
