import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { resolveHost } from '@/data/tenants'
import { TradeInPage } from '@/modules/tradeIn/TradeInPage'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Sell your car' }

export default async function Page({ params, searchParams }: Props) {
  const { host } = await params
  const resolved = await resolveHost(host)
  if (resolved.kind !== 'tenant') notFound()
  const sp = await searchParams
  const carId = typeof sp.car_id === 'string' && /^[\w-]{1,64}$/.test(sp.car_id) ? sp.car_id : null
  return (
    <TradeInPage
      tenant={resolved.tenant}
      category="Sell My Car"
      title="Sell your car"
      cmsSlug="sell-my-car"
      path="/sell-my-car"
      carId={carId}
    />
  )
}
