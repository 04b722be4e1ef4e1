/**
 * The scheduled publish runner with several app instances on one PostgreSQL (src/data/publishSchedule.ts): two
 * Payload instances run the queue at the same moment and every scheduled publish runs once (one published version
 * per document, every job row gone); a job left claimed by a runner that died runs again once its lease is over; a
 * run that finds the schedule's lease (src/lib/db/leases.ts) held by another instance does nothing, and runs once
 * that holder's lease has expired.
 */
import config from '@payload-config'
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import pg from 'pg'

import { PUBLISH_JOB_LEASE_MS, PUBLISH_SCHEDULE_LEASE, runPublishSchedule } from '@/data/publishSchedule'
import { acquireLease, leaseHolder } from '@/lib/db/leases'
import { pgPoolOf } from '@/lib/db/pool'

import { bootPayload, shutdownPayload } from './helpers/payload'
import type { Doc } from './helpers/fixtures'
import { scheduleFixture, type ScheduleFixture } from './helpers/scheduleFixture'
import { shutdownPayload as shutdownOther } from './helpers/shutdown'

let payload: Payload
/** a second instance on the same database, as another app server would have */
let other: Payload
let s: string
let draftOffer: ScheduleFixture['draftOffer']
let schedulePublish: ScheduleFixture['schedulePublish']

/** How many times the document was published: each run of its job writes one published version. */
const publishedVersions = async (id: unknown) =>
  (
    await payload.countVersions({
      collection: 'offers',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
      overrideAccess: true,
    })
  ).totalDocs

const jobsLeft = async (ids: Array<string | number>) =>
  (await payload.count({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await bootPayload()
  other = await getPayload({ config, key: 'second-instance' })
  other.logger.level = payload.logger.level
  ;({ s, draftOffer, schedulePublish } = await scheduleFixture(payload, 'Schedule A'))
})
afterAll(async () => {
  await shutdownOther(other)
  await shutdownPayload(payload)
})

describe('the publish schedule with several instances', () => {
  it('two instances running the queue at once publish each scheduled document once and complete every job', async () => {
    const docs = await Promise.all(Array.from({ length: 12 }, (_, i) => draftOffer(`Twice ${i} ${s}`)))
    const jobs = await Promise.all(docs.map(schedulePublish))
    // ticks of both instances at the same moments, until the queue is drained
    let ran = 0
    for (let tick = 0; tick < 10 && (await jobsLeft(jobs.map((j) => j.id))) > 0; tick++) {
      const runs = await Promise.all([runPublishSchedule(payload), runPublishSchedule(other)])
      ran += runs.filter((r) => r.ran).length
    }
    expect(ran).toBeGreaterThan(0)
    expect(await jobsLeft(jobs.map((j) => j.id))).toBe(0)
    for (const doc of docs) {
      const now = (await payload.findByID({ collection: 'offers', id: doc.id, overrideAccess: true, depth: 0 })) as Doc
      expect(now._status).toBe('published')
      expect(await publishedVersions(doc.id)).toBe(1)
    }
  })

  it('a job claimed by a runner that died is run again once its lease is over, and only then', async () => {
    const doc = await draftOffer(`Orphan ${s}`)
    const job = await schedulePublish(doc)
    // the runner that claimed it (Payload sets processing and updatedAt) died before running it
    await pgPoolOf(payload).query(`UPDATE payload_jobs SET processing = true, updated_at = now() WHERE id = $1`, [
      job.id,
    ])
    expect(await runPublishSchedule(other)).toEqual({ ran: true, reclaimed: 0 })
    expect(await publishedVersions(doc.id)).toBe(0)
    expect(await jobsLeft([job.id])).toBe(1)

    const afterLease = new Date(Date.now() + PUBLISH_JOB_LEASE_MS + 1000)
    expect(await runPublishSchedule(other, { now: afterLease })).toEqual({ ran: true, reclaimed: 1 })
    expect(await publishedVersions(doc.id)).toBe(1)
    expect(await jobsLeft([job.id])).toBe(0)
  })

  it('while another instance holds the lease a run does nothing; once its holder is gone (the lease expired) it runs', async () => {
    const doc = await draftOffer(`Locked ${s}`)
    const job = await schedulePublish(doc)
    // another instance's runner took the lease and died without renewing or releasing it
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await holder.connect()
    try {
      expect(await acquireLease(holder, PUBLISH_SCHEDULE_LEASE, 'dead-instance', 1500)).toBe(true)
    } finally {
      await holder.end()
    }
    expect(await runPublishSchedule(payload)).toEqual({ ran: false, reclaimed: 0 })
    expect(await runPublishSchedule(other)).toEqual({ ran: false, reclaimed: 0 })
    expect(await jobsLeft([job.id])).toBe(1)

    // the lease runs out: the next tick of either instance takes it over and runs the queue
    const lease = await leaseHolder(pgPoolOf(payload), PUBLISH_SCHEDULE_LEASE)
    let run = { ran: false, reclaimed: 0 }
    for (let tick = 0; tick < 40 && !run.ran; tick++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      run = await runPublishSchedule(tick % 2 ? payload : other)
    }
    expect(run).toEqual({ ran: true, reclaimed: 0 })
    const now = await pgPoolOf(payload).query<{ now: Date }>('SELECT now()')
    expect(now.rows[0]!.now.getTime()).toBeGreaterThan(lease!.expiresAt.getTime())
    expect(await publishedVersions(doc.id)).toBe(1)
    expect(await jobsLeft([job.id])).toBe(0)
    // a run releases the lease when it ends
    expect(await leaseHolder(pgPoolOf(payload), PUBLISH_SCHEDULE_LEASE)).toBeNull()
  })
})
