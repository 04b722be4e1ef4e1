import type { Access, PayloadRequest } from 'payload'

import { ALL_ADMIN_ROLES, MANAGER_ROLES, type Role } from '../../../../collections/access'
import { tenantScoped, tenantScopedWrites } from '../../../../collections/shared/tenantScoped'

const user = (roles: Role[], tenants: unknown[] = [1]) => ({
  id: 9,
  collection: 'users',
  roles,
  tenants: tenants.map((tenant) => ({ tenant })),
})
const ask = (access: Access | undefined, who: unknown, data?: unknown) =>
  access!({ req: { user: who } as unknown as PayloadRequest, data } as Parameters<Access>[0])

describe('tenantScoped', () => {
  it('names the slug and expires its cache tag after a change and a delete', () => {
    const config = tenantScoped('offers', { writers: ALL_ADMIN_ROLES })
    expect(config.slug).toBe('offers')
    expect(config.hooks.afterChange).toHaveLength(1)
    expect(config.hooks.afterDelete).toHaveLength(1)
    expect(Object.keys(config.access).sort()).toEqual(['create', 'delete', 'read', 'update'])
  })

  it('lets a writer create only in their own tenants, whichever form the submitted tenant takes', () => {
    const { create } = tenantScopedWrites(MANAGER_ROLES)
    const groupAdmin = user(['group-admin'], [{ id: 1 }, 2])
    expect(ask(create, groupAdmin, { tenant: 1 })).toBe(true)
    expect(ask(create, groupAdmin, { tenant: '2' })).toBe(true)
    expect(ask(create, groupAdmin, { tenant: { id: 2, name: 'x' } })).toBe(true)
    expect(ask(create, groupAdmin, { tenant: 3 })).toBe(false)
    expect(ask(create, groupAdmin, { tenant: { name: 'no id' } })).toBe(false)
    // no tenant submitted: the multi-tenant plugin fills in the selected one
    expect(ask(create, groupAdmin, {})).toBe(true)
    expect(ask(create, user(['super-admin'], []), { tenant: 3 })).toBe(true)
  })

  it('refuses roles that are not writers, and the public', () => {
    const { create, update } = tenantScopedWrites(MANAGER_ROLES)
    expect(ask(create, user(['marketing']), { tenant: 1 })).toBe(false)
    expect(ask(update, null)).toBe(false)
  })

  it('deleters narrow delete only', () => {
    const access = tenantScopedWrites(ALL_ADMIN_ROLES, MANAGER_ROLES)
    const marketing = user(['marketing'])
    expect(ask(access.update, marketing, { tenant: 1 })).toBe(true)
    expect(ask(access.delete, marketing)).toBe(false)
    expect(ask(access.delete, user(['group-admin']))).toBe(true)
  })

  it('lets any signed-in admin user read (the plugin narrows them to their tenants)', async () => {
    const { access } = tenantScoped('pages', { writers: ALL_ADMIN_ROLES })
    expect(await ask(access.read, user(['marketing']))).toBe(true)
  })
})
