import crypto from 'node:crypto'

/**
 * The key live-preview links and the preview cookie are signed with (src/domain/preview/previewToken.ts): an HMAC of
 * a fixed label under PAYLOAD_SECRET, like src/lib/unsubscribeKey.ts — no separate secret to manage. Rotating
 * PAYLOAD_SECRET ends every open preview. Not server-only: payload.config.ts (admin.livePreview.url) uses it too.
 */
export function previewKeyFrom(payloadSecret: string): Buffer {
  return crypto.createHmac('sha256', payloadSecret).update('dealer-platform:preview').digest()
}
