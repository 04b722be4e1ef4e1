import { mapLimit } from '@/lib/mapLimit'

it("answers in the items' order with at most `limit` calls in flight", async () => {
  let inFlight = 0
  let most = 0
  const out = await mapLimit([30, 5, 20, 1, 10, 2], 3, async (ms) => {
    most = Math.max(most, ++inFlight)
    await new Promise((r) => setTimeout(r, ms))
    inFlight--
    return ms * 2
  })
  expect(out).toEqual([60, 10, 40, 2, 20, 4])
  expect(most).toBe(3)
  expect(await mapLimit([], 3, async () => 1)).toEqual([])
})

it('a call that throws rejects the whole', async () => {
  await expect(
    mapLimit([1, 2], 2, async (n) => {
      if (n === 2) throw new Error('no')
      return n
    }),
  ).rejects.toThrow('no')
})
