import type { CollectionConfig, FieldHook } from 'payload'

import { leadTitle, type LeadForView } from '../../src/domain/leads/adminView'

import { ALL_ADMIN_ROLES, nobody, tenantScopedWrite } from '../access'
import { labelledOptions } from '../fields/options'
import { leadsRead } from './access'
import { exportCsvEndpoint } from './endpoints/exportCsv'
import { releaseSuspectedEndpoint } from './endpoints/releaseSuspected'
import { retryDeliveryEndpoint } from './endpoints/retryDelivery'
import { LEAD_STATUS_LABELS, SUSPECTED_SPAM } from './statuses'

export { LEAD_STATUSES } from './statuses'

const COMPONENTS = '/collections/Leads/components'
const SHARED = '/collections/shared/admin'
/** A list cell: '—' when empty, never Payload's '<No Subcategory>' placeholder. */
const QUIET_CELL = { components: { Cell: `${SHARED}/Cells.client#QuietCell` } }
/** A time in the list and on the lead's page, in the dealership's own time zone (the tenant's `time_zone`). */
const LEAD_TIME = {
  Cell: `${COMPONENTS}/LeadTime#LeadTimeCell`,
  Field: `${COMPONENTS}/LeadTime#LeadTimeField`,
}
const SERVER_ONLY = { read: nobody, create: nobody, update: nobody }
/** A JSON field shown as labelled, read-only values (no JSON editor). */
const JSON_VALUES = { readOnly: true, components: { Field: `${COMPONENTS}/LeadJsonField#LeadJsonField` } }

/** The lead's title, kept up to date from what is saved: 'Jane Citizen — Test Drive — 2023 Toyota RAV4'. */
const setTitle: FieldHook = ({ data, originalDoc }) =>
  leadTitle({ ...(originalDoc ?? {}), ...(data ?? {}) } as LeadForView)
const leadsWrite = tenantScopedWrite(...ALL_ADMIN_ROLES)

