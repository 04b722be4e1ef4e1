import type { DateField, TextField } from 'payload'

import { scheduleStatus } from '../../src/domain/schedule'
import { ADMIN_DATE_FORMAT } from '../shared/admin/dates'

const ADMIN = '/collections/shared/admin'

/**
 * The dates a document is live between, `starts_at` and `expires_at` (an empty one is no bound; src/domain/schedule
 * checks them at render time), labelled Starts and Ends. `withTime` picks a time of day in the admin as well as the
 * date; dates show Australian style ('1 Dec 2026, 9:00 am').
 */
export function publishWindow({ withTime = false }: { withTime?: boolean } = {}): DateField[] {
  const date: NonNullable<DateField['admin']>['date'] = withTime
    ? { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_FORMAT }
    : { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }
  return [
    {
      name: 'starts_at',
      label: 'Starts',
      type: 'date',
      admin: { date, description: 'Shown on the site from this moment. Empty: from when it is saved.' },
    },
    {
      name: 'expires_at',
      label: 'Ends',
      type: 'date',
      admin: { date, description: 'Taken off the site at this moment. Empty: no end date.' },
    },
  ]
}

/**
 * The Schedule column (Scheduled / Live / Expired, Off for a popup switched off) and the sidebar's schedule state of
 * the edit view. Virtual: computed from the document's dates when read, never stored. Labelled Schedule, not Status:
 * with drafts the lists also show Payload's own Status column (Draft / Published / Changed).
 */
export function scheduleStatusField(): TextField {
  return {
    name: 'schedule_status',
    label: 'Schedule',
    type: 'text',
    virtual: true,
    admin: {
      readOnly: true,
      position: 'sidebar',
      disableListFilter: true,
      disableBulkEdit: true,
      components: {
        Cell: `${ADMIN}/ScheduleStatus.client#ScheduleStatusCell`,
        Field: `${ADMIN}/ScheduleStatus.client#ScheduleStatusField`,
      },
    },
    hooks: {
      afterRead: [
        ({ siblingData }) => {
          const row = (siblingData ?? {}) as Record<string, unknown>
          const text = (v: unknown) => (typeof v === 'string' ? v : null)
          return scheduleStatus(new Date(), {
            startsAt: text(row.starts_at),
            endsAt: text(row.expires_at) ?? text(row.expiryDate),
            active: typeof row.active === 'boolean' ? row.active : null,
          })
        },
      ],
    },
  }
}
