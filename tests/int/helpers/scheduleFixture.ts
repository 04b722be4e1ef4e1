/**
 * A tenant with a marketing editor, and scheduled publishes of its draft offers as that editor: the fixtures of the
 * publish schedule's tests (tests/int/publishSchedule.test.ts, tests/int/pgbouncer.test.ts).
 */
import type { Payload } from 'payload'

import { createDoc, scopedData, stamp, type Doc } from './fixtures'

export interface ScheduleFixture {
  s: string
  tenant: Doc
  editor: Doc
  /** A draft offer of the tenant. */
  draftOffer(label: string): Promise<Doc>
  /** A publish of `doc` due a second ago, queued as the editor. */
  schedulePublish(doc: Doc): ReturnType<Payload['jobs']['queue']>
}

export async function scheduleFixture(payload: Payload, name: string): Promise<ScheduleFixture> {
  const s = stamp()
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const tenant = await createDoc(payload, 'tenants', { name, slug: `${slug}-${s}`, template: 'group' })
  const editor = {
    ...(await payload.create({
      collection: 'users',
      data: {
        email: `editor-${s}@${slug}.test`,
        password: 'schedule-test-password-1',
        roles: ['marketing'],
        tenants: [{ tenant: tenant.id }],
      } as never,
      overrideAccess: true,
    })),
    collection: 'users',
  } as Doc
  return {
    s,
    tenant,
    editor,
    draftOffer: (label) =>
      payload.create({
        collection: 'offers',
        data: scopedData('offers', tenant.id, label, { _status: 'draft' }) as never,
        draft: true,
        overrideAccess: true,
        depth: 0,
        context: { disableRevalidate: true },
      }) as Promise<Doc>,
    schedulePublish: (doc) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          doc: { relationTo: 'offers', value: String(doc.id) as unknown as number },
          user: { relationTo: 'users', value: editor.id },
        },
        waitUntil: new Date(Date.now() - 1000),
      }),
  }
}
