import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_tiles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promo_tiles_v_version_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__promo_tiles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_placement" AS ENUM('announcement', 'feature');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_category" AS ENUM('Special offer', 'Finance offer', 'Service offer', 'Runout sale');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_promo_tiles_v_version_positions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_promo_tiles_v_version_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_tiles_v_version_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_tiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_link" varchar,
  	"version_button_text" varchar DEFAULT 'Find out more',
  	"version_random_shuffle" boolean DEFAULT false,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promo_tiles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_src" varchar,
  	"version_link_to" varchar,
  	"version_button_text" varchar DEFAULT 'Find out more',
  	"version_expiry_date" timestamp(3) with time zone,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_placement" "enum__banners_v_version_placement" DEFAULT 'announcement',
  	"version_text" varchar,
  	"version_link" varchar,
  	"version_link_text" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_disclaimer" varchar,
  	"version_category" "enum__offers_v_version_category" DEFAULT 'Special offer',
  	"version_manufacturer_id" integer,
  	"version_model_name" varchar,
  	"version_model_slug" varchar,
  	"version_model_override_url" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "promo_tiles_positions" ALTER COLUMN "position" DROP NOT NULL;
  ALTER TABLE "promo_tiles" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "promo_tiles" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "link_to" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "button_text" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "placement" DROP NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "promo_tiles" ADD COLUMN "_status" "enum_promo_tiles_status" DEFAULT 'draft';
  ALTER TABLE "popups" ADD COLUMN "_status" "enum_popups_status" DEFAULT 'draft';
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "offers" ADD COLUMN "_status" "enum_offers_status" DEFAULT 'draft';
  -- every row that existed before drafts was public, so it stays published (new rows default to draft)
  UPDATE "promo_tiles" SET "_status" = 'published';
  UPDATE "popups" SET "_status" = 'published';
  UPDATE "banners" SET "_status" = 'published';
  UPDATE "offers" SET "_status" = 'published';
  ALTER TABLE "_promo_tiles_v_version_positions" ADD CONSTRAINT "_promo_tiles_v_version_positions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promo_tiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v_version_car_types" ADD CONSTRAINT "_promo_tiles_v_version_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_tiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_parent_id_promo_tiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("version_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  -- a first (latest, published) version of every existing row: the admin lists documents of a collection
  -- with drafts from its version table, so a row without a version would vanish from the admin. Each version column
  -- is version_{column} of the collection table (enums cast through text: the version table has its own types).
  DO $backfill$
  DECLARE
    t text;
    cols text;
    vals text;
  BEGIN
    FOREACH t IN ARRAY ARRAY['promo_tiles', 'popups', 'banners', 'offers'] LOOP
      SELECT string_agg(quote_ident(v.column_name), ', ' ORDER BY c.ordinal_position),
             string_agg(CASE WHEN c.data_type = 'USER-DEFINED'
                          THEN quote_ident(c.column_name) || '::text::' || quote_ident(v.udt_name)
                          ELSE quote_ident(c.column_name) END, ', ' ORDER BY c.ordinal_position)
        INTO cols, vals
        FROM information_schema.columns c
        JOIN information_schema.columns v
          ON v.table_schema = 'public' AND v.table_name = '_' || t || '_v' AND v.column_name = 'version_' || c.column_name
       WHERE c.table_schema = 'public' AND c.table_name = t;
      EXECUTE format(
        'INSERT INTO %I (parent_id, %s, created_at, updated_at, latest) SELECT id, %s, updated_at, updated_at, true FROM %I ORDER BY id',
        '_' || t || '_v', cols, vals, t);
    END LOOP;
  END
  $backfill$;
  INSERT INTO "_promo_tiles_v_version_positions" ("_order", "_parent_id", "position", "_uuid")
    SELECT p."_order", v."id", p."position", p."id" FROM "promo_tiles_positions" p
      JOIN "_promo_tiles_v" v ON v."parent_id" = p."_parent_id";
  INSERT INTO "_promo_tiles_v_version_car_types" ("order", "parent_id", "value")
    SELECT ct."order", v."id", ct."value"::text::"enum__promo_tiles_v_version_car_types" FROM "promo_tiles_car_types" ct
      JOIN "_promo_tiles_v" v ON v."parent_id" = ct."parent_id";
  CREATE INDEX "_promo_tiles_v_version_positions_order_idx" ON "_promo_tiles_v_version_positions" USING btree ("_order");
  CREATE INDEX "_promo_tiles_v_version_positions_parent_id_idx" ON "_promo_tiles_v_version_positions" USING btree ("_parent_id");
  CREATE INDEX "_promo_tiles_v_version_car_types_order_idx" ON "_promo_tiles_v_version_car_types" USING btree ("order");
  CREATE INDEX "_promo_tiles_v_version_car_types_parent_idx" ON "_promo_tiles_v_version_car_types" USING btree ("parent_id");
  CREATE INDEX "_promo_tiles_v_parent_idx" ON "_promo_tiles_v" USING btree ("parent_id");
  CREATE INDEX "_promo_tiles_v_version_version_tenant_idx" ON "_promo_tiles_v" USING btree ("version_tenant_id");
  CREATE INDEX "_promo_tiles_v_version_version_image_idx" ON "_promo_tiles_v" USING btree ("version_image_id");
  CREATE INDEX "_promo_tiles_v_version_version_updated_at_idx" ON "_promo_tiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_tiles_v_version_version_created_at_idx" ON "_promo_tiles_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_tiles_v_version_version__status_idx" ON "_promo_tiles_v" USING btree ("version__status");
  CREATE INDEX "_promo_tiles_v_created_at_idx" ON "_promo_tiles_v" USING btree ("created_at");
  CREATE INDEX "_promo_tiles_v_updated_at_idx" ON "_promo_tiles_v" USING btree ("updated_at");
  CREATE INDEX "_promo_tiles_v_latest_idx" ON "_promo_tiles_v" USING btree ("latest");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_tenant_idx" ON "_popups_v" USING btree ("version_tenant_id");
  CREATE INDEX "_popups_v_version_version_image_idx" ON "_popups_v" USING btree ("version_image_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_tenant_idx" ON "_banners_v" USING btree ("version_tenant_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_tenant_idx" ON "_offers_v" USING btree ("version_tenant_id");
  CREATE INDEX "_offers_v_version_version_manufacturer_idx" ON "_offers_v" USING btree ("version_manufacturer_id");
  CREATE INDEX "_offers_v_version_version_image_idx" ON "_offers_v" USING btree ("version_image_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "promo_tiles__status_idx" ON "promo_tiles" USING btree ("_status");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_promo_tiles_v_version_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_tiles_v_version_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_tiles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_promo_tiles_v_version_positions" CASCADE;
  DROP TABLE "_promo_tiles_v_version_car_types" CASCADE;
  DROP TABLE "_promo_tiles_v" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "promo_tiles__status_idx";
  DROP INDEX "popups__status_idx";
  DROP INDEX "banners__status_idx";
  DROP INDEX "offers__status_idx";
  ALTER TABLE "promo_tiles_positions" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "promo_tiles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "promo_tiles" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "link_to" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "button_text" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "placement" SET NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "promo_tiles" DROP COLUMN "_status";
  ALTER TABLE "popups" DROP COLUMN "_status";
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "offers" DROP COLUMN "_status";
  DROP TYPE "public"."enum_promo_tiles_status";
  DROP TYPE "public"."enum__promo_tiles_v_version_car_types";
  DROP TYPE "public"."enum__promo_tiles_v_version_status";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_status";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_placement";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_category";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
