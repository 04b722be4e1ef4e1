import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_stock_search_sort" AS ENUM('default', 'newest');
  CREATE TYPE "public"."enum_pages_blocks_stock_search_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_search_sort" AS ENUM('default', 'newest');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_search_layout" AS ENUM('grid', 'carousel');
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "quick_search" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_stock_search" ADD COLUMN "sort" "enum_pages_blocks_stock_search_sort" DEFAULT 'default';
  ALTER TABLE "pages_blocks_stock_search" ADD COLUMN "layout" "enum_pages_blocks_stock_search_layout" DEFAULT 'grid';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "quick_search" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_stock_search" ADD COLUMN "sort" "enum__pages_v_blocks_stock_search_sort" DEFAULT 'default';
  ALTER TABLE "_pages_v_blocks_stock_search" ADD COLUMN "layout" "enum__pages_v_blocks_stock_search_layout" DEFAULT 'grid';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP COLUMN "quick_search";
  ALTER TABLE "pages_blocks_stock_search" DROP COLUMN "sort";
  ALTER TABLE "pages_blocks_stock_search" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "quick_search";
  ALTER TABLE "_pages_v_blocks_stock_search" DROP COLUMN "sort";
  ALTER TABLE "_pages_v_blocks_stock_search" DROP COLUMN "layout";
  DROP TYPE "public"."enum_pages_blocks_stock_search_sort";
  DROP TYPE "public"."enum_pages_blocks_stock_search_layout";
  DROP TYPE "public"."enum__pages_v_blocks_stock_search_sort";
  DROP TYPE "public"."enum__pages_v_blocks_stock_search_layout";`)
}
