import type { Metadata } from 'next'

import { OfferRoute, offerMetadata } from '../../offerRoute'

/** /offers/{manufacturer}/{offerId} (RTE-25): `part` is the manufacturer's slug (one segment name per level). */
type Props = { params: Promise<{ host: string; part: string; offerId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata(params, decodeURIComponent((await params).offerId))
}

export default async function Page({ params }: Props) {
  const { part, offerId } = await params
  return <OfferRoute params={params} id={decodeURIComponent(offerId)} manufacturer={decodeURIComponent(part)} />
}
