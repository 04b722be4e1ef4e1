import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A facet index is brought up to date, not built again, after a write (src/search/postgres/facetIndex.ts
 * withChanges). Raw SQL, no Payload collection changes (the schema snapshot is the previous one's):
 *
 *   search_document_changes   (tenant_id, version, id): the documents each version of a tenant changed (written,
 *                             removed, or moved to another tenant), logged by the statement triggers that bump the
 *                             version, in the same transaction;
 *   search_facet_state.log_from  the first version from which every change is logged. An index built at version v
 *                             can be brought up to date when v + 1 ≥ log_from; else it is built afresh.
 *
 * Bounded: a statement changing more than 1,000 documents of a tenant is not logged (an index that old is built
 * afresh: a reindex, a first import), and each tenant keeps the changes of its last 16 versions.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "search_facet_state" ADD COLUMN "log_from" bigint NOT NULL DEFAULT 1;
  UPDATE "search_facet_state" SET "log_from" = "version" + 1;
  CREATE TABLE "search_document_changes" (
    "tenant_id" text NOT NULL,
    "version" bigint NOT NULL,
    "id" text NOT NULL
  );
  CREATE INDEX "search_document_changes_tenant_version_idx" ON "search_document_changes" USING btree ("tenant_id", "version");

  CREATE OR REPLACE FUNCTION "search_documents_bump_facet_state"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    tenants text[];
    ids text[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg("tenant_id"), array_agg("id") INTO tenants, ids FROM "new_rows";
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg("tenant_id"), array_agg("id") INTO tenants, ids
        FROM (SELECT "tenant_id", "id" FROM "new_rows" UNION SELECT "tenant_id", "id" FROM "old_rows") AS "c";
    ELSE
      SELECT array_agg("tenant_id"), array_agg("id") INTO tenants, ids FROM "old_rows";
    END IF;
    IF tenants IS NULL THEN
      RETURN NULL;
    END IF;
    WITH "changed" AS (
      SELECT DISTINCT "t" AS "tenant_id", "i" AS "id" FROM unnest(tenants, ids) AS "u" ("t", "i") WHERE "t" IS NOT NULL
    ), "per_tenant" AS (
      SELECT "tenant_id", count(*) AS "n" FROM "changed" GROUP BY 1
    ), "bumped" AS (
      -- log_from > 1 in the row proposed: this statement's changes of the tenant are too many to log
      INSERT INTO "search_facet_state" ("tenant_id", "log_from")
        SELECT "tenant_id", CASE WHEN "n" > 1000 THEN 2 ELSE 1 END FROM "per_tenant" ORDER BY 1
      ON CONFLICT ("tenant_id") DO UPDATE SET
        "version" = "search_facet_state"."version" + 1,
        "log_from" = CASE
          WHEN EXCLUDED."log_from" > 1 THEN "search_facet_state"."version" + 2
          ELSE greatest("search_facet_state"."log_from", "search_facet_state"."version" + 1 - 15)
        END
      RETURNING "tenant_id", "version", "log_from"
    ), "pruned" AS (
      DELETE FROM "search_document_changes" AS "d" USING "bumped" AS "b"
      WHERE "d"."tenant_id" = "b"."tenant_id" AND "d"."version" < "b"."log_from"
    )
    INSERT INTO "search_document_changes" ("tenant_id", "version", "id")
      SELECT "c"."tenant_id", "b"."version", "c"."id" FROM "changed" AS "c" JOIN "bumped" AS "b" USING ("tenant_id")
      WHERE "b"."log_from" <= "b"."version";
    RETURN NULL;
  END
  $$;

  CREATE OR REPLACE FUNCTION "search_documents_truncate_facet_state"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "search_facet_state" SET "version" = "version" + 1, "log_from" = "version" + 2;
    DELETE FROM "search_document_changes";
    RETURN NULL;
  END
  $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "search_documents_bump_facet_state"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  CREATE OR REPLACE FUNCTION "search_documents_truncate_facet_state"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "search_facet_state" SET "version" = "version" + 1;
    RETURN NULL;
  END
  $$;
  DROP TABLE IF EXISTS "search_document_changes";
  ALTER TABLE "search_facet_state" DROP COLUMN "log_from";`)
}
