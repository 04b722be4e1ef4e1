import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Stock search, second step (raw SQL like 20261122_072819_search_documents; no Payload collection changes, so the
 * schema snapshot is the previous one's):
 *
 * 1. Free text also matches what a card shows and a shopper types: body ('white ute'), transmission, fuel, drive,
 *    car type ('used') and location name. A generated column's expression cannot be changed in place on every
 *    supported Postgres, so search_vector is dropped and added again (its GIN index with it). A trigram index
 *    (pg_trgm, a trusted extension) serves the stock number substring match, so a text search no longer reads
 *    every row of the tenant.
 *
 * 2. Pre-aggregated facet counts of the unrefined search (src/search/postgres.ts, "facet cube"):
 *      search_facet_counts  per tenant, the counts of every facet value over the tenant's shown documents, split
 *                           by what a scope can still filter on (status, car type, item type, whether the price is
 *                           positive, and the day a sold car was sold); a = '' rows hold the totals of each split;
 *      search_facet_state   per tenant, a version bumped by every write to that tenant's documents and the version
 *                           the counts were built at (counts are used only while the two are equal).
 *    Statement-level triggers on search_documents bump the version in the writing transaction, so a change made by
 *    any process (hooks, `npm run reindex`, the stock import, a raw DELETE) retires the counts at once.
 *
 * 3. An index on (tenant_id, body): with two or more refinements the facet statement reads the rows matching all
 *    but one of them (make OR body…), from the attributes' indexes. Descending sorts (price, km, year: nulls last,
 *    ties by rank) get indexes of their own, so a first page reads 21 rows rather than sorting the tenant.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_documents_search_vector_idx";
  ALTER TABLE "search_documents" DROP COLUMN "search_vector";
  ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    to_tsvector('simple',
      coalesce("name", '') || ' ' || coalesce("make", '') || ' ' || coalesce("model", '') || ' ' ||
      coalesce("badge", '') || ' ' || coalesce("colour", '') || ' ' || coalesce("stocknum", '') || ' ' ||
      coalesce("body", '') || ' ' || coalesce("transmission", '') || ' ' || coalesce("fuel", '') || ' ' ||
      coalesce("drive", '') || ' ' || coalesce("car_type", '') || ' ' || coalesce("location_name", ''))
  ) STORED;
  CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING gin ("search_vector");
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "search_documents_stocknum_trgm_idx" ON "search_documents" USING gin ("stocknum" gin_trgm_ops);
  CREATE INDEX "search_documents_tenant_body_idx" ON "search_documents" USING btree ("tenant_id", "body");
  CREATE INDEX "search_documents_tenant_list_price_desc_idx" ON "search_documents" USING btree ("tenant_id", "list_price" DESC NULLS LAST);
  CREATE INDEX "search_documents_tenant_km_desc_idx" ON "search_documents" USING btree ("tenant_id", "km" DESC NULLS LAST);
  CREATE INDEX "search_documents_tenant_year_desc_idx" ON "search_documents" USING btree ("tenant_id", "year" DESC NULLS LAST, "custom_rank" DESC, "id");

  CREATE TABLE "search_facet_state" (
    "tenant_id" text PRIMARY KEY,
    "version" bigint NOT NULL DEFAULT 1,
    "built_version" bigint
  );
  CREATE TABLE "search_facet_counts" (
    "tenant_id" text NOT NULL,
    "status" text NOT NULL,
    "car_type" text NOT NULL,
    "item_type" text NOT NULL,
    "priced" boolean NOT NULL,
    "sold_day" bigint,
    "a" text NOT NULL,
    "v" text,
    "n" integer NOT NULL
  );
  CREATE INDEX "search_facet_counts_tenant_idx" ON "search_facet_counts" USING btree ("tenant_id", "a", "sold_day");
  CREATE INDEX "search_facet_counts_tenant_sold_day_idx" ON "search_facet_counts" USING btree ("tenant_id", "sold_day");

  CREATE FUNCTION "search_documents_bump_facet_state"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "search_facet_state" ("tenant_id")
        SELECT DISTINCT "tenant_id" FROM "new_rows" ORDER BY 1
        ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "search_facet_state"."version" + 1;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO "search_facet_state" ("tenant_id")
        SELECT "tenant_id" FROM "new_rows" UNION SELECT "tenant_id" FROM "old_rows" ORDER BY 1
        ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "search_facet_state"."version" + 1;
    ELSE
      INSERT INTO "search_facet_state" ("tenant_id")
        SELECT DISTINCT "tenant_id" FROM "old_rows" ORDER BY 1
        ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "search_facet_state"."version" + 1;
    END IF;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "search_documents_facet_state_ins" AFTER INSERT ON "search_documents"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_bump_facet_state"();
  CREATE TRIGGER "search_documents_facet_state_upd" AFTER UPDATE ON "search_documents"
    REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_bump_facet_state"();
  CREATE TRIGGER "search_documents_facet_state_del" AFTER DELETE ON "search_documents"
    REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_bump_facet_state"();
  CREATE FUNCTION "search_documents_truncate_facet_state"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "search_facet_state" SET "version" = "version" + 1;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "search_documents_facet_state_trunc" AFTER TRUNCATE ON "search_documents"
    FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_truncate_facet_state"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "search_documents_facet_state_ins" ON "search_documents";
  DROP TRIGGER IF EXISTS "search_documents_facet_state_upd" ON "search_documents";
  DROP TRIGGER IF EXISTS "search_documents_facet_state_del" ON "search_documents";
  DROP TRIGGER IF EXISTS "search_documents_facet_state_trunc" ON "search_documents";
  DROP FUNCTION IF EXISTS "search_documents_bump_facet_state"();
  DROP FUNCTION IF EXISTS "search_documents_truncate_facet_state"();
  DROP TABLE IF EXISTS "search_facet_counts";
  DROP TABLE IF EXISTS "search_facet_state";
  DROP INDEX IF EXISTS "search_documents_stocknum_trgm_idx";
  DROP INDEX IF EXISTS "search_documents_tenant_body_idx";
  DROP INDEX IF EXISTS "search_documents_tenant_list_price_desc_idx";
  DROP INDEX IF EXISTS "search_documents_tenant_km_desc_idx";
  DROP INDEX IF EXISTS "search_documents_tenant_year_desc_idx";
  DROP INDEX IF EXISTS "search_documents_search_vector_idx";
  ALTER TABLE "search_documents" DROP COLUMN IF EXISTS "search_vector";
  ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    to_tsvector('simple',
      coalesce("name", '') || ' ' || coalesce("make", '') || ' ' || coalesce("model", '') || ' ' ||
      coalesce("badge", '') || ' ' || coalesce("colour", '') || ' ' || coalesce("stocknum", ''))
  ) STORED;
  CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING gin ("search_vector");`)
}
