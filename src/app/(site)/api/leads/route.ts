import { NextResponse, type NextRequest } from "next/server";

import { submitLead } from "@/data/leads/submit";
import { payloadClient } from "@/data/payload";
import { tenantForHost } from "@/data/tenants";

/**
 * POST /api/leads on a tenant's host (spec §7 Lead submission; the tenant is the Host header's, never the body's).
 *   201 { lead_id }                                   stored (and queued for delivery on the last step); also a
 *                                                     made-up id when the honeypot `website` is filled (nothing stored)
 *   422 { error: 'Please fix the following errors:', fieldErrors: { field: message } }
 *   429 { error } + Retry-After                       10/min per IP per tenant, 600/min per tenant (in memory)
 *   409 { error }                                     Idempotency-Key reused with a different body
 *   404 { error }                                     unknown host, or lead_id not of this tenant
 *   400 { error }                                     body is not JSON
 * Idempotency-Key: the same key and body replay the first response (kept 24 h in Postgres, per tenant).
 * The logic is submitLead in src/data/leads/submit.ts.
 */
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get("host"));
  if (!tenant)
    return NextResponse.json(
      { error: "No dealer site answers on this host" },
      { status: 404, headers: NO_STORE },
    );
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json(
      { error: "The request body must be JSON" },
      { status: 400, headers: NO_STORE },
    );
  }
  const ip =
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ||
    request.headers.get("x-real-ip") ||
    null;
  try {
    const payload = await payloadClient();
    const result = await submitLead(payload, tenant, {
      body,
      idempotencyKey: request.headers.get("idempotency-key"),
      ip,
    });
    return NextResponse.json(result.body, {
      status: result.status,
      headers: { ...NO_STORE, ...result.headers },
    });
  } catch (error) {
    console.error("lead submission failed", error);
    return NextResponse.json(
      { error: "An error occurred when submitting this form" },
      { status: 503, headers: { ...NO_STORE, "retry-after": "2" } },
    );
  }
}
