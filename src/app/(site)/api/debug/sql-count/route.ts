import { env } from '@/lib/env'
import { json, jsonError } from '@/lib/http/respond'
import { sqlQueryCount } from '@/lib/sqlCounter'

/**
 * GET /api/debug/sql-count → { total, installed }: the SQL statements this server process has sent so far.
 * Exists only when the server runs with SQL_QUERY_COUNT=1 (the vehicle page benchmark); otherwise 404.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  if (env().SQL_QUERY_COUNT !== '1') return jsonError('Not found', 404)
  return json(sqlQueryCount())
}
