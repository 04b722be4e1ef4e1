import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The postgres search engine's own table (ARCHITECTURE "Search design"): one flat SearchDoc per vehicle
 * (src/domain/search/types.ts), written by src/search/postgres.ts. Not a Payload collection, so Payload's schema
 * snapshot does not change. Indexes follow the queries: every query is tenant-scoped, sorts and ranges lead with
 * tenant_id, arrays are matched with && (GIN), free text goes through the generated tsvector.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_documents" (
    "id" text PRIMARY KEY,
    "tenant_id" text NOT NULL,
    "slug" text NOT NULL,
    "name" text NOT NULL,
    "stocknum" text,
    "year" integer,
    "make" text,
    "model" text,
    "make_model" text,
    "badge" text,
    "series" text,
    "colour" text,
    "km" numeric,
    "price" numeric,
    "list_price" numeric,
    "offer_price" numeric,
    "before_price" numeric,
    "subscription_price" numeric,
    "preorder" boolean NOT NULL DEFAULT false,
    "price_type" text,
    "price_range" text,
    "weekly_figure" numeric,
    "weekly_price_range" text,
    "car_type" text NOT NULL,
    "status" text NOT NULL,
    "item_type" text NOT NULL,
    "body" text,
    "transmission" text,
    "fuel" text,
    "drive" text,
    "seats" integer,
    "doors" integer,
    "city" text,
    "state" text,
    "location_name" text,
    "dealership_name" text,
    "dealership_slug" text,
    "tag" text,
    "certified" boolean NOT NULL DEFAULT false,
    "reserved" boolean NOT NULL DEFAULT false,
    "show_on_dealer_website" boolean NOT NULL DEFAULT false,
    "created_at_timestamp" bigint NOT NULL,
    "sold_at_timestamp" bigint,
    "categories" text[] NOT NULL DEFAULT '{}',
    "filtered_features" text[] NOT NULL DEFAULT '{}',
    "primary_image_url" text,
    "image_urls" text[] NOT NULL DEFAULT '{}',
    "photos_count" integer NOT NULL DEFAULT 0,
    "custom_rank" bigint NOT NULL,
    "search_vector" tsvector GENERATED ALWAYS AS (
      to_tsvector('simple',
        coalesce("name", '') || ' ' || coalesce("make", '') || ' ' || coalesce("model", '') || ' ' ||
        coalesce("badge", '') || ' ' || coalesce("colour", '') || ' ' || coalesce("stocknum", ''))
    ) STORED
  );
  CREATE INDEX "search_documents_tenant_rank_idx" ON "search_documents" USING btree ("tenant_id", "custom_rank" DESC);
  CREATE INDEX "search_documents_tenant_list_price_idx" ON "search_documents" USING btree ("tenant_id", "list_price");
  CREATE INDEX "search_documents_tenant_year_idx" ON "search_documents" USING btree ("tenant_id", "year");
  CREATE INDEX "search_documents_tenant_km_idx" ON "search_documents" USING btree ("tenant_id", "km");
  CREATE INDEX "search_documents_tenant_created_idx" ON "search_documents" USING btree ("tenant_id", "created_at_timestamp");
  CREATE INDEX "search_documents_tenant_make_idx" ON "search_documents" USING btree ("tenant_id", "make");
  CREATE INDEX "search_documents_tenant_car_type_idx" ON "search_documents" USING btree ("tenant_id", "car_type");
  CREATE INDEX "search_documents_tenant_status_idx" ON "search_documents" USING btree ("tenant_id", "status", "sold_at_timestamp");
  CREATE INDEX "search_documents_categories_idx" ON "search_documents" USING gin ("categories");
  CREATE INDEX "search_documents_filtered_features_idx" ON "search_documents" USING gin ("filtered_features");
  CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING gin ("search_vector");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents";`)
}
