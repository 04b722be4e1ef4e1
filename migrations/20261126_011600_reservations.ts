import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Reservations and buy-online journeys (collections/Reservations, collections/CheckoutJourneys), the tenants'
// payment settings, and three hand-written parts the collections cannot declare:
// - reservations_one_active_hold: at most one pending or held reservation per car, so two shoppers paying in the
//   same second can never both hold it (docs/architecture/reservations.md);
// - test_payments: the built-in test card processor's own state (src/data/payments/testProvider.ts);
// - payment_events: webhook event ids already applied, so a replayed or duplicated event changes nothing.
// A reservation keeps its car (ON DELETE restrict: a car with a deposit record cannot be deleted) and outlives its
// shopper's account (set null; the contact columns keep who it was). The snapshot keeps Payload's `set null`.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_payments_provider" AS ENUM('none', 'test', 'stripe');
  CREATE TYPE "public"."enum_reservations_audit_actor" AS ENUM('shopper', 'staff', 'webhook', 'expiry', 'reconcile', 'system');
  CREATE TYPE "public"."enum_reservations_kind" AS ENUM('reserve', 'buy_online');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'held', 'converted', 'released', 'refunded', 'expired', 'failed');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('test', 'stripe');
  CREATE TYPE "public"."enum_checkout_journeys_status" AS ENUM('open', 'submitted');
  CREATE TABLE "reservations_audit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"actor" "enum_reservations_audit_actor" NOT NULL,
  	"who" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"kind" "enum_reservations_kind" DEFAULT 'reserve' NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"customer_id" integer,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar,
  	"status" "enum_reservations_status" DEFAULT 'pending' NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'aud' NOT NULL,
  	"hold_hours" numeric NOT NULL,
  	"held_until" timestamp(3) with time zone,
  	"provider" "enum_reservations_provider" NOT NULL,
  	"payment_ref" varchar,
  	"payment_state" varchar,
  	"failure_message" varchar,
  	"lead_id" integer,
  	"journey_id" integer,
  	"cancel_token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkout_journeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"vehicle_id" integer NOT NULL,
  	"customer_id" integer,
  	"status" "enum_checkout_journeys_status" DEFAULT 'open' NOT NULL,
  	"step" varchar NOT NULL,
  	"data" jsonb,
  	"reservation_id" integer,
  	"lead_id" integer,
  	"token_hash" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "payments_provider" "enum_tenants_payments_provider" DEFAULT 'none' NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "payments_hold_hours" numeric;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_publishable_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_secret_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_webhook_secret" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkout_journeys_id" integer;
  ALTER TABLE "reservations_audit" ADD CONSTRAINT "reservations_audit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_journey_id_checkout_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."checkout_journeys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_journeys" ADD CONSTRAINT "checkout_journeys_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_audit_order_idx" ON "reservations_audit" USING btree ("_order");
  CREATE INDEX "reservations_audit_parent_id_idx" ON "reservations_audit" USING btree ("_parent_id");
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_vehicle_idx" ON "reservations" USING btree ("vehicle_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_held_until_idx" ON "reservations" USING btree ("held_until");
  CREATE INDEX "reservations_payment_ref_idx" ON "reservations" USING btree ("payment_ref");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_journey_idx" ON "reservations" USING btree ("journey_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE INDEX "checkout_journeys_tenant_idx" ON "checkout_journeys" USING btree ("tenant_id");
  CREATE INDEX "checkout_journeys_vehicle_idx" ON "checkout_journeys" USING btree ("vehicle_id");
  CREATE INDEX "checkout_journeys_customer_idx" ON "checkout_journeys" USING btree ("customer_id");
  CREATE INDEX "checkout_journeys_reservation_idx" ON "checkout_journeys" USING btree ("reservation_id");
  CREATE INDEX "checkout_journeys_lead_idx" ON "checkout_journeys" USING btree ("lead_id");
  CREATE INDEX "checkout_journeys_token_hash_idx" ON "checkout_journeys" USING btree ("token_hash");
  CREATE INDEX "checkout_journeys_updated_at_idx" ON "checkout_journeys" USING btree ("updated_at");
  CREATE INDEX "checkout_journeys_created_at_idx" ON "checkout_journeys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkout_journeys_fk" FOREIGN KEY ("checkout_journeys_id") REFERENCES "public"."checkout_journeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  CREATE INDEX "payload_locked_documents_rels_checkout_journeys_id_idx" ON "payload_locked_documents_rels" USING btree ("checkout_journeys_id");
  CREATE UNIQUE INDEX "reservations_one_active_hold" ON "reservations" USING btree ("vehicle_id") WHERE "status" IN ('pending', 'held');
  CREATE UNIQUE INDEX "reservations_provider_payment_ref" ON "reservations" USING btree ("provider", "payment_ref") WHERE "payment_ref" IS NOT NULL;
  CREATE TABLE IF NOT EXISTS "test_payments" (
    "ref" text PRIMARY KEY,
    "tenant_slug" text NOT NULL,
    "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
    "currency" text NOT NULL,
    "state" text NOT NULL,
    "failure_message" text,
    "reservation_id" text,
    "client_secret" text NOT NULL,
    "idempotency_key" text UNIQUE,
    "card_last4" text,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE "payment_events" (
    "provider" text NOT NULL,
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
    "event_id" text NOT NULL,
    "received_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("provider", "tenant_id", "event_id")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "payment_events";
  DROP TABLE IF EXISTS "test_payments";
   ALTER TABLE "reservations_audit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkout_journeys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations_audit" CASCADE;
  DROP TABLE "reservations" CASCADE;
  DROP TABLE "checkout_journeys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkout_journeys_fk";
  
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_checkout_journeys_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "payments_provider";
  ALTER TABLE "tenants" DROP COLUMN "payments_hold_hours";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_publishable_key";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_secret_key";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_webhook_secret";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkout_journeys_id";
  DROP TYPE "public"."enum_tenants_payments_provider";
  DROP TYPE "public"."enum_reservations_audit_actor";
  DROP TYPE "public"."enum_reservations_kind";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_provider";
  DROP TYPE "public"."enum_checkout_journeys_status";`)
}
