/** One answer of POST /api/leads: the route sends `body` as JSON with `status` and `headers`. */
export type LeadResponse = {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}
