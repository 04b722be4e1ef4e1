import { Tenants } from '@collections/Tenants'
import type { Field } from 'payload'

import { templateDefaultLabel } from '@/domain/templateDefaults'

/** The admin descriptions of number and text fields, by name. */
function descriptions(fields: readonly Field[], out: Record<string, string> = {}) {
  for (const field of fields) {
    if ((field.type === 'number' || field.type === 'text') && typeof field.admin?.description === 'string') {
      out[field.name] = field.admin.description
    }
    if ('fields' in field) descriptions(field.fields, out)
    if (field.type === 'tabs') for (const tab of field.tabs) descriptions(tab.fields, out)
  }
  return out
}

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

  it('TEN-02 an empty number setting says which value the template gives it', () => {
    const found = descriptions(Tenants.fields)
    expect(found.default_rate).toMatch(/^Empty uses the template’s: group: \d/)
    expect(found.min_rating).toBe('Empty uses the template’s: group: 4 · brand: 3 · used: 4.')
    expect(found.amount_max).toBe('Empty uses the template’s: group: 100,000 · brand: 250,000 · used: 100,000.')
  })
})
