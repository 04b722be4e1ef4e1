import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "dealership_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");`)
  // Leads stored before this column: the dealership of the car they were about (same tenant), else of the location
  // the form named.
  await db.execute(sql`
   UPDATE "leads" l SET "dealership_id" = v."dealership_id"
     FROM "vehicles" v
    WHERE l."dealership_id" IS NULL AND l."vehicle_id" = v."id" AND v."tenant_id" = l."tenant_id";
   UPDATE "leads" l SET "dealership_id" = loc."dealership_id"
     FROM "locations" loc
    WHERE l."dealership_id" IS NULL AND l."fields"->>'location_id' = loc."id"::text AND loc."tenant_id" = l."tenant_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_dealership_id_dealerships_id_fk";
  
  DROP INDEX "leads_dealership_idx";
  ALTER TABLE "leads" DROP COLUMN "dealership_id";`)
}
