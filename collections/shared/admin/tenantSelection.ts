import type { Plugin } from 'payload'

/** Where the multi-tenant plugin puts its tenant selection among the admin's providers. */
export const PLUGIN_TENANT_PROVIDER = '@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider'
/** What takes its place: the same, for a signed-in user only (./TenantSelectionGate.tsx says why). */
export const TENANT_SELECTION_GATE = '/collections/shared/admin/TenantSelectionGate#TenantSelectionGate'

/** After the multi-tenant plugin: its tenant selection provider replaced by TENANT_SELECTION_GATE, props kept. */
export const gateTenantSelection: Plugin = (config) => {
  const providers = config.admin?.components?.providers
  if (!providers) return config
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        providers: providers.map((provider) =>
          typeof provider === 'object' && provider && 'path' in provider && provider.path === PLUGIN_TENANT_PROVIDER
            ? { ...provider, path: TENANT_SELECTION_GATE }
            : provider,
        ),
      },
    },
  }
}
