import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The resumable `npm run reindex` (src/search/postgres/resumableReindex.ts): one checkpoint per reindex scope ('all'
 * or 'tenant:<id>'), written in the same transaction as each batch of search documents, so a run that stops midway
 * is continued by the next one rather than started over. Raw SQL like 20261122_072819_search_documents: not a
 * Payload collection, so the schema snapshot is the previous one's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_reindex_checkpoints" (
    "scope" text PRIMARY KEY,
    "done_tenants" text[] NOT NULL DEFAULT '{}',
    "tenant_id" text,
    "after_id" text,
    "indexed" bigint NOT NULL DEFAULT 0,
    "batches" integer NOT NULL DEFAULT 0,
    "started_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_reindex_checkpoints";`)
}
