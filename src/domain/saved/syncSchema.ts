/**
 * POST /api/account/saved-cars: the browser's lists as car ids (newest first), merged into the account's (`merge`:
 * the offer on sign-in) or replacing them (`merge: false`: a change made on this device once the lists are in step).
 * Kept apart from sync.ts so the browser's code does not carry zod.
 */
import { z } from 'zod'

import { MAX_FAVOURITES, MAX_VIEWED } from './lists'

const carId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'A car id is a number.')

export const savedCarsSchema = z.strictObject({
  favourites: z.array(carId).max(MAX_FAVOURITES, `At most ${MAX_FAVOURITES} favourites.`),
  viewed: z.array(carId).max(MAX_VIEWED, `At most ${MAX_VIEWED} recently viewed cars.`),
  merge: z.boolean(),
})
export type SavedCarsInput = z.infer<typeof savedCarsSchema>
