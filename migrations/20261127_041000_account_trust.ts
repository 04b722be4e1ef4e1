import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Accounts a shopper can trust (src/data/accountsTrust.ts): the email-verifications collection (a confirmation link's
 * token hash, account, tenant, the address it confirms, expiry) and when the shopper confirmed their email
 * (customers.email_verified_at; accounts made before this have none until they confirm).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "email_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_verifications_id" integer;
  ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "email_verifications_token_hash_idx" ON "email_verifications" USING btree ("token_hash");
  CREATE INDEX "email_verifications_customer_idx" ON "email_verifications" USING btree ("customer_id");
  CREATE INDEX "email_verifications_tenant_idx" ON "email_verifications" USING btree ("tenant_id");
  CREATE INDEX "email_verifications_updated_at_idx" ON "email_verifications" USING btree ("updated_at");
  CREATE INDEX "email_verifications_created_at_idx" ON "email_verifications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_verifications_fk" FOREIGN KEY ("email_verifications_id") REFERENCES "public"."email_verifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("email_verifications_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_verifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_verifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_verifications_fk";
  
  DROP INDEX "payload_locked_documents_rels_email_verifications_id_idx";
  ALTER TABLE "customers" DROP COLUMN "email_verified_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_verifications_id";`)
}
