import { Badge } from '@/components/ui/Badge'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import type { Metadata } from 'next'
import { ArrowLeft } from '@/components/ui/icons'
import { notFound } from 'next/navigation'

import { getVehicleBySlug } from '@/data/vehicles'
import { formatDollars } from '@/domain/price'
import { dealerComments } from '@/domain/vehicle/dealerComments'
import { SOLD_TEXT, vehiclePageModel } from '@/domain/vehicle/pageModel'
import { vehicleSlug } from '@/domain/vehicle/slug'
import { detailItems, featureList, keyInformation, type SpecItem } from '@/domain/vehicle/specs'
import { PdfButton } from '@/modules/vehicle/components/PdfButton.client'

import { siteTenant } from '../tenantPage'
import { PrintNow } from './PrintNow.client'
import './print.css'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The tenant and the car named by ?car_id= (its slug), or null: an unknown host, a malformed or unknown slug. */
async function load({ params, searchParams }: Props) {
  const tenant = await siteTenant(params)
  if (!tenant) return null
  const carId = vehicleSlug.safeParse((await searchParams).car_id)
  if (!carId.success) return null
  const vehicle = await getVehicleBySlug(tenant, carId.data)
  return vehicle ? { tenant, vehicle } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  return loaded ? { title: `Print: ${loaded.vehicle.name}`, robots: { index: false } } : {}
}

function Facts({ title, items }: { title: string; items: SpecItem[] }) {
  return (
    <section>
      <h2>{title}</h2>
      <dl className="print-sheet__grid">
        {items.map((s) => (
          <div key={s.key}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** /print?car_id={slug} (RTE: printable vehicle page, opened in a new tab from the vehicle page's Print button). */
export default async function PrintPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { tenant, vehicle: v } = loaded
  const page = vehiclePageModel(tenant, v, new Date())
  const comments = dealerComments(v.dealerComments)
  const features = featureList(v.standardEquipment)
  const image = v.images[0]?.url ?? v.primaryImageUrl
  return (
    <article className="print-sheet" data-testid="print-sheet">
      <div className="print-sheet__actions">
        <PrintNow />
        <PdfButton slug={v.slug} />
        <a className="print-sheet__back" href={`/cars/${v.slug}`}>
          <ArrowLeft size={18} aria-hidden="true" />
          Back to the vehicle
        </a>
      </div>
      <header className="print-sheet__header">
        <p className="print-sheet__dealer">{page.dealerName}</p>
        <h1>{v.name}</h1>
        {page.tag ? (
          <Badge variant="print" as="p" testId="print-tag">
            {page.tag}
          </Badge>
        ) : null}
        {page.price ? (
          <>
            <p className="print-sheet__price" data-testid="print-price">
              <span data-testid="print-price-amount">{page.price.text}</span>
              {page.price.before !== null ? <s> {formatDollars(page.price.before)}</s> : null}
              {page.priceTypeLabel ? <span data-testid="print-price-type"> {page.priceTypeLabel}</span> : null}
            </p>
            <RateDisclosure disclosure={page.disclosure} showBasis testId="print-quote" />
          </>
        ) : (
          <p className="print-sheet__price">{SOLD_TEXT}</p>
        )}
      </header>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the sheet is for printing: print engines wait for a plain img, not a lazy next/image
        <img className="print-sheet__image" src={image} alt={v.name} width={900} height={600} />
      ) : null}
      <Facts title="Key Information" items={keyInformation(v)} />
      <Facts title={page.detailsTitle} items={detailItems(v)} />
      {features.length > 0 ? (
        <section>
          <h2>Features</h2>
          <ul className="print-sheet__features">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2>Dealer Comments</h2>
        {comments.pending ? <p>{comments.text}</p> : comments.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
      </section>
      <footer className="print-sheet__footer">
        <p>
          {[v.location?.name, v.location?.address, page.phone ? `Phone ${page.phone.display}` : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p>Stock number {v.stocknum ?? '–'}. Prices and availability may change; please confirm with the dealer.</p>
      </footer>
    </article>
  )
}
