/**
 * The alert email (one per shopper per run of the alert job): its subject, plain text and HTML, from the cars found.
 * Pure: the job (src/data/alerts/job.ts) gives the cars, the site's name, brand colour and links. Prices follow the
 * site's own rules (priceDisplay: hidden prices, offers, subscriptions); a drop is shown only as the car page shows it
 * (shownDrop: the car's own price, a "was" price that stood 28 days). No repayment figure appears, so the credit
 * guard's wording is not needed here.
 *
 *   alertEmail({ siteName: 'Harbour Auto Group', groups: [{ search: 'Used Toyota', cars: [...] }], … })
 *   → { subject: '3 new cars for "Used Toyota" at Harbour Auto Group', text, html }
 */
import { formatDollars, formatKm, priceDisplay, type PriceConfig, type PriceInput } from '../price'
import { shownDrop } from '../vehicle/priceDrop'

import type { AlertReason } from './savedSearch'

export interface AlertCar extends PriceInput {
  name: string
  url: string
  imageUrl: string | null
  km: number | null
  price: number | null
  was_price: number | null
  price_dropped_at: Date | null
  reason: AlertReason
}

export interface AlertGroup {
  /** The saved search's name and its results page (absolute). */
  search: string
  searchUrl: string
  cars: AlertCar[]
  /** Matches beyond those listed. */
  more: number
}

export interface AlertEmailInput {
  siteName: string
  brandColour: string
  groups: AlertGroup[]
  garageUrl: string
  unsubscribeUrl: string
  prices: PriceConfig
  now: Date
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** What a car's line says of its price: the shown price, and a drop where the page would show one. */
export function carPriceLine(car: AlertCar, prices: PriceConfig, now: Date): string {
  const display = priceDisplay(car, prices)
  const drop = car.reason === 'price_drop' ? shownDrop(display, car, now) : null
  if (drop) return `${display.text}, down ${formatDollars(drop.amount)} (was ${formatDollars(drop.from)})`
  return display.text
}

export function alertSubject(groups: AlertGroup[], siteName: string): string {
  const cars = groups.reduce((n, g) => n + g.cars.length + g.more, 0)
  const drops = groups.every((g) => g.cars.every((c) => c.reason === 'price_drop'))
  if (groups.length === 1) {
    const what = drops
      ? cars === 1
        ? 'A price drop'
        : `${cars} price drops`
      : cars === 1
        ? 'A new car'
        : `${cars} new cars`
    return `${what} for "${groups[0]!.search}" at ${siteName}`
  }
  return `${cars} new cars and price drops for your saved searches at ${siteName}`
}

export function alertEmail(input: AlertEmailInput): { subject: string; text: string; html: string } {
  const { siteName, groups, prices, now } = input
  const subject = alertSubject(groups, siteName)
  const text = [
    `New cars and price drops matching your saved searches at ${siteName}:`,
    '',
    ...groups.flatMap((g) => [
      `${g.search} (${g.searchUrl})`,
      ...g.cars.map(
        (c) =>
          `- ${c.reason === 'price_drop' ? 'Price drop: ' : ''}${c.name} — ${carPriceLine(c, prices, now)}${c.km !== null ? `, ${formatKm(c.km)}` : ''}: ${c.url}`,
      ),
      ...(g.more > 0 ? [`  and ${g.more} more: ${g.searchUrl}`] : []),
      '',
    ]),
    `Change or pause your alerts in My garage: ${input.garageUrl}`,
    `Stop these emails: ${input.unsubscribeUrl}`,
  ].join('\n')

  const colour = /^#[0-9a-f]{3,8}$/i.test(input.brandColour) ? input.brandColour : '#0b3d91'
  const carRow = (c: AlertCar) => `
        <tr><td style="padding:12px 0;border-top:1px solid #e3e6ea">
          <a href="${esc(c.url)}" style="color:#1a1a1a;text-decoration:none;display:block">
            ${c.imageUrl ? `<img src="${esc(c.imageUrl)}" alt="" width="160" style="width:160px;max-width:40%;height:auto;float:left;margin:0 12px 4px 0;border-radius:4px">` : ''}
            <strong style="font-size:16px;display:block">${c.reason === 'price_drop' ? 'Price drop: ' : ''}${esc(c.name)}</strong>
            <span style="font-size:15px">${esc(carPriceLine(c, prices, now))}</span>
            ${c.km !== null ? `<span style="font-size:14px;color:#555;display:block">${esc(formatKm(c.km))}</span>` : ''}
          </a>
        </td></tr>`
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:16px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
      <tr><td style="background:${colour};color:#ffffff;padding:16px 20px;font-size:18px;font-weight:bold;border-radius:6px 6px 0 0">${esc(siteName)}</td></tr>
      <tr><td style="padding:16px 20px">
        <h1 style="font-size:20px;margin:0 0 8px">${esc(subject)}</h1>
        ${groups
          .map(
            (g) => `
        <h2 style="font-size:17px;margin:20px 0 4px"><a href="${esc(g.searchUrl)}" style="color:${colour}">${esc(g.search)}</a></h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0">${g.cars.map(carRow).join('')}</table>
        ${g.more > 0 ? `<p style="margin:8px 0"><a href="${esc(g.searchUrl)}" style="color:${colour}">and ${g.more} more</a></p>` : ''}`,
          )
          .join('')}
      </td></tr>
      <tr><td style="padding:16px 20px;font-size:13px;color:#555;border-top:1px solid #e3e6ea">
        <a href="${esc(input.garageUrl)}" style="color:#555">Change or pause your alerts in My garage</a> ·
        <a href="${esc(input.unsubscribeUrl)}" style="color:#555">Unsubscribe</a>
      </td></tr>
    </table>
  </td></tr></table>
</body></html>`
  return { subject, text, html }
}
