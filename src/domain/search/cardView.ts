/**
 * What a stock card shows, and nothing more: the results page hands these to its client component
 * instead of whole search documents, so the page's flight payload carries only what is drawn. Built on the server
 * for the first answer and in the browser for the answers of GET /api/search, by the same function, so both show
 * the same card. Pure: no React, no Next.
 *
 *   toCardView(hit, cardConfig(site.config), now)
 *   → { id: '42', slug: '2021-toyota-hilux-sr5-42', name: '2021 Toyota HiLux SR5', status: 'in_stock',
 *       carType: 'used', image: 'https://…/front.jpg', tag: null, attrs: ['Used', 'Ute', '45,120 km', …],
 *       price: { text: '$42,990', before: null, type: 'Plus on-road costs' },
 *       weekly: { amount: 189, rate: 10, comparisonRate: 10 }, … }
 */
import { bodyLabel } from '../bodyTypes'
import { carTypeLabel } from '../carTypes'
import { cardTag, isPlaceholderImage, type CardTag } from '../cardTag'
import { shownDrop } from '../vehicle/priceDrop'
import { formatDollars, formatKm, priceConfigOf, priceDisplay, priceTypeLabel } from '../price'
import type { ComparedCar, FavouriteCar } from '../saved/lists'
import { saveableFromHit, showSaveButton } from '../saved/visibility'
import type { SiteConfig } from '../siteConfig'
import { STANDARD_COMPARISON_EXAMPLE, type CreditDisclosure } from '../finance/creditAdvert'

import type { CarType, SearchHit } from './types'

/** The tenant flags a card reads (a few booleans and texts, not the whole site configuration). */
export interface CardConfig {
  subscriptions: boolean
  pricesVisible: boolean
  noPriceText: string
  electricTag: boolean
  garageEnabled: boolean
  compare: boolean
  saveUsedPricedOnly: boolean
  /** The tenant shows the repayment (with its full disclosure) on cards; off: no repayment on cards. */
  cardRepayment: boolean
}

export function cardConfig(config: SiteConfig): CardConfig {
  return {
    ...priceConfigOf(config),
    electricTag: config.features.electricTag,
    garageEnabled: config.features.garageEnabled,
    compare: config.features.compare,
    saveUsedPricedOnly: config.stock.saveUsedPricedOnly,
    cardRepayment: config.finance.cardRepayment,
  }
}

export interface CardView {
  id: string
  slug: string
  name: string
  badge: string | null
  /** For sold-run collapsing and the sold style. */
  status: string
  carType: CarType
  /** The card's photo, or null for the "photos coming soon" placeholder (SRP-47). */
  image: string | null
  tag: CardTag | null
  /** SRP-04's default attributes, formatted: car type, body, km, transmission, stock number. */
  attrs: string[]
  /** Null when sold (the card shows no price). */
  price: { text: string; before: string | null; type: string | null } | null
  /**
   * The car's quote per week with the rates it assumes (the vehicle page's figure), when the car has a price and a
   * quote and the tenant shows repayments on cards; the card draws it with its disclosure (cardDisclosure).
   */
  weekly: CardWeekly | null
  location: string | null
  /** The favourite and compare buttons (SAVE-16..18), with what the compare list stores; null: neither shows. */
  save: {
    favourite: boolean
    compare: boolean
    make: string | null
    model: string | null
    year: number | null
    km: number | null
    body: string | null
    transmission: string | null
    fuel: string | null
  } | null
}

export interface CardWeekly {
  amount: number
  rate: number
  comparisonRate: number
}

/** The credit-advert disclosure a card's weekly figure is shown with (RateDisclosure, compact). */
export function cardDisclosure(w: CardWeekly): CreditDisclosure {
  return {
    repayment: { amount: w.amount, frequency: 'week' },
    annualRate: w.rate,
    comparisonRate: w.comparisonRate,
    comparisonExample: STANDARD_COMPARISON_EXAMPLE,
  }
}

