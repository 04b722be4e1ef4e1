import { dbId, isDbId, PG_INT_MAX, relationDbId, relationId, sameId } from '@/domain/ids'

describe('relationId', () => {
  it('reads the id of a populated relation, a bare id, or nothing', () => {
    expect(relationId({ id: 7, name: 'Harbour' })).toBe(7)
    expect(relationId({ id: '12' })).toBe('12')
    expect(relationId(7)).toBe(7)
    expect(relationId('7')).toBe('7')
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
    expect(relationId({ name: 'no id' })).toBeNull()
    expect(relationId({ id: { nested: true } })).toBeNull()
    expect(relationId(true)).toBeNull()
  })
  it('sameId compares a number with its string form, never null with null', () => {
    expect(sameId(7, '7')).toBe(true)
    expect(sameId({ id: 7 }, 7)).toBe(true)
    expect(sameId(7, 8)).toBe(false)
    expect(sameId(null, null)).toBe(false)
    expect(sameId(undefined, 7)).toBe(false)
  })
})

describe('dbId', () => {
  it('accepts ids that fit the column and names the field otherwise', () => {
    expect(dbId('location').parse('42')).toBe(42)
    expect(dbId('location').parse(42)).toBe(42)
    for (const bad of ['999999999999', '4.2', '-1', 'abc', 0, PG_INT_MAX + 1]) {
      const r = dbId('location').safeParse(bad)
      expect(r.success).toBe(false)
      if (!r.success) expect(r.error.issues[0]?.message).toBe(`location must be a whole number from 1 to ${PG_INT_MAX}`)
    }
    expect(isDbId(PG_INT_MAX)).toBe(true)
    expect(isDbId(0)).toBe(false)
  })
})

describe('relationDbId', () => {
  it('reads a populated relation, a bare id or its digits, and nothing else', () => {
    expect(relationDbId({ id: 7, name: 'x' })).toBe(7)
    expect(relationDbId(7)).toBe(7)
    expect(relationDbId('7')).toBe(7)
    expect(relationDbId(null)).toBeNull()
    expect(relationDbId(undefined)).toBeNull()
    expect(relationDbId('x')).toBeNull()
    expect(relationDbId(0)).toBeNull()
    expect(relationDbId(4.5)).toBeNull()
  })
})
