/**
 * A reservation's life (spec §9 Reservation; RES-05/06): the dealer's record of a car held for a shopper by a
 * refundable deposit.
 *
 *   pending ──(deposit authorised)──► held ──(staff: sold)──────────► converted
 *      │                               ├──(shopper or staff cancels)─► refunded   (deposit returned in full)
 *      │                               ├──(staff releases)────────────► released  (deposit returned in full)
 *      │                               └──(hold time is up)───────────► expired   (deposit returned in full)
 *      ├──(card declined: stays pending; the shopper tries another card, on a fresh payment)
 *      └──(never paid in time, or the car went to someone else)──► expired
 *
 * `failed` stays a status the table and the admin's filter know, but no transition enters it.
 *
 * At most one reservation per car is pending or held at a time (a partial unique index in PostgreSQL), so a car can
 * never be held twice. Every transition is recorded with who or what caused it.
 */
export const RESERVATION_STATUSES = [
  'pending',
  'held',
  'converted',
  'released',
  'refunded',
  'expired',
  'failed',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** The statuses that keep the car off the market: the partial unique index covers exactly these. */
export const ACTIVE_STATUSES = ['pending', 'held'] as const satisfies readonly ReservationStatus[]

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Awaiting payment',
  held: 'Held',
  converted: 'Sold',
  released: 'Released by the dealer',
  refunded: 'Cancelled and refunded',
  expired: 'Ended',
  failed: 'Payment declined',
}

export const RESERVATION_ACTORS = ['shopper', 'staff', 'webhook', 'expiry', 'reconcile', 'system'] as const
export type ReservationActor = (typeof RESERVATION_ACTORS)[number]

const TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['held', 'expired'],
  held: ['converted', 'refunded', 'released', 'expired'],
  converted: [],
  released: [],
  refunded: [],
  expired: [],
  failed: [],
}

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

/** The statuses a transition to `to` may start from (the WHERE of its conditional UPDATE). */
export function transitionSources(to: ReservationStatus): ReservationStatus[] {
  return RESERVATION_STATUSES.filter((from) => TRANSITIONS[from].includes(to))
}

export function isActive(status: ReservationStatus): boolean {
  return (ACTIVE_STATUSES as readonly ReservationStatus[]).includes(status)
}

export const RESERVATION_KINDS = ['reserve', 'buy_online'] as const
export type ReservationKind = (typeof RESERVATION_KINDS)[number]
