import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tenants_feeds_store_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"code" varchar NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "feeds_google_enabled" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "feeds_meta_enabled" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "feeds_token" varchar;
  ALTER TABLE "tenants" ADD COLUMN "feeds_google_generated_at" timestamp(3) with time zone;
  ALTER TABLE "tenants" ADD COLUMN "feeds_meta_generated_at" timestamp(3) with time zone;
  ALTER TABLE "tenants_feeds_store_codes" ADD CONSTRAINT "tenants_feeds_store_codes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenants_feeds_store_codes" ADD CONSTRAINT "tenants_feeds_store_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_feeds_store_codes_order_idx" ON "tenants_feeds_store_codes" USING btree ("_order");
  CREATE INDEX "tenants_feeds_store_codes_parent_id_idx" ON "tenants_feeds_store_codes" USING btree ("_parent_id");
  CREATE INDEX "tenants_feeds_store_codes_location_idx" ON "tenants_feeds_store_codes" USING btree ("location_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_feeds_store_codes" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "feeds_google_enabled";
  ALTER TABLE "tenants" DROP COLUMN "feeds_meta_enabled";
  ALTER TABLE "tenants" DROP COLUMN "feeds_token";
  ALTER TABLE "tenants" DROP COLUMN "feeds_google_generated_at";
  ALTER TABLE "tenants" DROP COLUMN "feeds_meta_generated_at";`)
}
