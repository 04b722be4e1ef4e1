import { SORT_ORDER } from '@/domain/search/sort'
import { DEFAULT_SORT, SORT_KEYS } from '@/domain/search/types'

describe('SORT_ORDER', () => {
  it('SRP-24 the default order is custom_rank descending, newest first within a rank', () => {
    expect(DEFAULT_SORT).toBe('custom_rank:desc')
    expect(SORT_ORDER[DEFAULT_SORT]).toEqual([
      { field: 'custom_rank', direction: 'desc' },
      { field: 'created_at_timestamp', direction: 'desc' },
    ])
  })

  it.each(SORT_KEYS.map((k) => [k]))('%s: its field first (empty values last), ties by rank', (key) => {
    const [first, ...rest] = SORT_ORDER[key]
    const [name, direction] = key.split(':')
    const field = { created_at: 'created_at_timestamp' }[name!] ?? name
    expect(first).toMatchObject({ field, direction })
    if (key !== DEFAULT_SORT && key !== 'created_at:desc') {
      expect(first!.nullsLast).toBe(true)
      expect(rest).toEqual([{ field: 'custom_rank', direction: 'desc' }])
    }
  })
})
