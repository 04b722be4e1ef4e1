import {
  PUBLISH_SCHEDULE_INTERVAL_MS,
  markPublishScheduleRunner,
  runsPublishSchedule,
} from '@/lib/publishScheduleRunner'

import { publishJobs } from '../../../../collections/shared/publishJobs'

describe('the publish schedule', () => {
  it('ticks every 15 seconds (a 9:00 publish is live by 9:00:15), through our locked runner, not Payload’s cron', () => {
    expect(PUBLISH_SCHEDULE_INTERVAL_MS).toBe(15_000)
    // Payload's autoRun would claim jobs without a lock: several instances could run one job twice
    expect(publishJobs.autoRun).toBeUndefined()
    expect(publishJobs.shouldAutoRun).toBeUndefined()
  })

  it('runs only in the process marked as the runner (the Next server), unless PUBLISH_SCHEDULE=0', async () => {
    // jest, the CLI, the seed and the migrate script never mark themselves
    expect(runsPublishSchedule({} as unknown as NodeJS.ProcessEnv)).toBe(false)
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
