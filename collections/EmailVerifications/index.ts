import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * Shoppers' email confirmation links (src/data/accountsTrust.ts): the SHA-256 of a 256-bit random token (the email's
 * link holds the token), the account, the tenant whose host it works on, the address it confirms (the account's own
 * on sign-up, the new one for a change of email) and the expiry (24 hours). A row is deleted when its token is used;
 * asking again replaces the account's others; expired rows are swept at each request on the tenant. Never readable or
 * writable through the API or the admin.
 */
export const EmailVerifications: CollectionConfig = {
  slug: 'email-verifications',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'expires_at', type: 'date', required: true },
  ],
}
