// Jest's test sequencer with shards of equal work for the int project. `npm test` runs the int files in two shards
// side by side (scripts/test.mjs); jest's own sharding splits them by a hash of their path, which left one shard a
// minute and a half longer than the other (the heavy files fell together), and the run waits for the longer one.
// Here the int files are dealt longest first to the shard with the least work so far, by the seconds each took in a
// full `npm test` (two shards beside the e2e build: the heavy ones below; any other file counts as DEFAULT_SECONDS).
// A file missing from the table, or renamed, still runs: it only weighs the default. Other projects shard as jest does.
import Sequencer from '@jest/test-sequencer'

/** Seconds per int file where far from the default, measured in a full `npm test` on two cores. */
const INT_SECONDS = {
  'searchShownPrice.test.ts': 127,
  'migrations.test.ts': 71,
  'security-admin.test.ts': 68,
  'access.test.ts': 47,
  'reservations.test.ts': 44,
  'stockFeedApi.test.ts': 33,
  'leadDelivery.test.ts': 31,
  'leases.test.ts': 21,
  'publishSchedule.test.ts': 20,
  'alerts.test.ts': 20,
  'security-admin-host.test.ts': 17,
  'security-destinations.test.ts': 16,
  'searchReindexResume.test.ts': 15,
}
/** Most int files take 8–14 s: Payload's boot and a few queries. */
const DEFAULT_SECONDS = 11

const INT_DIR = '/tests/int/'
/** @param {string} file */
const isInt = (file) => file.replaceAll('\\', '/').includes(INT_DIR)
/** @param {string} file */
const secondsOf = (file) =>
  INT_SECONDS[/** @type {keyof typeof INT_SECONDS} */ (file.replaceAll('\\', '/').split('/').pop() ?? '')] ??
  DEFAULT_SECONDS

export default class BalancedSequencer extends Sequencer {
  /**
   * @param {import('@jest/test-result').Test[]} tests
   * @param {{ shardIndex: number, shardCount: number }} options
   */
  shard(tests, options) {
    if (!tests.every((test) => isInt(test.path))) return super.shard(tests, options)
    const loads = Array.from({ length: options.shardCount }, () => 0)
    /** @type {import('@jest/test-result').Test[][]} */
    const shards = loads.map(() => [])
    // longest first, ties by path so every shard's process deals the same hands
    const ordered = [...tests].sort((a, b) => secondsOf(b.path) - secondsOf(a.path) || (a.path < b.path ? -1 : 1))
    for (const test of ordered) {
      const least = loads.indexOf(Math.min(...loads))
      loads[least] = (loads[least] ?? 0) + secondsOf(test.path)
      shards[least]?.push(test)
    }
    return shards[options.shardIndex - 1] ?? []
  }
}
