import { UnsubscribeInvalid } from '@/modules/campaign/Unsubscribe'

/** /pages/unsubscribe with a token that does not verify for this site: a 404 that says what happened. */
export default function UnsubscribeNotFound() {
  return <UnsubscribeInvalid contactHref="/contact-us" />
}
