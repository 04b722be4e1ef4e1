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
import { brandColourOf, emailHtml, escapeHtml as esc } from '../email/layout'
import { formatDollars, formatKm, priceDisplay, type PriceConfig, type PriceInput } from '../price'
import { shownDrop } from '../vehicle/priceDrop'

import type { SearchDoc } from '../search/types'

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

/**
 * A car of an alert from its search document: the links given (absolute), the figures as the site shows them, its
 * drop as recorded.
 */
export function alertCarOf(
  d: SearchDoc,
  links: { url: string; imageUrl: string | null },
  reason: AlertReason,
): AlertCar {
  return {
    name: d.name,
    ...links,
    km: d.km ?? null,
    price: d.price ?? null,
    offer_price: d.offer_price ?? null,
    before_price: d.before_price ?? null,
    subscription_price: d.subscription_price ?? null,
    preorder: d.preorder ?? null,
    was_price: d.was_price ?? null,
    price_dropped_at: d.price_dropped_at ? new Date(d.price_dropped_at * 1000) : null,
    reason,
  }
}

/** The heading of the group of watched cars (its link is My garage). */
export const WATCHLIST_GROUP = 'Cars you watch'

export interface AlertGroup {
  /** The saved search's name and its results page (absolute); for watched cars WATCHLIST_GROUP and My garage. */
  search: string
  searchUrl: string
  /** The shopper's watched cars whose price dropped, not a saved search's matches. */
  watchlist?: boolean
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
  const watched = groups.some((g) => g.watchlist)
  if (groups.length === 1 && watched)
    return cars === 1
      ? `A car you watch dropped in price at ${siteName}`
      : `${cars} cars you watch dropped in price at ${siteName}`
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
  const what = drops ? `${cars} price drops` : `${cars} new cars and price drops`
  return `${what} for your ${watched ? 'watchlist and saved searches' : 'saved searches'} at ${siteName}`
}

/** The email's first line: what it is about. */
function introOf(groups: AlertGroup[], siteName: string): string {
  if (groups.every((g) => g.watchlist)) return `Cars on your watchlist at ${siteName} dropped in price:`
  const about = groups.some((g) => g.watchlist) ? 'your watchlist and saved searches' : 'your saved searches'
  return `New cars and price drops for ${about} at ${siteName}:`
}

export function alertEmail(input: AlertEmailInput): { subject: string; text: string; html: string } {
  const { siteName, groups, prices, now } = input
  const subject = alertSubject(groups, siteName)
  const text = [
    introOf(groups, siteName),
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

  const colour = brandColourOf(input.brandColour)
  const carRow = (c: AlertCar) => `
        <tr><td style="padding:12px 0;border-top:1px solid #e3e6ea">
          <a href="${esc(c.url)}" style="color:#1a1a1a;text-decoration:none;display:block">
            ${c.imageUrl ? `<img src="${esc(c.imageUrl)}" alt="" width="160" style="width:160px;max-width:40%;height:auto;float:left;margin:0 12px 4px 0;border-radius:4px">` : ''}
            <strong style="font-size:16px;display:block">${c.reason === 'price_drop' ? 'Price drop: ' : ''}${esc(c.name)}</strong>
            <span style="font-size:15px">${esc(carPriceLine(c, prices, now))}</span>
            ${c.km !== null ? `<span style="font-size:14px;color:#555;display:block">${esc(formatKm(c.km))}</span>` : ''}
          </a>
        </td></tr>`
  const html = emailHtml({
    siteName,
    brandColour: colour,
    title: subject,
    body: groups
      .map(
        (g) => `
        <h2 style="font-size:17px;margin:20px 0 4px"><a href="${esc(g.searchUrl)}" style="color:${colour}">${esc(g.search)}</a></h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0">${g.cars.map(carRow).join('')}</table>
        ${g.more > 0 ? `<p style="margin:8px 0"><a href="${esc(g.searchUrl)}" style="color:${colour}">and ${g.more} more</a></p>` : ''}`,
      )
      .join(''),
    footer: `<a href="${esc(input.garageUrl)}" style="color:#555">Change or pause your alerts in My garage</a> ·
        <a href="${esc(input.unsubscribeUrl)}" style="color:#555">Unsubscribe</a>`,
  })
  return { subject, text, html }
}
