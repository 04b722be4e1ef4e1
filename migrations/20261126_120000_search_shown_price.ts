import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Stock search filters and sorts by the price a card shows (search_documents.price, toSearchDoc's shownPrice), not the
 * raw list price: a car priced by its offer is in the offer's price range, and a car without a shown price (hidden,
 * 'Enquire for price.', PREORDER, sold) is in no price range and sorts last both ways.
 *
 * - The price sorts' indexes move to "price", in the sorts' whole order (price, rank, id); the default order's page
 *   index includes "price" instead of "list_price" (a price range on a deep page of the default order stays in the
 *   index). The list-price indexes go: nothing filters or sorts by it any more.
 * - A sold car's card shows no price, so its document carries none (nor the band, weekly figure and rates derived
 *   from it): the documents already stored are brought to what toSearchDoc now builds. Every other document's price
 *   was already the shown price, so no reindex is needed.
 * - The facet cubes split by "priced", now read from "price": every tenant's cube is retired (its version bumped) and
 *   rebuilt on its next search.
 * Raw SQL like 20261122_072819_search_documents: no Payload collection changes, so the schema snapshot is the
 * previous one's.
 */
/**
 * The price sorts' indexes on `column` in place of `previous`, and the default order's page index rebuilt under its
 * own name with `column` as the included price, then the facet cubes retired.
 */
const priceIndexesSql = (column: string, previous: string) => `
  CREATE INDEX "search_documents_tenant_${column}_idx" ON "search_documents" USING btree
    ("tenant_id", "${column}" ASC NULLS LAST, "custom_rank" DESC, "id");
  CREATE INDEX "search_documents_tenant_${column}_desc_idx" ON "search_documents" USING btree
    ("tenant_id", "${column}" DESC NULLS LAST, "custom_rank" DESC, "id");
  DROP INDEX IF EXISTS "search_documents_tenant_${previous}_idx";
  DROP INDEX IF EXISTS "search_documents_tenant_${previous}_desc_idx";
  CREATE INDEX "search_documents_tenant_rank_page_${column}_idx" ON "search_documents" USING btree
    ("tenant_id", "custom_rank" DESC, "created_at_timestamp" DESC, "id")
    INCLUDE ("show_on_dealer_website", "status", "sold_at_timestamp", "car_type", "item_type", "${column}");
  DROP INDEX IF EXISTS "search_documents_tenant_rank_page_idx";
  ALTER INDEX "search_documents_tenant_rank_page_${column}_idx" RENAME TO "search_documents_tenant_rank_page_idx";
  UPDATE "search_facet_state" SET "version" = "version" + 1;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "search_documents"
    SET "price" = NULL, "price_range" = NULL, "weekly_figure" = NULL, "weekly_price_range" = NULL,
      "quote_rate" = NULL, "quote_comparison_rate" = NULL
    WHERE "status" = 'sold'
      AND ("price" IS NOT NULL OR "price_range" IS NOT NULL OR "weekly_figure" IS NOT NULL
        OR "weekly_price_range" IS NOT NULL OR "quote_rate" IS NOT NULL OR "quote_comparison_rate" IS NOT NULL);`)
  await db.execute(sql.raw(priceIndexesSql('price', 'list_price')))
}

/** Back to the list-price indexes; sold cars' documents keep no price until they are rebuilt (`npm run reindex`). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(priceIndexesSql('list_price', 'price')))
}
