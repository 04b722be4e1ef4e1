import crypto from 'node:crypto'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { attemptLimiter } from '../../../src/lib/sharedLimits'
import { clientAddress } from '../../../src/lib/requestContext'

/**
 * Sign-in abuse, per client address (clientAddress: the socket, or what a trusted proxy reported; unknown → one
 * shared 'unknown' bucket), on REST and GraphQL (the Local API is server code and is not throttled):
 * - login: at most LOGIN_FAILURES_PER_ADDRESS failed attempts per LOGIN_WINDOW_MS, whatever the email, then 429 with
 *   Retry-After. An attempt counts as failed until it succeeds (afterLogin takes it back), so concurrent guesses
 *   cannot slip past the limit. Payload's account lockout (Users: maxLoginAttempts) is set well above this, so one
 *   address alone is throttled long before it could lock someone's account; the lockout stays as the backstop
 *   against guessing spread over many addresses.
 * - forgot-password: at most FORGOT_PER_ADDRESS requests per window (each may send a mail).
 * - a wrong password for an unknown email costs the same PBKDF2 work as for a real account, so the answer time does
 *   not tell which emails are admins (Payload answers an unknown email without hashing: ~4 ms against ~180 ms).
 * The counters are shared by every instance (src/lib/sharedLimits.ts: Redis with REDIS_URL); without Redis, or
 * while it is unreachable, each process counts on its own (bounded, oldest out first).
 */
export const LOGIN_FAILURES_PER_ADDRESS = 10
export const FORGOT_PER_ADDRESS = 10
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_TRACKED_ADDRESSES = 10_000

const logins = attemptLimiter('admin-login', LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS)
const forgots = attemptLimiter('admin-forgot', FORGOT_PER_ADDRESS, LOGIN_WINDOW_MS)

function addressOf(req: PayloadRequest): string {
  return clientAddress(req.headers) ?? 'unknown'
}

function refuse(req: PayloadRequest, retryAfter: number, what: string): never {
  const headers = new Headers(req.responseHeaders ?? undefined)
  headers.set('Retry-After', String(retryAfter))
  req.responseHeaders = headers
  const minutes = Math.ceil(retryAfter / 60)
  throw new APIError(
    `Too many ${what} from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    null,
    true,
  )
}

const CONTEXT_KEY = 'loginThrottleSlot'

// PBKDF2 as Payload 3.90 hashes passwords (pbkdf2-sha256-v1: 600,000 iterations, 32-byte key; see payload's
// auth/strategies/local/generatePasswordSaltHash.js). Keep in step when upgrading Payload.
const PBKDF2_ITERATIONS = 600_000
const PBKDF2_KEY_LENGTH = 32
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

function dummyHash(password: string): Promise<void> {
  return new Promise((resolve) =>
    crypto.pbkdf2(password, DUMMY_SALT, PBKDF2_ITERATIONS, PBKDF2_KEY_LENGTH, 'sha256', () => resolve()),
  )
}

export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'forgotPassword') {
    const slot = await forgots.take(addressOf(req))
    if (!slot.ok) refuse(req, slot.retryAfter, 'password reset requests')
    return args
  }
  if (operation !== 'login') return args
  const address = addressOf(req)
  const slot = await logins.take(address)
  if (!slot.ok) refuse(req, slot.retryAfter, 'failed sign-in attempts')
  req.context[CONTEXT_KEY] = { address, id: slot.id }

  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (email && password) {
    const user = await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })
    // Payload will answer "invalid" at once for an unknown email: spend the time a real check takes first
    if (!user) await dummyHash(password)
  }
  return args
}

/** A successful sign-in gives back the slot its attempt took. */
export const releaseSignInSlot: CollectionAfterLoginHook = async ({ req, user }) => {
  const slot = req.context[CONTEXT_KEY] as { address: string; id: string } | undefined
  if (slot) {
    await logins.giveBack(slot.address, slot.id)
    delete req.context[CONTEXT_KEY]
  }
  return user
}
