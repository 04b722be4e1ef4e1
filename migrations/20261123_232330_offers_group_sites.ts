import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" integer
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" integer
  );
  
  ALTER TABLE "offers" ADD COLUMN "shared_with_group" boolean DEFAULT false;
  ALTER TABLE "_offers_v" ADD COLUMN "version_shared_with_group" boolean DEFAULT false;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_tenants_id_idx" ON "offers_rels" USING btree ("tenants_id");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_tenants_id_idx" ON "_offers_v_rels" USING btree ("tenants_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  ALTER TABLE "offers" DROP COLUMN "shared_with_group";
  ALTER TABLE "_offers_v" DROP COLUMN "version_shared_with_group";`)
}
