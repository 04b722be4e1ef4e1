import { requeueLeadEndpoint } from './requeue'

/** POST /api/leads/:id/retry-delivery — a lead whose delivery failed (dead letter) goes back to the outbox. */
export const retryDeliveryEndpoint = requeueLeadEndpoint({
  path: '/:id/retry-delivery',
  from: 'dead_letter',
  refusal: 'Only a lead whose delivery failed can be retried',
  meanwhile: 'This lead was retried or changed meanwhile.',
})
