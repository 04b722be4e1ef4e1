import { NextResponse } from 'next/server'

import { env } from '@/lib/env'
import { sqlQueryCount } from '@/lib/sqlCounter'

/**
 * GET /api/debug/sql-count → { total, installed }: the SQL statements this server process has sent so far.
 * Exists only when the server runs with SQL_QUERY_COUNT=1 (the vehicle page benchmark); otherwise 404.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  if (env().SQL_QUERY_COUNT !== '1') return NextResponse.json({ error: 'Not found' }, { status: 404 })
  return NextResponse.json(sqlQueryCount(), { headers: { 'Cache-Control': 'no-store' } })
}
