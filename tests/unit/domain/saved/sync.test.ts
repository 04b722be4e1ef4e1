import { hasNew, mergeIds, rebaseList, syncFlagKey } from '@/domain/saved/sync'
import { savedCarsSchema } from '@/domain/saved/syncSchema'

describe('favourites and recently viewed kept with the account', () => {
  it('a merge keeps this device’s cars first (its newest), then the account’s, each once, at most the limit', () => {
    expect(mergeIds(['5', '3'], ['3', '1'], 20)).toEqual(['5', '3', '1'])
    expect(mergeIds(['1', '2', '3'], ['4', '5'], 4)).toEqual(['1', '2', '3', '4'])
    expect(mergeIds([], [], 20)).toEqual([])
  })

  it('changes made on a page before the account’s lists arrive are laid on top of them, not lost or undoing others', () => {
    const car = (id: string) => ({ id })
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(car) as [
      { id: string },
      { id: string },
      { id: string },
      { id: string },
    ]
    // c added here, b taken off here, d added on another device: all three kept
    expect(rebaseList([a, b], [c, a], [b, d], 20)).toEqual([c, d])
    // nothing changed here: the account's list as it is (a taken off elsewhere stays off)
    expect(rebaseList([a, b], [a, b], [b], 20)).toEqual([b])
    // added here and elsewhere: once, first; a car taken off here that the account never had changes nothing
    expect(rebaseList([a], [c], [c, d], 20)).toEqual([c, d])
    expect(rebaseList([a, b, c], [d], [a, b, c], 2)).toEqual([d])
    expect(rebaseList([], [a, b], [c, d], 3)).toEqual([a, b, c])
  })

  it('the merge is offered only when this browser has a car the account lacks', () => {
    expect(hasNew([{ id: '1' }], [{ id: '1' }, { id: '2' }])).toBe(false)
    expect(hasNew([{ id: '3' }], [{ id: '1' }])).toBe(true)
    expect(hasNew([], [{ id: '1' }])).toBe(false)
    expect(syncFlagKey(42)).toBe('saved:account-sync:42')
  })

  it('the lists sent are car ids within the limits', () => {
    expect(savedCarsSchema.safeParse({ favourites: ['12'], viewed: [], merge: true }).success).toBe(true)
    expect(savedCarsSchema.safeParse({ favourites: ['x'], viewed: [], merge: true }).success).toBe(false)
    expect(savedCarsSchema.safeParse({ favourites: [], viewed: Array(21).fill('1'), merge: false }).success).toBe(false)
  })
})
