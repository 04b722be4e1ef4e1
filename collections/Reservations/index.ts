import type { CollectionConfig } from 'payload'

import {
  RESERVATION_STATUS_LABELS,
  type ReservationActor,
  type ReservationKind,
} from '../../src/domain/reservations/states'
import { nobody, tenantScopedAdminRead } from '../access'
import { labelledOptions } from '../fields/options'

const SHARED = '/collections/shared/admin'
/** Times in the dealership's time zone, the zone named (the tenant's `time_zone`; the Leads' components). */
const ZONED_TIME = {
  Cell: '/collections/Leads/components/LeadTime#LeadTimeCell',
  Field: '/collections/Leads/components/LeadTime#LeadTimeField',
}
/** A status the server stores as text, in words ('converted' → 'Sold'). */
const STATUS_WORDS = {
  components: { Field: `${SHARED}/ReadOnlyValue#WordsField`, Cell: `${SHARED}/Cells.client#WordsCell` },
}

/**
 * Reservations (spec §9 Reservation; docs/architecture/reservations.md): a car held for a shopper by a refundable
 * deposit. The dealer's record of truth: the car, the shopper, the deposit, the hold's end and every transition with
 * who or what caused it. Written only by the server's reservation code (src/data/reservations), never through the
 * admin or the API: staff release, convert or refund with the buttons on the reservation, which go through the same
 * code. At most one reservation per car is pending or held (a partial unique index, in the migration).
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'vehicle', 'status', 'held_until', 'amount_cents', 'createdAt', 'tenant'],
    description:
      'Cars held for shoppers by a refundable deposit. Release, sell or refund a reservation from its page. Times are ' +
      'in the dealership’s time zone.',
    group: 'Leads',
    components: {
      edit: { beforeDocumentControls: ['/collections/Reservations/components/StaffActions.client#StaffActions'] },
    },
  },
  access: { read: tenantScopedAdminRead, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      // Payload's own timestamp, declared to show in the dealership's time zone
      name: 'createdAt',
      label: 'Created',
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', components: ZONED_TIME },
    },
    { name: 'reference', label: 'Reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      defaultValue: 'reserve',
      options: labelledOptions({ reserve: 'Reserve online', buy_online: 'Buy online' } satisfies Record<
        ReservationKind,
        string
      >),
    },
    { name: 'vehicle', label: 'Car', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    { name: 'customer', label: 'Shopper account', type: 'relationship', relationTo: 'customers', index: true },
    {
      name: 'contact',
      label: 'Shopper',
      type: 'group',
      fields: [
        { name: 'first_name', label: 'First name', type: 'text', required: true },
        { name: 'last_name', label: 'Last name', type: 'text' },
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'phone', label: 'Phone', type: 'text' },
      ],
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: Object.entries(RESERVATION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'amount_cents',
      label: 'Deposit',
      type: 'number',
      required: true,
      min: 1,
      admin: {
        components: { Field: `${SHARED}/ReadOnlyValue#CentsField`, Cell: `${SHARED}/Cells.client#CentsCell` },
      },
    },
    // shown with the deposit ('$200 AUD'); kept as the payment provider's lowercase code
    { name: 'currency', label: 'Currency', type: 'text', required: true, defaultValue: 'aud', admin: { hidden: true } },
    { name: 'hold_hours', label: 'Hold length (hours)', type: 'number', required: true, min: 1 },
    {
      name: 'held_until',
      label: 'Held until',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, components: ZONED_TIME },
    },
    {
      name: 'provider',
      label: 'Payment provider',
      type: 'select',
      required: true,
      options: labelledOptions({ test: 'Test processor', stripe: 'Stripe' }),
    },
    { name: 'payment_ref', label: 'Payment reference', type: 'text', index: true },
    { name: 'payment_state', label: 'Payment state (from the provider)', type: 'text' },
    { name: 'failure_message', label: 'Payment message', type: 'text' },
    {
      name: 'site_origin',
      label: 'Site address',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'The site the shopper reserved on; the emails about this reservation link to it.',
      },
    },
    {
      name: 'lead',
      label: 'Lead',
      type: 'relationship',
      relationTo: 'leads',
      admin: { description: 'The enquiry sent with the deposit.' },
    },
    { name: 'journey', label: 'Buy-online journey', type: 'relationship', relationTo: 'checkout-journeys' },
    // the shopper's cancel link carries a token; only its SHA-256 is kept, never shown
    { name: 'cancel_token_hash', type: 'text', hidden: true, access: { read: nobody, update: nobody } },
    {
      name: 'audit',
      label: 'History',
      type: 'array',
      labels: { singular: 'Change', plural: 'Changes' },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        {
          name: 'at',
          label: 'When',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Field: ZONED_TIME.Field } },
        },
        { name: 'from', label: 'From', type: 'text', admin: STATUS_WORDS },
        { name: 'to', label: 'To', type: 'text', required: true, admin: STATUS_WORDS },
        {
          name: 'actor',
          label: 'By',
          type: 'select',
          required: true,
          options: labelledOptions({
            shopper: 'Shopper',
            staff: 'Staff',
            webhook: 'Payment provider',
            expiry: 'Hold expiry',
            reconcile: 'Payment check',
            system: 'System',
          } satisfies Record<ReservationActor, string>),
        },
        { name: 'who', label: 'Who', type: 'text' },
        { name: 'note', label: 'Note', type: 'text' },
      ],
    },
  ],
}
