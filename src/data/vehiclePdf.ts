import 'server-only'

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import sharp from 'sharp'

import { parsePlaceholderFile, placeholderSvg } from '@/demo/placeholderImage'
import { formatDate } from '@/domain/dateFormat'
import { disclosureText, isCompleteDisclosure } from '@/domain/finance/creditAdvert'
import { formatDollars } from '@/domain/price'
import type { TenantSite } from '@/domain/site'
import { dealerComments } from '@/domain/vehicle/dealerComments'
import { SOLD_TEXT, vehiclePageModel } from '@/domain/vehicle/pageModel'
import { detailItems, featureList, keyInformation } from '@/domain/vehicle/specs'
import type { VehicleDetail } from '@/domain/vehicle/types'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40

/** Standard PDF fonts speak WinAnsi only: map common typography and drop what it cannot draw. */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** A locally drawn demo picture, or an absolute image URL fetched with a short timeout; null when unavailable. */
async function imageJpeg(url: string | null): Promise<Uint8Array | null> {
  if (!url) return null
  try {
    const demo = /^\/demo-images\/([^?]+)/.exec(url)
    let input: Buffer
    if (demo) {
      const spec = parsePlaceholderFile(demo[1]!)
      if (!spec) return null
      input = Buffer.from(placeholderSvg(spec.kind, spec.seed))
    } else if (/^https?:\/\//.test(url)) {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) })
      if (!res.ok) return null
      input = Buffer.from(await res.arrayBuffer())
    } else return null
    return new Uint8Array(await sharp(input).resize({ width: 900 }).jpeg({ quality: 75 }).toBuffer())
  } catch {
    return null
  }
}

/**
 * The vehicle's printable PDF (VDP-68, `{slug}.pdf`): one A4 page (more if the comments run long) with the dealer,
 * the car's name, price and weekly estimate (as the vehicle page model says), the main picture, key information,
 * details, features and dealer comments, and how to call. Drawn with the standard Helvetica fonts.
 */
export async function vehiclePdf(
  tenant: TenantSite,
  v: VehicleDetail,
  pageUrl: string,
  now: Date = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(winAnsi(v.name))
  doc.setAuthor(winAnsi(tenant.name))
  doc.setSubject(`${v.name} at ${tenant.name}`)
  doc.setCreator('Dealer platform')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.1, 0.1)
  const muted = rgb(0.35, 0.35, 0.35)
  const width = A4.width - MARGIN * 2

  let page: PDFPage = doc.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage([A4.width, A4.height])
      y = A4.height - MARGIN
    }
  }
  const text = (
    value: string,
    opts: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; gap?: number } = {},
  ) => {
    const size = opts.size ?? 10
    for (const line of wrap(value, opts.font ?? regular, size, width)) {
      ensure(size + 4)
      page.drawText(line, { x: MARGIN, y: y - size, size, font: opts.font ?? regular, color: opts.color ?? ink })
      y -= size + 4
    }
    y -= opts.gap ?? 0
  }
  const heading = (value: string) => {
    y -= 6
    text(value, { size: 13, font: bold, gap: 2 })
  }
  const table = (rows: { label: string; value: string }[]) => {
    const colWidth = width / 2
    for (let i = 0; i < rows.length; i += 2) {
      ensure(16)
      for (const [j, row] of rows.slice(i, i + 2).entries()) {
        const x = MARGIN + j * colWidth
        page.drawText(winAnsi(row.label), { x, y: y - 10, size: 9, font: bold, color: muted })
        page.drawText(winAnsi(row.value).slice(0, 48), { x: x + 95, y: y - 10, size: 10, font: regular, color: ink })
      }
      y -= 16
    }
  }

  const model = vehiclePageModel(tenant, v, now)
  text(tenant.name, { size: 10, color: muted })
  text(v.name, { size: 20, font: bold, gap: 4 })
  if (model.tag) text(model.tag, { size: 10, font: bold })
  if (!model.price) text(SOLD_TEXT, { size: 14, font: bold })
  else {
    const { price } = model
    const label = model.priceTypeLabel ? ` ${model.priceTypeLabel}` : ''
    text(`${price.text}${label}${price.before !== null ? ` (was ${formatDollars(price.before)})` : ''}`, {
      size: 16,
      font: bold,
    })
    // the car's one quote with its rates, comparison rate, example and warning (RateDisclosure's words)
    if (isCompleteDisclosure(model.disclosure)) {
      const words = disclosureText(model.disclosure)
      text([words.repayment, words.annualRate, words.comparisonRate].filter(Boolean).join(' · '), {
        size: 11,
        font: bold,
      })
      text([words.basis, words.example, words.warning].filter(Boolean).join(' '), { size: 9, color: muted })
    }
  }
  y -= 6

  const jpeg = await imageJpeg(v.images[0]?.url ?? v.primaryImageUrl)
  if (jpeg) {
    const image = await doc.embedJpg(jpeg)
    const scaled = image.scaleToFit(width, 300)
    ensure(scaled.height + 8)
    page.drawImage(image, { x: MARGIN, y: y - scaled.height, width: scaled.width, height: scaled.height })
    y -= scaled.height + 10
  }

  heading('Key information')
  table(keyInformation(v))
  heading(model.detailsTitle)
  table(detailItems(v))
  const features = featureList(v.standardEquipment)
  if (features.length > 0) {
    heading('Features')
    text(features.join(' · ').replace(/·/g, '-'))
  }
  const comments = dealerComments(v.dealerComments)
  heading('Dealer comments')
  if (comments.pending) text(comments.text)
  else for (const p of comments.paragraphs) text(p, { gap: 4 })

  heading('Contact')
  text(
    [model.dealerName, v.location?.address, model.phone ? `Phone ${model.phone.display}` : null]
      .filter(Boolean)
      .join(' - '),
  )
  text(pageUrl, { size: 9, color: muted })
  text(
    `Printed ${formatDate(now, 'd mmmm yyyy', 'Australia/Sydney')}. Prices and availability may change; please confirm with the dealer.`,
    { size: 8, color: muted },
  )
  return doc.save()
}
