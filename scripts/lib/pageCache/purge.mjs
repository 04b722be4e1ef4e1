// Purges: a tenant's entries or all of them dropped, and the purge ledger that keeps a render which may have read the
// data before an edit from being stored after it. Every purge takes the next number of one sequence; a fill notes the
// number when it starts (ledger.sequence()) and is not stored when its tenant, or everything, was purged since
// (ledger.purgedSince). After a write's answer has gone out, every tenant purged while it ran is purged again
// (afterWrite): its afterChange hooks purged before Payload committed.
//   purgeTenant(id) → entries dropped      purgeAll() → entries dropped      afterWrite(req, res)
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 *
 * @typedef {object} PurgeLedger
 * @property {() => number} sequence the number of the latest purge
 * @property {(tenantId: string, seq: number) => boolean} purgedSince whether the tenant, or everything, was purged
 *   after `seq`
 * @property {(tenantId: string) => number} renew a new number for the tenant without dropping anything here (no fill
 *   that started before it may be stored); returns it
 *
 * @typedef {object} PurgesInput
 * @property {{ purgeTenant: (tenantId: string) => Entry[], purgeAll: () => number }} store
 * @property {() => Promise<void>} [barrier] resolves once every purge the app sent before it has arrived (a worker's
 *   IPC): afterWrite waits for it
 * @property {(tenantId: string, dropped: Entry[]) => void} onTenantPurged told of each tenant purge (warming.mjs
 *   fills the tenant again)
 * @property {() => void} onAllPurged told of each purge of everything (warming.mjs cancels what it had planned)
 *
 * @typedef {object} Purges
 * @property {(tenantId: string | number) => number} purgeTenant drops one tenant's entries; returns how many
 * @property {() => number} purgeAll drops every entry; returns how many
 * @property {(req: { method?: string }, res: { once: (event: 'close', listener: () => void) => unknown }) => void}
 *   afterWrite for a request passed to Next: a write purges again, once its answer has gone out, what was purged
 *   while it ran
 * @property {PurgeLedger} ledger
 * @property {() => { purges: number }} stats
 */

/** Whether a method changes nothing (everything else is a write). @param {string | undefined} method */
export const isRead = (method) => READ_METHODS.has((method ?? 'GET').toUpperCase())

/** @param {PurgesInput} input @returns {Purges} */
export function createPurges({ store, barrier, onTenantPurged, onAllPurged }) {
  let purgeSeq = 0
  let purgeAllSeq = 0
  /** @type {Map<string, number>} */
  const tenantPurgeSeq = new Map()
  const counters = { purges: 0 }

  /** @type {PurgeLedger} */
  const ledger = {
    sequence: () => purgeSeq,
    purgedSince: (tenantId, seq) => Math.max(purgeAllSeq, tenantPurgeSeq.get(tenantId) ?? 0) > seq,
    renew(tenantId) {
      const seq = ++purgeSeq
      tenantPurgeSeq.set(tenantId, seq)
      return seq
    },
  }

  /** @param {string | number} tenantId */
  function purgeTenant(tenantId) {
    const id = String(tenantId)
    ledger.renew(id)
    counters.purges++
    const dropped = store.purgeTenant(id)
    onTenantPurged(id, dropped)
    return dropped.length
  }

  function purgeAll() {
    purgeAllSeq = ++purgeSeq
    counters.purges++
    onAllPurged()
    return store.purgeAll()
  }

  /**
   * After a write's answer has been sent (Payload commits its transaction before answering), purge again every tenant
   * purged while it ran: its afterChange hooks purged before the commit, so a render that started in between may
   * have read the old data; those renders are dropped now and none still running can be stored (the new sequence).
   * @type {Purges['afterWrite']}
   */
  function afterWrite(req, res) {
    if (isRead(req.method)) return
    const startedSeq = purgeSeq
    const check = () => {
      if (purgeSeq === startedSeq) return
      for (const [tenantId, seq] of [...tenantPurgeSeq]) if (seq > startedSeq) purgeTenant(tenantId)
      if (purgeAllSeq > startedSeq) purgeAll()
    }
    // with the app in another process its purges travel by IPC: wait until those sent before the answer arrived
    res.once('close', () => {
      if (barrier) void barrier().then(check, check)
      else check()
    })
  }

  return { purgeTenant, purgeAll, afterWrite, ledger, stats: () => ({ ...counters }) }
}
