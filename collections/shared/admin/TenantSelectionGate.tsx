import { TenantSelectionProvider } from '@payloadcms/plugin-multi-tenant/rsc'
import type { ComponentProps } from 'react'

import { RefreshOnSignIn } from './RefreshOnSignIn.client'

/**
 * The multi-tenant plugin's tenant selection, for a signed-in user (in the admin's providers instead of the plugin's:
 * ./tenantSelection.ts). Payload 3.90.1's tenant selection refreshes the
 * route as soon as it mounts without a selected tenant — on the sign-in page, where no tenant can be selected, that
 * refresh came a moment after the page loaded and wiped an email and password already typed or filled in by a password
 * manager. Signed out, there is no selection to keep: the pages render without it, and the first sign-in refreshes
 * the admin's layout so the selection is there for the signed-in user (RefreshOnSignIn).
 */
export function TenantSelectionGate(props: ComponentProps<typeof TenantSelectionProvider>) {
  if (props.user) return <TenantSelectionProvider {...props} />
  return <RefreshOnSignIn>{props.children}</RefreshOnSignIn>
}
