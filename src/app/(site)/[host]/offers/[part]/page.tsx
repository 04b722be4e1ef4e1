import type { Metadata } from 'next'

import { OfferRoute, offerMetadata } from '../offerRoute'

/** /offers/{offerId} (RTE-25). The folder's segment is the offer id here and the manufacturer one level down. */
type Props = { params: Promise<{ host: string; part: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata(params, decodeURIComponent((await params).part))
}

export default async function Page({ params }: Props) {
  return <OfferRoute params={params} id={decodeURIComponent((await params).part)} />
}