/**
 * Leads (spec §3 Enquiry payload, §7 Lead submission). Created only by the server (POST /api/leads) in one
 * transaction with its delivery outbox row; admins of the tenant (super, group, marketing) read and update them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    // 'Jane Citizen — Test Drive — 2023 Toyota RAV4' on a reservation's lead, in searches and on the page heading
    useAsTitle: 'title',
    defaultColumns: [
      'createdAt',
      'category',
      'subcategory',
      'name',
      'email',
      'phone',
      'car',
      'dealership',
      'status',
      'attempts',
      'tenant',
    ],
    listSearchableFields: ['name', 'email', 'phone', 'postcode'],
    group: 'Leads',
    description:
      'Every enquiry from the site, kept before it is sent on to the dealership (by email or to its CRM). Filter by ' +
      'enquiry type, status or date. “Delivery failed” means every try to send it on failed: open the lead and choose ' +
      'Retry delivery. Times are in the dealership’s time zone.',
    components: {
      beforeListTable: [
        `${COMPONENTS}/ExportCsvButton.client#ExportCsvButton`,
        `${COMPONENTS}/SuspectedSpamFilter.client#SuspectedSpamFilter`,
      ],
      edit: {
        beforeDocumentControls: [
          `${COMPONENTS}/RetryDelivery.client#RetryDelivery`,
          `${COMPONENTS}/ReleaseLead.client#ReleaseLead`,
        ],
      },
    },
  },
  endpoints: [exportCsvEndpoint, retryDeliveryEndpoint, releaseSuspectedEndpoint],
  access: {
    // admin users with a lead role; the multi-tenant plugin narrows them to their tenants
    read: leadsRead,
    create: nobody,
    update: leadsWrite,
    // only a lead held as suspected spam may be deleted (by those who may edit it); every other lead is kept
    delete: async (args) => ((await leadsWrite(args)) ? { status: { equals: SUSPECTED_SPAM } } : false),
  },
  fields: [
    {
      name: 'summary',
      type: 'ui',
      label: 'Summary',
      admin: { components: { Field: `${COMPONENTS}/LeadSummary#LeadSummary` }, disableListColumn: true },
    },
    {
      name: 'title',
      type: 'text',
      label: 'Lead',
      admin: { hidden: true, readOnly: true },
      hooks: { beforeChange: [setTitle] },
    },
    {
      // Payload's own timestamp, declared so the list can filter by it (the default one is hidden); same column
      name: 'createdAt',
      type: 'date',
      index: true,
      label: 'Created',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, h:mm a' },
        components: LEAD_TIME,
      },
    },
    {
      // Payload's own timestamp, declared to show in the dealership's time zone (the page's header times, which use
      // the browser's clock, are hidden on a lead: leads-admin.css)
      name: 'updatedAt',
      type: 'date',
      index: true,
      label: 'Last updated',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, h:mm a' },
        components: { Field: LEAD_TIME.Field },
        disableListColumn: true,
      },
    },
    {
      name: 'category',
      label: 'Enquiry type',
      type: 'text',
      required: true,
      index: true,
      admin: { ...QUIET_CELL, readOnly: true },
    },
    {
      name: 'subcategory',
      label: 'Detail',
      type: 'text',
      index: true,
      admin: { ...QUIET_CELL, readOnly: true },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: labelledOptions(LEAD_STATUS_LABELS),
      admin: {
        position: 'sidebar',
        description:
          'Pending: waiting to be sent to the dealership. Delivered: sent. Delivery failed: every try to send it ' +
          'failed (the attempts are under Delivery); Retry delivery sends it again.',
        components: {
          Cell: `${COMPONENTS}/StatusCell.client#StatusCell`,
        },
      },
    },
    {
      name: 'vehicle',
      label: 'Car in stock',
      type: 'relationship',
      relationTo: 'vehicles',
      index: true,
      admin: { ...QUIET_CELL, readOnly: true, description: 'The car the lead is about, while it is in stock.' },
    },
    {
      // Set by the server: the car's dealership, else the chosen location's, else the form's dealership_slug (all
      // within the lead's tenant). Delivery sends the lead to this dealership's destinations and names it as the
      // ADF vendor; the list filters by it.
      name: 'dealership',
      label: 'Dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Empty when neither the car, the location nor the form named one: the lead is for the whole group and ' +
          'goes to the group’s own destinations.',
        components: { Cell: `${COMPONENTS}/DealershipCell.client#DealershipCell` },
      },
    },
    {
      name: 'car',
      label: 'Car when sent',
      type: 'json',
      admin: {
        ...JSON_VALUES,
        description: 'The car as it was when the lead was sent.',
        components: { ...JSON_VALUES.components, Cell: `${COMPONENTS}/CarCell.client#CarCell` },
      },
    },
    { name: 'name', label: 'Name', type: 'text', index: true, admin: { ...QUIET_CELL, readOnly: true } },
    { name: 'email', label: 'Email', type: 'text', index: true, admin: { ...QUIET_CELL, readOnly: true } },
    { name: 'phone', label: 'Phone', type: 'text', index: true, admin: { ...QUIET_CELL, readOnly: true } },
    { name: 'postcode', label: 'Postcode', type: 'text', index: true, admin: { ...QUIET_CELL, readOnly: true } },
    {
      name: 'fields',
      label: 'Everything the form sent',
      type: 'json',
      required: true,
      admin: JSON_VALUES,
    },
    { name: 'additional_services', label: 'Extra services asked for', type: 'json', admin: JSON_VALUES },
    {
      name: 'page_id',
      label: 'Page it was sent from (number)',
      type: 'text',
      admin: { readOnly: true, ...QUIET_CELL },
    },
    { name: 'url', label: 'Page address', type: 'text', admin: { readOnly: true, ...QUIET_CELL } },
    { name: 'source', label: 'Source', type: 'text', defaultValue: 'Website', admin: { readOnly: true } },
    { name: 'user_agent', label: 'Browser', type: 'text', admin: { readOnly: true, ...QUIET_CELL } },
    {
      name: 'lead_attributes',
      label: 'Visit details',
      type: 'json',
      admin: { ...JSON_VALUES, description: 'Pages visited before sending and the campaign the visit came from.' },
    },
    {
      name: 'offer_price',
      label: 'Trade-in offer',
      type: 'number',
      admin: {
        readOnly: true,
        description: 'In dollars: the offer made for the trade-in.',
        components: { Cell: `${SHARED}/Cells.client#DollarsCell` },
      },
    },
    { name: 'valuation', label: 'Trade-in valuation', type: 'json', admin: JSON_VALUES },
    {
      // why the lead is held as suspected spam (src/domain/leads/trust.ts); set by the server, kept after release
      name: 'suspected_reason',
      type: 'textarea',
      label: 'Why it was held',
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.suspected_reason),
      },
    },
    { name: 'form_completed', label: 'Form finished', type: 'checkbox', admin: { readOnly: true } },
    { name: 'offer_accepted', label: 'Trade-in offer accepted', type: 'checkbox', admin: { readOnly: true } },
    // The continuation token of a multi-step lead (src/data/leads/continuation.ts): only its SHA-256 hash and expiry,
    // set and cleared by the server. Hidden from the admin, REST, GraphQL and the CSV; no one may read or write it.
    { name: 'continuation_token_hash', type: 'text', hidden: true, access: SERVER_ONLY },
    { name: 'continuation_expires_at', type: 'date', hidden: true, access: SERVER_ONLY },
    {
      type: 'collapsible',
      label: 'Delivery',
      fields: [
        {
          name: 'attempts',
          label: 'Delivery attempts',
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'next_attempt_at',
          label: 'Next try',
          type: 'date',
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, components: LEAD_TIME },
        },
        {
          name: 'delivery_attempts',
          label: 'Attempt history',
          labels: { singular: 'Attempt', plural: 'Attempts' },
          type: 'array',
          admin: {
            readOnly: true,
            description: 'Every delivery attempt: when, where, whether it worked and the error.',
            components: { RowLabel: `${COMPONENTS}/LeadTime#AttemptRowLabel` },
          },
          fields: [
            {
              name: 'at',
              label: 'When',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Field: LEAD_TIME.Field } },
            },
            { name: 'destination', label: 'Sent to', type: 'text' },
            {
              name: 'status',
              label: 'Result',
              type: 'select',
              options: labelledOptions({ ok: 'Delivered', failed: 'Failed' }),
              required: true,
            },
            { name: 'error', label: 'Error', type: 'text' },
          ],
        },
      ],
    },
  ],
}
