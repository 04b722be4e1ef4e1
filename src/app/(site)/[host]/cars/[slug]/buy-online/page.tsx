import { reserveMetadata, reserveRoute, type ReserveParams } from '../reserveRoute'

export const dynamic = 'force-dynamic'
export const metadata = reserveMetadata

/** RTE-11: reserve online at /cars/{slug}/buy-online on tenants that use that path (reserveRoute.tsx). */
export default async function BuyOnline({ params }: { params: ReserveParams }) {
  return reserveRoute(params, 'buy-online')
}
