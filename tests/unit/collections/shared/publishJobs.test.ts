import { markPublishScheduleRunner, runsPublishSchedule } from '@/lib/publishScheduleRunner'

import { PUBLISH_SCHEDULE_CRON, publishJobs } from '../../../../collections/shared/publishJobs'

describe('the publish schedule', () => {
  it('ticks every 15 seconds on the default queue (a 9:00 publish is live by 9:00:15)', () => {
    expect(PUBLISH_SCHEDULE_CRON).toBe('*/15 * * * * *')
    expect(publishJobs.autoRun).toEqual([{ cron: PUBLISH_SCHEDULE_CRON, queue: 'default', limit: 50 }])
  })

  it('runs only in the process marked as the runner (the Next server), unless PUBLISH_SCHEDULE=0', async () => {
    // jest, the CLI, the seed and the migrate script never mark themselves
    expect(runsPublishSchedule({} as unknown as NodeJS.ProcessEnv)).toBe(false)
    expect(await publishJobs.shouldAutoRun!(undefined as never)).toBe(false)
    markPublishScheduleRunner()
    expect(runsPublishSchedule({} as unknown as NodeJS.ProcessEnv)).toBe(true)
    expect(runsPublishSchedule({ PUBLISH_SCHEDULE: '0' } as unknown as NodeJS.ProcessEnv)).toBe(false)
  })

  it('running or cancelling jobs by hand is for super admins only', async () => {
    const req = (roles: string[]) => ({ req: { user: { roles } } }) as never
    expect(await publishJobs.access!.run!(req(['super-admin']))).toBe(true)
    expect(await publishJobs.access!.run!(req(['marketing']))).toBe(false)
    expect(await publishJobs.access!.cancel!(req(['group-admin']))).toBe(false)
  })
})
