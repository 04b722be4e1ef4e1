/**
 * What "Template default" means for each tenant setting: the value each template (group, brand, used) gives it in
 * TEMPLATE_DEFAULTS, in words for the admin's option label. Pure.
 *   templateDefaultLabel('features', 'garage_enabled')            → 'Template default (on)'
 *   templateDefaultLabel('features', 'group_stats')               → 'Template default (group: on · brand: off · used: off)'
 *   templateDefaultLabel('vehicle', 'layout', { tabs: 'Information tabs', sections: 'Sections' })
 *                                                                 → 'Template default (group: Information tabs · brand: Information tabs · used: Sections)'
 */
import { formatNumber } from './numberFormat'
import { TEMPLATE_DEFAULTS, TEMPLATES, type Template } from './siteConfig'

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The stored setting's value under each template, or null when the setting is not a template default. */
export function templateDefaultsOf(group: string, name: string): Record<Template, unknown> | null {
  const out = {} as Record<Template, unknown>
  for (const template of TEMPLATES) {
    const section = (TEMPLATE_DEFAULTS[template] as unknown as Record<string, unknown>)[camel(group)]
    if (!section || typeof section !== 'object') return null
    const value = (section as Record<string, unknown>)[camel(name)]
    if (value === undefined) return null
    out[template] = value
  }
  return out
}

function inWords(value: unknown, optionLabels: Readonly<Record<string, string>>): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off'
  if (value === null) return 'none'
  if (typeof value === 'number') return formatNumber(value)
  if (Array.isArray(value)) return value.length ? value.map((v) => inWords(v, optionLabels)).join(', ') : 'none'
  const text = String(value)
  return optionLabels[text] ?? text
}

/**
 * The default of a setting in words: 'on' when every template agrees, 'group: on · brand: off · used: off' when they
 * differ, null when the setting is not a template default.
 */
export function templateDefaultWords(
  group: string,
  name: string,
  optionLabels: Readonly<Record<string, string>> = {},
): string | null {
  const defaults = templateDefaultsOf(group, name)
  if (!defaults) return null
  const words = TEMPLATES.map((t) => inWords(defaults[t], optionLabels))
  if (words.every((w) => w === words[0])) return words[0]!
  return TEMPLATES.map((t, i) => `${t}: ${words[i]}`).join(' · ')
}

/** The option label of "Template default" for a setting, naming what the default is (see the module's comment). */
export function templateDefaultLabel(
  group: string,
  name: string,
  optionLabels: Readonly<Record<string, string>> = {},
): string {
  const words = templateDefaultWords(group, name, optionLabels)
  return words === null ? 'Template default' : `Template default (${words})`
}
