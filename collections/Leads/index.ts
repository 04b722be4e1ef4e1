import type { CollectionConfig } from "payload";

import {
  ALL_ADMIN_ROLES,
  tenantScopedAdminRead,
  tenantScopedWrite,
} from "../access";

export const LEAD_STATUSES = [
  "in_progress",
  "pending",
  "delivering",
  "delivered",
  "dead_letter",
] as const;

/**
 * Leads (spec §3 Enquiry payload, §7 Lead submission). Created only by the server (POST /api/leads) in one
 * transaction with its delivery outbox row; admins of the tenant (super, group, marketing) read and update them.
 * NOT YET REGISTERED in payload.config.ts and has no migration: see the leads-server report.
 */
export const Leads: CollectionConfig = {
  slug: "leads",
  labels: { singular: "Lead", plural: "Leads" },
  admin: {
    useAsTitle: "email",
    defaultColumns: [
      "createdAt",
      "category",
      "subcategory",
      "name",
      "email",
      "phone",
      "status",
      "attempts",
      "tenant",
    ],
    listSearchableFields: ["name", "email", "phone", "postcode"],
    group: "Leads",
  },
  access: {
    read: tenantScopedAdminRead,
    create: () => false,
    update: tenantScopedWrite(...ALL_ADMIN_ROLES),
    delete: () => false,
  },
  fields: [
    { name: "category", type: "text", required: true, index: true },
    { name: "subcategory", type: "text", index: true },
    {
      name: "status",
      type: "select",
      required: true,
      defaultValue: "pending",
      index: true,
      options: LEAD_STATUSES.map((value) => ({
        label: value.replace("_", " "),
        value,
      })),
    },
    {
      name: "vehicle",
      type: "relationship",
      relationTo: "vehicles",
      index: true,
    },
    {
      name: "car",
      type: "json",
      admin: { description: "The car as it was when the lead was sent." },
    },
    { name: "name", type: "text", index: true },
    { name: "email", type: "text", index: true },
    { name: "phone", type: "text", index: true },
    { name: "postcode", type: "text", index: true },
    { name: "fields", type: "json", required: true },
    { name: "additional_services", type: "json" },
    { name: "page_id", type: "text" },
    { name: "url", type: "text" },
    { name: "source", type: "text", defaultValue: "Website" },
    { name: "user_agent", type: "text" },
    { name: "lead_attributes", type: "json" },
    { name: "offer_price", type: "number" },
    { name: "valuation", type: "json" },
    { name: "form_completed", type: "checkbox" },
    { name: "offer_accepted", type: "checkbox" },
    {
      type: "collapsible",
      label: "Delivery",
      fields: [
        {
          name: "attempts",
          type: "number",
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: "next_attempt_at",
          type: "date",
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: "dayAndTime" } },
        },
        {
          name: "delivery_attempts",
          type: "array",
          admin: { readOnly: true },
          fields: [
            {
              name: "at",
              type: "date",
              required: true,
              admin: { date: { pickerAppearance: "dayAndTime" } },
            },
            { name: "destination", type: "text" },
            {
              name: "status",
              type: "select",
              options: ["ok", "failed"],
              required: true,
            },
            { name: "error", type: "text" },
          ],
        },
      ],
    },
  ],
};
