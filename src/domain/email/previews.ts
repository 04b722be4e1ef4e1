/**
 * Every email a shopper can get from a tenant, made from sample data for the admin's preview (Email previews:
 * collections/shared/admin/EmailPreviews.tsx): the same functions the site sends with, so a preview is the email.
 * Links use made-up tokens that open nothing; the cars are the tenant's own (a drop is made up for the drop
 * templates and marked as a sample).
 *
 *   previewEmail('alert-watchlist', { siteName: 'Harbour', origin: 'https://harbour.example', cars, … })
 *   → { subject: 'A car you watch dropped in price at Harbour', text, html }
 */
import { verifyEmailText, emailChangeNoticeText, TRUST_MESSAGES, verifyEmailPath } from '../accounts/trust'
import { RESET_MESSAGES, resetEmailText, resetPasswordPath } from '../accounts/passwordReset'
import { GARAGE_PATH } from '../accounts/signIn'
import { alertEmail, WATCHLIST_GROUP, type AlertCar, type AlertGroup } from '../alerts/email'
import type { PriceConfig } from '../price'

import { textEmail } from './layout'

export const EMAIL_PREVIEWS = [
  { key: 'alert-new', label: 'Saved search: new cars' },
  { key: 'alert-drop', label: 'Saved search: price drops' },
  { key: 'alert-watchlist', label: 'Watched cars: a price drop' },
  { key: 'alert-digest', label: 'Alert with the watchlist and two saved searches' },
  { key: 'verify', label: 'Confirm your email (new account)' },
  { key: 'verify-change', label: 'Confirm a new email address' },
  { key: 'change-notice', label: 'Notice of an email change (to the old address)' },
  { key: 'reset', label: 'Reset your password' },
] as const

export type EmailPreviewKey = (typeof EMAIL_PREVIEWS)[number]['key']

export const isEmailPreviewKey = (key: unknown): key is EmailPreviewKey => EMAIL_PREVIEWS.some((p) => p.key === key)

/** A car as the preview shows it: the tenant's own, its figures as the site has them. */
export type PreviewCar = Omit<AlertCar, 'reason' | 'was_price' | 'price_dropped_at'>

export interface PreviewInput {
  siteName: string
  brandColour: string
  /** The tenant's site, e.g. https://harbour.example (links in the emails). */
  origin: string
  prices: PriceConfig
  /** Up to four of the tenant's cars (a made-up one stands in when it has none). */
  cars: PreviewCar[]
  now: Date
}

const SAMPLE_TOKEN = 'sample-token-opens-nothing-AAAAAAAAAAAAAAAAAAA'
const DAY_MS = 86_400_000

const STAND_IN: PreviewCar = {
  name: '2022 Toyota HiLux SR5 (sample)',
  url: '',
  imageUrl: null,
  km: 42_000,
  price: 45_990,
}

export function previewEmail(
  key: EmailPreviewKey,
  input: PreviewInput,
): { subject: string; text: string; html: string } {
  const { siteName, brandColour, origin, now } = input
  const cars = (input.cars.length > 0 ? input.cars : [{ ...STAND_IN, url: `${origin}/search` }]).slice(0, 4)
  const asNew = (c: PreviewCar): AlertCar => ({ ...c, reason: 'new_match', was_price: null, price_dropped_at: null })
  // a sample drop of $1,000 two days ago from a price that stood (only where the car has a price to drop from)
  const asDrop = (c: PreviewCar): AlertCar =>
    c.price && c.price > 1000
      ? {
          ...c,
          name: `${c.name} (sample drop)`,
          price: c.price - 1000,
          was_price: c.price,
          price_dropped_at: new Date(now.getTime() - 2 * DAY_MS),
          reason: 'price_drop',
        }
      : { ...asNew(c), reason: 'price_drop' }
  const search = (name: string, list: AlertCar[], more = 0): AlertGroup => ({
    search: name,
    searchUrl: `${origin}/search`,
    cars: list,
    more,
  })
  const watched: AlertGroup = {
    search: WATCHLIST_GROUP,
    searchUrl: `${origin}${GARAGE_PATH}`,
    watchlist: true,
    cars: [asDrop(cars[0]!)],
    more: 0,
  }
  const alert = (groups: AlertGroup[]) =>
    alertEmail({
      siteName,
      brandColour,
      groups,
      garageUrl: `${origin}${GARAGE_PATH}`,
      unsubscribeUrl: `${origin}/pages/unsubscribe?token=${SAMPLE_TOKEN}`,
      prices: input.prices,
      now,
    })
  const text = (subject: string, body: string) => textEmail({ siteName, brandColour, subject, text: body })
  switch (key) {
    case 'alert-new':
      return alert([search('Used SUVs under $50,000', cars.map(asNew), 3)])
    case 'alert-drop':
      return alert([search('Used SUVs under $50,000', cars.slice(0, 2).map(asDrop))])
    case 'alert-watchlist':
      return alert([watched])
    case 'alert-digest':
      return alert(
        [
          watched,
          search('Used SUVs under $50,000', cars.slice(1, 3).map(asNew)),
          search('Utes', cars.slice(3).map(asDrop)),
        ].filter((g) => g.cars.length > 0),
      )
    case 'verify':
    case 'verify-change': {
      const change = key === 'verify-change'
      return text(
        change ? TRUST_MESSAGES.changeSubject(siteName) : TRUST_MESSAGES.verifySubject(siteName),
        verifyEmailText({ siteName, link: `${origin}${verifyEmailPath(SAMPLE_TOKEN)}`, change }),
      )
    }
    case 'change-notice':
      return text(
        TRUST_MESSAGES.changedNoticeSubject(siteName),
        emailChangeNoticeText({ siteName, to: 'new.address@example.com' }),
      )
    case 'reset':
      return text(
        RESET_MESSAGES.emailSubject(siteName),
        resetEmailText({ siteName, link: `${origin}${resetPasswordPath(SAMPLE_TOKEN)}` }),
      )
  }
}
