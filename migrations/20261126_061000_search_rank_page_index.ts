import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Stock search at platform size (a million documents over 200 tenants): the default order's index becomes the whole
 * order — tenant, rank, created, id — with the listing rule's columns included, so a deep page of the default order
 * (src/search/postgres/sql.ts hitsSql: ids first, then the page's rows) skips its thousands of rows in the index
 * alone, with no sort and no table reads. Replaces search_documents_tenant_rank_idx (tenant, rank), which it covers.
 * Raw SQL like 20261122_072819_search_documents: no Payload collection changes, so the schema snapshot is the
 * previous one's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "search_documents_tenant_rank_page_idx" ON "search_documents" USING btree
    ("tenant_id", "custom_rank" DESC, "created_at_timestamp" DESC, "id")
    INCLUDE ("show_on_dealer_website", "status", "sold_at_timestamp", "car_type", "item_type", "list_price");
  DROP INDEX IF EXISTS "search_documents_tenant_rank_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "search_documents_tenant_rank_idx" ON "search_documents" USING btree ("tenant_id", "custom_rank" DESC);
  DROP INDEX IF EXISTS "search_documents_tenant_rank_page_idx";`)
}
