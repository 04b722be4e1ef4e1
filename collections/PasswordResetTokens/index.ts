import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * Shoppers' password reset tokens (src/data/accountsReset.ts): the SHA-256 of a 256-bit random token (the email's
 * link holds the token, the database only its hash), the account, the tenant whose host it works on, and the expiry
 * (one hour). A row is deleted when its token is used; using one deletes the account's others; expired rows are swept
 * at each request on the tenant. Never readable or writable through the API or the admin.
 */
export const PasswordResetTokens: CollectionConfig = {
  slug: 'password-reset-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'expires_at', type: 'date', required: true },
  ],
}