/** One search hit → the card it draws (SRP-03..05, SRP-40..47, SAVE-16..18). */
export function toCardView(hit: SearchHit, cfg: CardConfig, now: Date): CardView {
  const sold = hit.status === 'sold'
  const price = priceDisplay(
    {
      price: hit.list_price,
      offer_price: hit.offer_price,
      before_price: hit.before_price,
      subscription_price: hit.subscription_price,
      preorder: hit.preorder,
    },
    { subscriptions: cfg.subscriptions, pricesVisible: cfg.pricesVisible, noPriceText: cfg.noPriceText },
  )
  const saveConfig = {
    features: { garageEnabled: cfg.garageEnabled, compare: cfg.compare },
    stock: { saveUsedPricedOnly: cfg.saveUsedPricedOnly },
  }
  const saveable = saveableFromHit(hit)
  const favourite = showSaveButton('favourite', saveable, saveConfig)
  const compare = showSaveButton('compare', saveable, saveConfig)
  return {
    id: String(hit.id),
    slug: hit.slug,
    name: hit.name,
    badge: hit.badge || null,
    status: hit.status,
    carType: hit.car_type,
    image: hit.primary_image_url && !isPlaceholderImage(hit.primary_image_url) ? hit.primary_image_url : null,
    tag: cardTag(
      {
        ...hit,
        reduced:
          shownDrop(
            price,
            {
              price: hit.list_price,
              was_price: hit.was_price,
              price_dropped_at: hit.price_dropped_at ? new Date(hit.price_dropped_at * 1000) : null,
            },
            now,
          ) !== null,
      },
      { now, electricTag: cfg.electricTag },
    ),
    attrs: [
      carTypeLabel(hit.car_type),
      hit.body ? bodyLabel(hit.body) : null,
      hit.km !== null ? formatKm(hit.km) : null,
      hit.transmission,
      hit.stocknum ? `Stock #${hit.stocknum}` : null,
    ].filter((a): a is string => Boolean(a)),
    price: sold
      ? null
      : {
          text: price.text,
          before: price.before !== null ? formatDollars(price.before) : null,
          type: priceTypeLabel(hit.price_type, price),
        },
    weekly:
      cfg.cardRepayment &&
      !sold &&
      price.kind !== 'none' &&
      hit.weekly_figure !== null &&
      hit.quote_rate !== null &&
      hit.quote_comparison_rate !== null
        ? { amount: hit.weekly_figure, rate: hit.quote_rate, comparisonRate: hit.quote_comparison_rate }
        : null,
    location: hit.location_name || null,
    save:
      favourite || compare
        ? {
            favourite,
            compare,
            make: hit.make,
            model: hit.model,
            year: hit.year,
            km: hit.km,
            body: hit.body,
            transmission: hit.transmission,
            fuel: hit.fuel,
          }
        : null,
  }
}

/** The favourite list's entry for a card (SAVE-13): its photo as the card shows it. */
export function favouriteFromCard(card: CardView): FavouriteCar {
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    make: card.save?.make ?? null,
    model: card.save?.model ?? null,
    primary_image_url: card.image,
  }
}

/** The compare list's entry for a card (SAVE-19), with the price text the card shows. */
export function comparedFromCard(card: CardView): ComparedCar {
  return {
    ...favouriteFromCard(card),
    year: card.save?.year ?? null,
    km: card.save?.km ?? null,
    price_text: card.price?.text ?? null,
    simple_body: card.save?.body ?? null,
    transmission: card.save?.transmission ?? null,
    fuel: card.save?.fuel ?? null,
  }
}

/**
 * A card view as it travels in a page's flight payload: the same values as CardView in a fixed order,
 * without its keys. The keys were about a third of each card's bytes, and the payload repeats them for every card
 * (escaped again inside the page's script tags). packCard on the server, unpackCard in the browser; nothing else
 * reads this shape.
 */
export type PackedCard = [
  id: string,
  slug: string,
  name: string,
  badge: string | null,
  status: string,
  carType: CarType,
  image: string | null,
  tag: [kind: CardTag['kind'], label: string] | null,
  attrs: string[],
  price: [text: string, before: string | null, type: string | null] | null,
  weekly: [amount: number, rate: number, comparisonRate: number] | null,
  location: string | null,
  save:
    | [
        favourite: boolean,
        compare: boolean,
        make: string | null,
        model: string | null,
        year: number | null,
        km: number | null,
        body: string | null,
        transmission: string | null,
        fuel: string | null,
      ]
    | null,
]

export function packCard(c: CardView): PackedCard {
  const { tag, price, save } = c
  return [
    c.id,
    c.slug,
    c.name,
    c.badge,
    c.status,
    c.carType,
    c.image,
    tag ? [tag.kind, tag.label] : null,
    c.attrs,
    price ? [price.text, price.before, price.type] : null,
    c.weekly ? [c.weekly.amount, c.weekly.rate, c.weekly.comparisonRate] : null,
    c.location,
    save
      ? [
          save.favourite,
          save.compare,
          save.make,
          save.model,
          save.year,
          save.km,
          save.body,
          save.transmission,
          save.fuel,
        ]
      : null,
  ]
}

export function unpackCard(packed: PackedCard): CardView {
  const [id, slug, name, badge, status, carType, image, tag, attrs, price, weekly, location, save] = packed
  return {
    id,
    slug,
    name,
    badge,
    status,
    carType,
    image,
    tag: tag ? { kind: tag[0], label: tag[1] } : null,
    attrs,
    price: price ? { text: price[0], before: price[1], type: price[2] } : null,
    weekly: weekly ? { amount: weekly[0], rate: weekly[1], comparisonRate: weekly[2] } : null,
    location,
    save: save
      ? {
          favourite: save[0],
          compare: save[1],
          make: save[2],
          model: save[3],
          year: save[4],
          km: save[5],
          body: save[6],
          transmission: save[7],
          fuel: save[8],
        }
      : null,
  }
}
