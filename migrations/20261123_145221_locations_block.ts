import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_our_locations_display" AS ENUM('carousel', 'grid', 'single');
  CREATE TYPE "public"."enum_pages_blocks_our_locations_filter" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts', 'location');
  CREATE TYPE "public"."enum__pages_v_blocks_our_locations_display" AS ENUM('carousel', 'grid', 'single');
  CREATE TYPE "public"."enum__pages_v_blocks_our_locations_filter" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts', 'location');
  CREATE TABLE "pages_blocks_our_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"display" "enum_pages_blocks_our_locations_display" DEFAULT 'carousel',
  	"filter" "enum_pages_blocks_our_locations_filter" DEFAULT 'all',
  	"location_id" integer,
  	"manufacturer_id" integer,
  	"subtype" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_our_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"display" "enum__pages_v_blocks_our_locations_display" DEFAULT 'carousel',
  	"filter" "enum__pages_v_blocks_our_locations_filter" DEFAULT 'all',
  	"location_id" integer,
  	"manufacturer_id" integer,
  	"subtype" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "pages_blocks_our_locations" ADD CONSTRAINT "pages_blocks_our_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_our_locations" ADD CONSTRAINT "pages_blocks_our_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_our_locations" ADD CONSTRAINT "pages_blocks_our_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_locations" ADD CONSTRAINT "_pages_v_blocks_our_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_locations" ADD CONSTRAINT "_pages_v_blocks_our_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_locations" ADD CONSTRAINT "_pages_v_blocks_our_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_our_locations_order_idx" ON "pages_blocks_our_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_our_locations_parent_id_idx" ON "pages_blocks_our_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_our_locations_path_idx" ON "pages_blocks_our_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_our_locations_location_idx" ON "pages_blocks_our_locations" USING btree ("location_id");
  CREATE INDEX "pages_blocks_our_locations_manufacturer_idx" ON "pages_blocks_our_locations" USING btree ("manufacturer_id");
  CREATE INDEX "_pages_v_blocks_our_locations_order_idx" ON "_pages_v_blocks_our_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_our_locations_parent_id_idx" ON "_pages_v_blocks_our_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_our_locations_path_idx" ON "_pages_v_blocks_our_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_our_locations_location_idx" ON "_pages_v_blocks_our_locations" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_our_locations_manufacturer_idx" ON "_pages_v_blocks_our_locations" USING btree ("manufacturer_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_locations_id_idx" ON "pages_rels" USING btree ("locations_id");
  CREATE INDEX "_pages_v_rels_locations_id_idx" ON "_pages_v_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_our_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_our_locations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_our_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_our_locations" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_locations_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_locations_fk";
  
  DROP INDEX "pages_rels_locations_id_idx";
  DROP INDEX "_pages_v_rels_locations_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "locations_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_pages_blocks_our_locations_display";
  DROP TYPE "public"."enum_pages_blocks_our_locations_filter";
  DROP TYPE "public"."enum__pages_v_blocks_our_locations_display";
  DROP TYPE "public"."enum__pages_v_blocks_our_locations_filter";`)
}
