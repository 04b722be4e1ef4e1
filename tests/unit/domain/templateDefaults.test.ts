import { Tenants } from '@collections/Tenants'
import type { Field } from 'payload'

import { templateDefaultLabel } from '@/domain/templateDefaults'

/** Every select option labelled 'Template default…' in the Tenants collection, with its field's name. */
function defaultOptions(fields: readonly Field[], out: { name: string; label: string }[] = []) {
  for (const field of fields) {
    if (field.type === 'select') {
      for (const o of field.options) {
        if (typeof o !== 'string' && o.value === 'default') out.push({ name: field.name, label: String(o.label) })
      }
    }
    if ('fields' in field) defaultOptions(field.fields, out)
    if (field.type === 'tabs') for (const tab of field.tabs) defaultOptions(tab.fields, out)
  }
  return out
}

describe('template defaults in words', () => {
  it('TEN-02 names the default when every template agrees, and each template’s when they differ', () => {
    expect(templateDefaultLabel('features', 'garage_enabled')).toBe('Template default (on)')
    expect(templateDefaultLabel('features', 'group_stats')).toBe(
      'Template default (group: on · brand: off · used: off)',
    )
    expect(templateDefaultLabel('vehicle', 'layout', { tabs: 'Information tabs', sections: 'Sections' })).toBe(
      'Template default (group: Information tabs · brand: Information tabs · used: Sections)',
    )
    expect(templateDefaultLabel('nothing', 'here')).toBe('Template default')
  })

  it('TEN-02 every "Template default" option of a tenant’s settings says what the default is', () => {
    const options = defaultOptions(Tenants.fields)
    expect(options.length).toBeGreaterThan(40)
    expect(options.filter((o) => !/^Template default \(.+\)$/.test(o.label))).toEqual([])
  })
})
