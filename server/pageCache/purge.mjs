// Purges: a tenant's entries, the entries that read given tags, or all of them dropped, and the purge ledger that keeps
// a render which may have read the data before an edit from being stored after it. Every purge takes the next number
// of one sequence; a fill notes the number when it starts (ledger.sequence()) and is not stored when a purge since
// concerns it (ledger.purgedSince): one of everything, of its tenant, or of a tag its render read (its reads unknown:
// any of its tenant's tags). After a write's answer has gone out, every tenant and tag purged while it ran is purged
// again (afterWrite): its afterChange hooks purged before Payload committed.
//   purgeTags(tags) → entries dropped     purgeTenant(id) → entries dropped     purgeAll() → entries dropped
// Which tags drop a whole tenant and which only the pages that read them: src/lib/purgeScope.mjs.
import {
  isPreciseTag,
  isSoftenedTagOf,
  purgeScope,
  SOFT_PURGE_MS,
  softListsTag,
  softListsTenant,
} from '../../src/lib/purgeScope.mjs'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * How long the ledger remembers a precise tag's purge. A fill gives up within seconds (fills.mjs FILL_TIMEOUT_MS and
 * the render queue's wait), so a fill that started before a forgotten purge is refused by the floor instead.
 */
export const TAG_MEMORY_MS = 120_000

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 *
 * @typedef {object} PurgeLedger
 * @property {() => number} sequence the number of the latest purge
 * @property {(tenantId: string, seq: number, deps?: ReadonlySet<string> | null) => boolean} purgedSince whether a
 *   render of the tenant that started at `seq` and read `deps` (null or absent: not known) was purged since (a stock
 *   feed's soft purge of the lists it read does not count: softPurgedAt)
 * @property {(seq: number, deps: ReadonlySet<string> | null) => number | null} softPurgedAt when the first soft purge
 *   since `seq` of a list it read came (null: none in the last SOFT_PURGE_MS): such a render is kept as stale as that
 *   purge would have left it
 * @property {(tenantId: string, seq: number) => boolean} tenantPurgedSince whether the whole tenant, or everything,
 *   was purged since `seq`
 * @property {(tenantId: string) => number} renew a new number for the tenant without dropping anything here (no fill
 *   that started before it may be stored); returns it
 * @property {(tenantId: string, tags: string[]) => number} renewTags the same for renders that read these tags
 *
 * @typedef {object} PurgesInput
 * @property {{ purgeTenant: (tenantId: string) => Entry[], purgeWhere: (tenantId: string, match: (entry: Entry) => boolean) => Entry[], ageWhere: (tenantId: string, match: (entry: Entry) => boolean, storedAt: number) => Entry[], purgeAll: () => number }} store
 * @property {() => number} [softStoredAt] the time of storing that leaves a softly purged list page stale for its last
 *   SOFT_PURGE_MS (src/lib/purgeScope.mjs); without it a soft purge drops them like any other
 * @property {() => Promise<void>} [barrier] resolves once every purge the app sent before it has arrived (a worker's
 *   IPC): afterWrite waits for it
 * @property {(tenantId: string, dropped: Entry[], tags: string[] | null) => void} onTenantPurged told of each purge
 *   of a tenant's entries, whole (tags null) or by tags (warming.mjs fills what was dropped again)
 * @property {() => void} onAllPurged told of each purge of everything (warming.mjs cancels what it had planned)
 * @property {(tenantId: string, kept: Entry[]) => void} [onSoftened] told of the list pages each soft purge kept,
 *   stale (warming.mjs renders again, behind their stale answers, those shoppers ask for)
 * @property {() => number} [now]
 * @property {(purge: import('./shared.mjs').Purge) => void} [record] told of each purge this instance made (not of one
 *   another instance made and the bus brought: `fromElsewhere`): the fleet's tier records its time (shared.mjs)
 *
 * @typedef {object} Purges
 * @property {(tags: string[], fromElsewhere?: boolean) => number} purgeTags drops what these expired tags concern
 *   (purgeScope.mjs); returns how many entries. `fromElsewhere`: another instance made it (not recorded again)
 * @property {(tenantId: string | number, fromElsewhere?: boolean) => number} purgeTenant drops one tenant's entries;
 *   returns how many
 * @property {(fromElsewhere?: boolean) => number} purgeAll drops every entry; returns how many
 * @property {(req: { method?: string }, res: { once: (event: 'close', listener: () => void) => unknown }) => void}
 *   afterWrite for a request passed to Next: a write purges again, once its answer has gone out, what was purged
 *   while it ran
 * @property {PurgeLedger} ledger
 * @property {() => { purges: number, precisePurges: number, softened: number }} stats the purges, and the list pages
 *   soft purges kept
 */

/** Whether a method changes nothing (everything else is a write). @param {string | undefined} method */
export const isRead = (method) => READ_METHODS.has((method ?? 'GET').toUpperCase())

/**
 * Whether an entry read any of these tags; an entry whose reads are not known is taken to have read them all.
 * @param {Entry} entry @param {ReadonlySet<string>} tags
 */
export function readAny(entry, tags) {
  if (!entry.deps) return true
  for (const tag of tags) if (entry.deps.has(tag)) return true
  return false
}

/** @param {PurgesInput} input @returns {Purges} */
export function createPurges({
  store,
  barrier,
  onTenantPurged,
  onAllPurged,
  onSoftened,
  now = Date.now,
  record,
  softStoredAt,
}) {
  let purgeSeq = 0
  let purgeAllSeq = 0
  /** @type {Map<string, number>} the last purge of each whole tenant */
  const tenantPurgeSeq = new Map()
  /** @type {Map<string, { seq: number, at: number }>} the last purge of each precise tag, for TAG_MEMORY_MS */
  const tagPurgeSeq = new Map()
  /** @type {Map<string, number>} the last precise purge in each tenant (what a render of unknown reads must respect) */
  const tenantTagSeq = new Map()
  /** the newest number forgotten with its tag: a fill older than it is never stored */
  let forgottenSeq = 0
  /**
   * @type {Map<string, { seq: number, at: number }[]>} the soft purges of each list tag in the last SOFT_PURGE_MS,
   *   oldest first (purgedSince leaves them to softPurgedAt)
   */
  const softTagPurges = new Map()
  const counters = { purges: 0, precisePurges: 0, softened: 0 }
  /**
   * The purges this instance made itself (not those the bus brought: the instance that made them purges again after
   * its own write), for afterWrite: the last of everything, of each tenant, of each precise tag.
   */
  const local = {
    allSeq: 0,
    /** @type {Map<string, number>} */
    tenantSeq: new Map(),
    /** @type {Map<string, { seq: number, at: number }>} in time order, forgotten with the ledger's tags */
    tagSeq: new Map(),
  }

  const forgetOldTags = () => {
    const before = now() - TAG_MEMORY_MS
    for (const [tag, mark] of tagPurgeSeq) {
      if (mark.at >= before) break // in the order they were (re)set
      tagPurgeSeq.delete(tag)
      forgottenSeq = Math.max(forgottenSeq, mark.seq)
    }
    for (const [tag, mark] of local.tagSeq) {
      if (mark.at >= before) break
      local.tagSeq.delete(tag)
    }
    // a tenant purged longer ago than any write can run is of no use to afterWrite
    if (local.tenantSeq.size > 10_000) local.tenantSeq.clear()
    const softBefore = now() - SOFT_PURGE_MS
    for (const [tag, marks] of softTagPurges) {
      while (marks.length && /** @type {{ at: number }} */ (marks[0]).at < softBefore) marks.shift()
      if (!marks.length) softTagPurges.delete(tag)
    }
  }

  /** @param {string} tenantId @param {string[]} tags @param {Iterable<string>} [softTags] the lists purged softly */
  const noteTags = (tenantId, tags, softTags = []) => {
    const seq = ++purgeSeq
    const at = now()
    for (const tag of tags) {
      tagPurgeSeq.delete(tag) // re-inserted last: the map stays in time order
      tagPurgeSeq.set(tag, { seq, at })
    }
    for (const tag of softTags) {
      const marks = softTagPurges.get(tag)
      if (marks) marks.push({ seq, at })
      else softTagPurges.set(tag, [{ seq, at }])
    }
    tenantTagSeq.set(tenantId, seq)
    forgetOldTags()
    return seq
  }

  /** @type {PurgeLedger} */
  const ledger = {
    sequence: () => purgeSeq,
    tenantPurgedSince: (tenantId, seq) => Math.max(purgeAllSeq, tenantPurgeSeq.get(tenantId) ?? 0) > seq,
    purgedSince(tenantId, seq, deps) {
      if (ledger.tenantPurgedSince(tenantId, seq)) return true
      if ((tenantTagSeq.get(tenantId) ?? 0) <= seq) return false
      if (!deps || seq < forgottenSeq) return true
      for (const tag of deps) if ((tagPurgeSeq.get(tag)?.seq ?? 0) > seq) return true
      return false
    },
    softPurgedAt(seq, deps) {
      let first = Infinity
      for (const tag of deps ?? []) {
        const mark = softTagPurges.get(tag)?.find((m) => m.seq > seq)
        if (mark) first = Math.min(first, mark.at)
      }
      return first === Infinity ? null : first
    },
    renew(tenantId) {
      const seq = ++purgeSeq
      tenantPurgeSeq.set(tenantId, seq)
      return seq
    },
    renewTags: noteTags,
  }

  /** @param {string | number} tenantId @param {boolean} [fromElsewhere] */
  function purgeTenant(tenantId, fromElsewhere = false) {
    const id = String(tenantId)
    if (!fromElsewhere) record?.({ tenant: id })
    const seq = ledger.renew(id)
    if (!fromElsewhere) local.tenantSeq.set(id, seq)
    counters.purges++
    const dropped = store.purgeTenant(id)
    onTenantPurged(id, dropped, null)
    return dropped.length
  }

  /** @param {boolean} [fromElsewhere] */
  function purgeAll(fromElsewhere = false) {
    if (!fromElsewhere) record?.('all')
    purgeAllSeq = ++purgeSeq
    if (!fromElsewhere) local.allSeq = purgeAllSeq
    counters.purges++
    onAllPurged()
    return store.purgeAll()
  }

  /** @param {string[]} tags @param {boolean} [fromElsewhere] */
  function purgeTags(tags, fromElsewhere = false) {
    /** @type {Map<string, string[]>} */
    const precise = new Map()
    const whole = new Set()
    /** the tenants whose list pages this purge keeps, stale (a feed's batch: src/lib/purgeScope.mjs) */
    const soft = new Set()
    for (const tag of tags) {
      const softTenant = softListsTenant(tag)
      if (softTenant !== null) {
        soft.add(softTenant)
        continue
      }
      const scope = purgeScope(tag)
      if (scope === 'all') return purgeAll(fromElsewhere)
      if (!scope) continue
      if (isPreciseTag(tag)) precise.set(scope, [...(precise.get(scope) ?? []), tag])
      else whole.add(scope)
    }
    let dropped = 0
    for (const tenantId of whole) dropped += purgeTenant(tenantId, fromElsewhere)
    for (const [tenantId, tenantTags] of precise) {
      if (whole.has(tenantId)) continue
      // a soft purge keeps the pages that read, of what it names, only the lists (the whole ones, one make's, body's or
      // type's, their counts) and the vocabulary: stale, each rendered again behind its answers — here and, through the
      // fleet's tier, elsewhere (src/lib/purgeScope.mjs isSoftenedTagOf)
      const softly = soft.has(tenantId) ? softStoredAt : undefined
      const lists = new Set(softly ? tenantTags.filter((tag) => isSoftenedTagOf(tag, tenantId)) : [])
      if (!fromElsewhere)
        record?.(
          lists.size ? { tags: tenantTags.filter((tag) => !lists.has(tag)), soft: [...lists] } : { tags: tenantTags },
        )
      // the lists purged softly are noted apart: a render they overtook is kept, stale (fills.mjs)
      const seq = noteTags(
        tenantId,
        tenantTags.filter((tag) => !lists.has(tag)),
        lists,
      )
      if (!fromElsewhere)
        // afterWrite purges again as softly (the marker with the tags)
        for (const tag of softly ? [...tenantTags, softListsTag(tenantId)] : tenantTags) {
          local.tagSeq.delete(tag)
          local.tagSeq.set(tag, { seq, at: now() })
        }
      counters.precisePurges++
      const set = new Set(tenantTags.filter((tag) => !lists.has(tag)))
      const gone = store.purgeWhere(tenantId, (entry) => readAny(entry, set))
      if (softly && lists.size > 0) {
        const kept = store.ageWhere(tenantId, (entry) => readAny(entry, lists), softly())
        counters.softened += kept.length
        if (kept.length) onSoftened?.(tenantId, kept)
      }
      // the warming re-purges by these tags a second later and fills again what was dropped: not the lists kept here
      onTenantPurged(tenantId, gone, [...set])
      dropped += gone.length
    }
    return dropped
  }

  /**
   * After a write's answer has been sent (Payload commits its transaction before answering), purge again every tenant
   * and tag this instance purged while it ran: its afterChange hooks purged before the commit, so a render that
   * started in between may have read the old data; those renders are dropped now and none still running can be
   * stored (a new number). Purges the bus brought are not repeated here: the instance whose write made them repeats
   * them after its own commit, and tells the others (server/upstream.mjs createTagFanout) — repeating them here too
   * would multiply every change by the writes running anywhere at the time.
   * @type {Purges['afterWrite']}
   */
  function afterWrite(req, res) {
    if (isRead(req.method)) return
    const startedSeq = purgeSeq
    const check = () => {
      if (purgeSeq === startedSeq) return
      if (local.allSeq > startedSeq) return void purgeAll()
      const tenants = [...local.tenantSeq].filter(([, seq]) => seq > startedSeq).map(([id]) => id)
      const tags = [...local.tagSeq].filter(([, mark]) => mark.seq > startedSeq).map(([tag]) => tag)
      for (const tenantId of tenants) purgeTenant(tenantId)
      const remaining = tags.filter((tag) => !tenants.includes(String(purgeScope(tag))))
      if (remaining.length) purgeTags(remaining)
    }
    // with the app in another process its purges travel by IPC: wait until those sent before the answer arrived
    res.once('close', () => {
      if (barrier) void barrier().then(check, check)
      else check()
    })
  }

  return { purgeTags, purgeTenant, purgeAll, afterWrite, ledger, stats: () => ({ ...counters }) }
}
