import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { newSigningSecret } from '../secret'

const GENERATED = 'leadDestinationGeneratedSecret'

/**
 * On creation a destination without a secret gets a strong one (the receiver checks each body's HMAC with it), and
 * the creating request's answer carries it once (showSecretOnce). Nobody can read it afterwards: a lost secret is
 * rotated (POST /api/lead-destinations/:id/rotate-secret), never shown again.
 */
export const generateSecret: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (typeof data?.secret === 'string' && data.secret.trim() !== '') return data
  const secret = newSigningSecret()
  req.context[GENERATED] = secret
  return { ...data, secret }
}

export const showSecretOnce: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create' || typeof req.context[GENERATED] !== 'string') return doc
  const secret = req.context[GENERATED]
  delete req.context[GENERATED]
  return { ...doc, secret }
}
