import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenants_domains_hostname_idx";
  CREATE UNIQUE INDEX "tenants_domains_hostname_idx" ON "tenants_domains" USING btree ("hostname");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenants_domains_hostname_idx";
  CREATE INDEX "tenants_domains_hostname_idx" ON "tenants_domains" USING btree ("hostname");`)
}
