import { publishWhenNoStatus, SCHEDULED_DRAFTS, tenantScopedDrafts } from '../../../../collections/shared/drafts'

const hook = (operation: string, args: Record<string, unknown>) =>
  publishWhenNoStatus({ args, operation, collection: {} as never, context: {}, req: {} as never } as never)

describe('drafts with scheduled publishing', () => {
  it('keeps the last 20 versions and offers scheduled publish', () => {
    expect(SCHEDULED_DRAFTS).toEqual({ drafts: { schedulePublish: true }, maxPerDoc: 20 })
    const config = tenantScopedDrafts('offers', { writers: ['marketing'] })
    expect(config.versions).toBe(SCHEDULED_DRAFTS)
    expect(config.access.readVersions).toBeDefined()
    expect(config.hooks.afterChange).toHaveLength(1)
  })

  it('a create with no status publishes (as before drafts); a draft save or an explicit status is kept', () => {
    expect(hook('create', { data: { name: 'A' } })).toMatchObject({ data: { name: 'A', _status: 'published' } })
    expect(hook('create', { data: { name: 'A' }, draft: true })).toEqual({ data: { name: 'A' }, draft: true })
    expect(hook('create', { data: { _status: 'draft' } })).toEqual({ data: { _status: 'draft' } })
    expect(hook('update', { data: { name: 'A' } })).toEqual({ data: { name: 'A' } })
  })
})
