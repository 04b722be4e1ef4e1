/**
 * Several instances contending for one lease at once (tests/int/leases.test.ts, tests/int/pgbouncer.test.ts): each
 * runs withLease on its own pool, and the work of a winner lasts until every other contender has come back (or 10 s
 * have passed), so a second winner could not hide behind a first one's release.
 */
import { withLease, type LeaseDb, type LeaseOptions } from '@/lib/db/leases'

export async function contend(
  dbs: readonly LeaseDb[],
  name: string,
  options?: LeaseOptions,
): Promise<{ ran: number; results: Array<{ value: string } | null> }> {
  let ran = 0
  let refused = 0
  let othersBack!: () => void
  const back = new Promise<void>((resolve) => (othersBack = resolve))
  const work = async () => {
    ran++
    await Promise.race([back, new Promise((resolve) => setTimeout(resolve, 10_000))])
    return 'done'
  }
  const results = await Promise.all(
    dbs.map((db) =>
      withLease(db, name, work, options).then((result) => {
        if (result === null && ++refused === dbs.length - 1) othersBack()
        return result
      }),
    ),
  )
  return { ran, results }
}
