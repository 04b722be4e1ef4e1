import type { CollectionConfig } from 'payload'

import { MANAGER_ROLES, nobody, tenantScopedAdminRead, tenantScopedWrite } from '../access'

/**
 * Shoppers' accounts (spec §6: the signed-in user; TEN-16). One account per tenant and email: a shopper of Harbour
 * is unknown to Coastal (a compound unique index on tenant + email; the email is stored lower-case). Not Payload's
 * auth: the site's own sign-in (src/data/accounts.ts) hashes passwords with scrypt and keeps opaque sessions in
 * customer-sessions, so a shopper's cookie can never open the admin and staff logins stay separate.
 * Made only by the site (register); staff of the tenant list and read them, managers may correct or delete one,
 * marketing reads only. The password hash is never readable through the API (field access).
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Shopper account', plural: 'Shopper accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'email_verified_at', 'phone', 'marketing_opt_in', 'createdAt', 'tenant'],
    group: 'Leads',
    description: 'Shoppers who created an account on this dealer site (sign-in, My garage, watchlist).',
  },
  access: {
    read: tenantScopedAdminRead,
    create: nobody,
    update: tenantScopedWrite(...MANAGER_ROLES),
    delete: tenantScopedWrite(...MANAGER_ROLES),
  },
  indexes: [{ fields: ['tenant', 'email'], unique: true }],
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', label: 'Email', type: 'email', required: true, index: true },
    {
      name: 'phone',
      label: 'Phone',
      type: 'text',
      maxLength: 20,
      admin: { description: 'Australian number, digits only (0412345678).' },
    },
    { name: 'marketing_opt_in', label: 'Agreed to marketing', type: 'checkbox', defaultValue: false },
    {
      name: 'email_verified_at',
      label: 'Email confirmed',
      type: 'date',
      // set only by the shopper opening the confirmation link (src/data/accountsTrust.ts)
      access: { create: nobody, update: nobody },
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the shopper confirmed this email. Unconfirmed accounts get no alert emails.',
      },
    },
    {
      name: 'watch_alerts',
      label: 'Price-drop emails for watched cars',
      type: 'checkbox',
      defaultValue: false,
      // the shopper's own consent, given in My garage (src/data/accountsTrust.ts setWatchAlerts): staff cannot give it
      access: { create: nobody, update: nobody },
      admin: {
        readOnly: true,
        description: 'The shopper asked for an email when a car on their watchlist drops in price.',
      },
    },
    {
      name: 'watch_alerts_since',
      type: 'date',
      // from when the alert job looks for drops: the opt-in, then each run that emailed or found nothing
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'saved_cars',
      type: 'json',
      // the shopper's favourites and recently viewed car ids, kept in step by the site (src/data/accountLists.ts)
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'password_hash',
      type: 'text',
      required: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
