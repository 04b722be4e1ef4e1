import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A tenant's switch for the AI assistant endpoint (/api/mcp: collections/Tenants features.assistant), set by its group
 * admin: 'default' follows the template (on), 'on' or 'off' overrides it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_tenants_features_assistant" AS ENUM('default', 'on', 'off');
  ALTER TABLE "tenants" ADD COLUMN "features_assistant" "enum_tenants_features_assistant" DEFAULT 'default' NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "tenants" DROP COLUMN "features_assistant";
  DROP TYPE "public"."enum_tenants_features_assistant";`)
}
