import type { CollectionConfig } from "payload";

import {
  MANAGER_ROLES,
  tenantScopedAdminRead,
  tenantScopedWrite,
} from "../access";

/**
 * Where a tenant's leads are delivered: an email address (ADF 1.0 XML body) or an https webhook (JSON body,
 * HMAC-SHA256 signature over `${timestamp}.${rawBody}` with the destination's secret). Optional dealership:
 * a destination with a dealership receives only leads for that dealership's cars; one without receives all.
 * NOT YET REGISTERED in payload.config.ts and has no migration: see the leads-server report.
 */
export const LeadDestinations: CollectionConfig = {
  slug: "lead-destinations",
  labels: { singular: "Lead destination", plural: "Lead destinations" },
  admin: {
    useAsTitle: "name",
    defaultColumns: ["name", "kind", "dealership", "active", "tenant"],
    group: "Leads",
  },
  access: {
    read: tenantScopedAdminRead,
    create: tenantScopedWrite(...MANAGER_ROLES),
    update: tenantScopedWrite(...MANAGER_ROLES),
    delete: tenantScopedWrite(...MANAGER_ROLES),
  },
  fields: [
    { name: "name", type: "text", required: true },
    {
      name: "kind",
      type: "select",
      required: true,
      defaultValue: "email",
      options: ["email", "webhook"],
    },
    { name: "dealership", type: "relationship", relationTo: "dealerships" },
    {
      name: "email",
      type: "email",
      admin: { condition: (_, sibling) => sibling?.kind === "email" },
      validate: (value, { siblingData }) =>
        (siblingData as { kind?: string })?.kind !== "email" ||
        (typeof value === "string" &&
          /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) ||
        "An email destination needs an address",
    },
    {
      name: "url",
      type: "text",
      admin: { condition: (_, sibling) => sibling?.kind === "webhook" },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
        if ((siblingData as { kind?: string })?.kind !== "webhook") return true;
        try {
          const url = new URL(String(value ?? ""));
          // http only for local receivers (demo, chaos test)
          if (
            url.protocol === "https:" ||
            (url.protocol === "http:" &&
              ["localhost", "127.0.0.1"].includes(url.hostname))
          )
            return true;
        } catch {
          /* falls through */
        }
        return "A webhook destination needs an https URL";
      },
    },
    {
      name: "secret",
      type: "text",
      admin: {
        condition: (_, sibling) => sibling?.kind === "webhook",
        description: "Signs each webhook body (HMAC-SHA256).",
      },
    },
    { name: "active", type: "checkbox", defaultValue: true, index: true },
  ],
};
