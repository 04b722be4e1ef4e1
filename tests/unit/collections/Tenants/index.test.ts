import type { Field } from 'payload'

import { Tenants } from '../../../../collections/Tenants'

/** Every named field of a field list with its dotted path (tabs, rows and collapsibles add no segment). */
function fieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => fieldPaths(tab.fields, prefix))
    const own = 'name' in field && field.name ? [`${prefix}${field.name}`] : []
    const nested = 'fields' in field ? fieldPaths(field.fields, own[0] ? `${own[0]}.` : prefix) : []
    return [...own, ...nested]
  })
}

describe('the tenant document is the dealer site config', () => {
  const paths = fieldPaths(Tenants.fields)

  // The spec's dealer site config, field by field, and where each lives here. What differs, and why:
  //   finance_provider  → finance.provider_key (the lender quote provider; empty: none)
  //   locations         → the Locations collection, each scoped to its tenant (not a list on the tenant)
  //   offers_subscription → features.subscriptions (subscription pricing on cards and the vehicle page)
  //   blogs count       → not stored: the blog pages query the tenant's Posts (a stored count would go stale)
  //   site base URL     → the tenant's domains (the canonical host) and share.site_url for copy-link
  //   search host, key  → none: search runs in-process on the tenant's own Postgres documents (no hosted engine)
  it('TEN-13 carries slug, name, template, manufacturer, finance provider, subscriptions, garage, city and state, YouTube and site URL', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'slug',
        'name',
        'template',
        'manufacturer_name',
        'finance.provider_key',
        'features.subscriptions',
        'features.garage_enabled',
        'address.city',
        'address.state',
        'youtube_url',
        'domains.hostname',
        'share.site_url',
      ]),
    )
  })
})
