import { randomBytes } from 'node:crypto'

/** A new signing secret: 32 random bytes (256 bits), base64url — 43 characters, `whsec_` prefixed for recognisability. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`
}

/** The most a signing secret may be (one given through the API at creation). */
export const SECRET_MAX_LENGTH = 256
