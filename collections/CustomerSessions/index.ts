import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * Shoppers' sign-in sessions (src/data/accounts.ts): the SHA-256 of an opaque random token (the cookie holds the
 * token, the database only its hash), the account and the expiry. Never readable or writable through the API or the
 * admin; the site's server code uses the Local API. Expired rows are removed when their token is next presented and
 * at each sign-in of the same account.
 */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'expires_at', type: 'date', required: true },
  ],
}
