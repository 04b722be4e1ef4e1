import { parseEnv } from '@/lib/env'
import { DEFAULT_POOL_MAX, MIN_POOL_MAX, workerPoolEnv } from '@/lib/db/poolBudget.mjs'

describe("an instance's database connections", () => {
  it('without DATABASE_CONNECTIONS leaves each process its own DATABASE_POOL_MAX (default 10)', () => {
    expect(workerPoolEnv({}, 3)).toEqual({})
    expect(workerPoolEnv({ DATABASE_CONNECTIONS: ' ' }, 3)).toEqual({})
    expect(parseEnv({}).DATABASE_POOL_MAX).toBe(DEFAULT_POOL_MAX)
    expect(parseEnv({ DATABASE_POOL_MAX: '4' }).DATABASE_POOL_MAX).toBe(4)
    expect(parseEnv({ DATABASE_POOL_MAX: '', DATABASE_CONNECTIONS: '' })).toMatchObject({
      DATABASE_POOL_MAX: DEFAULT_POOL_MAX,
      DATABASE_CONNECTIONS: undefined,
    })
  })

  it('divides DATABASE_CONNECTIONS among the processes the edge forks, rounding down, never above the budget', () => {
    // 4 Next workers and the image worker
    expect(workerPoolEnv({ DATABASE_CONNECTIONS: '40' }, 5)).toEqual({ DATABASE_POOL_MAX: '8' })
    expect(workerPoolEnv({ DATABASE_CONNECTIONS: '24' }, 5)).toEqual({ DATABASE_POOL_MAX: '4' })
    for (const [budget, processes] of [
      [10, 3],
      [17, 4],
      [100, 5],
    ] as const) {
      const share = Number(workerPoolEnv({ DATABASE_CONNECTIONS: String(budget) }, processes).DATABASE_POOL_MAX)
      expect(share * processes).toBeLessThanOrEqual(budget)
      expect((share + 1) * processes).toBeGreaterThan(budget)
      // the share is what each worker's environment then validates
      expect(parseEnv({ DATABASE_POOL_MAX: String(share) }).DATABASE_POOL_MAX).toBe(share)
    }
  })

  it('refuses a budget that leaves a process too few connections or is not a whole number, naming the variable', () => {
    expect(() => workerPoolEnv({ DATABASE_CONNECTIONS: String(MIN_POOL_MAX * 3 - 1) }, 3)).toThrow(
      /DATABASE_CONNECTIONS must be a whole number of at least 6 .*3 processes.*'5'/,
    )
    expect(() => workerPoolEnv({ DATABASE_CONNECTIONS: '12.5' }, 2)).toThrow(/DATABASE_CONNECTIONS/)
    expect(() => workerPoolEnv({ DATABASE_CONNECTIONS: 'forty' }, 2)).toThrow(/DATABASE_CONNECTIONS/)
    expect(() => workerPoolEnv({ DATABASE_CONNECTIONS: '40', DATABASE_POOL_MAX: '10' }, 2)).toThrow(/set one of them/)
  })

  it('refuses a per-process pool below the minimum or not a number', () => {
    expect(() => parseEnv({ DATABASE_POOL_MAX: '1' })).toThrow(
      /DATABASE_POOL_MAX: DATABASE_POOL_MAX must be at least 2/,
    )
    expect(() => parseEnv({ DATABASE_POOL_MAX: 'ten' })).toThrow(/DATABASE_POOL_MAX/)
    expect(() => parseEnv({ DATABASE_CONNECTIONS: '1' })).toThrow(/DATABASE_CONNECTIONS/)
    expect(parseEnv({ DATABASE_CONNECTIONS: '40' }).DATABASE_CONNECTIONS).toBe(40)
  })
})
