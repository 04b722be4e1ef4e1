import { reserveMetadata, reserveRoute, type ReserveParams } from '../reserveRoute'

export const dynamic = 'force-dynamic'
export const metadata = reserveMetadata

/** RTE-11: reserve online at /cars/{slug}/checkout (reserveRoute.tsx). */
export default async function Checkout({ params }: { params: ReserveParams }) {
  return reserveRoute(params, 'checkout')
}
