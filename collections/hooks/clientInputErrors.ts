import type { AfterErrorHook } from 'payload'

/**
 * Payload's REST answers any database error 500 ("Something went wrong"). A Postgres *data exception* (SQLSTATE
 * class 22) is the client's input that can never succeed — an id beyond the integer column
 * (`/api/vehicles/999999999999`), a NUL character or invalid text in a `where` value — so answer 400 with a clear
 * message instead of a 5xx that invites a retry. Other errors keep Payload's answer.
 */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

export const INVALID_VALUE_MESSAGE =
  'A value in this request cannot be used: a number too large for an id, or text with characters that are not allowed.'

export const clientInputErrors: AfterErrorHook = ({ error }) => {
  const state = sqlStateOf(error)
  if (state?.startsWith('22')) return { status: 400, response: { errors: [{ message: INVALID_VALUE_MESSAGE }] } }
}
