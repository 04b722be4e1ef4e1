import type { SVGProps } from 'react'

import { ICON_SPRITE_URL } from './iconSprite'

/**
 * The site's icons: lucide's drawings in one cached sprite (public/icons.svg, built by `npm run icons` from this
 * table), referenced with `<use>`. Each export has the name and props of its lucide-react component, so a file
 * switches by changing its import; server and client components can both use them (no hooks, no state). A page
 * carries a reference per icon (~110 bytes: the svg's presentation is a CSS class) instead of the whole drawing, and no icon code
 * ships to the browser.
 * Add an icon: a line here (export name → lucide's file name in node_modules/lucide-react/dist/esm/icons), then
 * `npm run icons` (the unit test fails while the sprite is out of date).
 */
const ICONS = {
  ArrowLeft: 'arrow-left',
  ArrowLeftRight: 'arrow-left-right',
  ArrowRight: 'arrow-right',
  BadgeDollarSign: 'badge-dollar-sign',
  BadgePercent: 'badge-percent',
  Bookmark: 'bookmark',
  Calculator: 'calculator',
  Camera: 'camera',
  Car: 'car',
  Check: 'check',
  CheckCircle2: 'circle-check',
  ChevronDown: 'chevron-down',
  ChevronLeft: 'chevron-left',
  ChevronRight: 'chevron-right',
  Clock: 'clock',
  Cog: 'cog',
  Download: 'download',
  ExternalLink: 'external-link',
  FileText: 'file-text',
  Gauge: 'gauge',
  Heart: 'heart',
  Home: 'house',
  Link2: 'link-2',
  Mail: 'mail',
  MapPin: 'map-pin',
  Menu: 'menu',
  MessageCircle: 'message-circle',
  MessageSquare: 'message-square',
  MessageSquareText: 'message-square-text',
  Phone: 'phone',
  Printer: 'printer',
  Search: 'search',
  SearchX: 'search-x',
  Send: 'send',
  SlidersHorizontal: 'sliders-horizontal',
  Tag: 'tag',
  TrendingDown: 'trending-down',
  User: 'user',
  Wrench: 'wrench',
  X: 'x',
} as const

export type IconName = (typeof ICONS)[keyof typeof ICONS]

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  /** Width and height in px (lucide's default 24, set by the `.i` rule in site.css). */
  size?: number | string
  strokeWidth?: number | string
}

/** The sizes (px) icons.css has a class for (`i16`: 4 bytes instead of `width="16" height="16"`). */
const SIZE_CLASSES = new Set([14, 16, 18, 20, 22, 26, 28, 40, 56])

/**
 * One icon from the sprite: `<svg class="i" aria-hidden="true"><use href="…#name"/></svg>` (~110 bytes). The
 * drawing's presentation (24 px, no fill, 2 px round currentColor strokes) is the `.i` rule in
 * src/app/(site)/site.css, at zero specificity so any component's own CSS still sizes its icons; the symbol's own
 * viewBox scales the drawing, so the outer svg needs none. A `size` other than 24 becomes a size class (`i16`, also
 * at zero specificity: it loses to a component's CSS size as the width/height attributes did) or, for a size
 * without one, width/height attributes; a `strokeWidth` other than 2 an inline style. Decorative (aria-hidden)
 * unless given an accessible name (`aria-label`, `aria-labelledby` or `role="img"`).
 */
export function Icon({ name, size, strokeWidth, className, style, ...rest }: IconProps & { name: IconName }) {
  const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined
  const px = size === undefined ? 24 : Number(size)
  const sizeClass = px === 24 ? '' : SIZE_CLASSES.has(px) ? ` i${px}` : null
  const stroked = strokeWidth !== undefined && Number(strokeWidth) !== 2
  const css = stroked ? { strokeWidth, ...style } : style
  return (
    <svg
      className={`i${sizeClass ?? ''}${className ? ` ${className}` : ''}`}
      aria-hidden={named ? undefined : true}
      {...(sizeClass === null ? { width: size, height: size } : null)}
      {...(css ? { style: css } : null)}
      {...rest}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}

/** A component drawing one icon: what lucide-react's `LucideIcon` type describes. */
export type LucideIcon = ((props: IconProps) => React.ReactElement) & { displayName?: string }

function icon(key: keyof typeof ICONS): LucideIcon {
  const name = ICONS[key]
  const component: LucideIcon = (props) => <Icon {...props} name={name} />
  component.displayName = key
  return component
}

export const ArrowLeft = icon('ArrowLeft')
export const ArrowLeftRight = icon('ArrowLeftRight')
export const ArrowRight = icon('ArrowRight')
export const BadgeDollarSign = icon('BadgeDollarSign')
export const BadgePercent = icon('BadgePercent')
export const Bookmark = icon('Bookmark')
export const Calculator = icon('Calculator')
export const Camera = icon('Camera')
export const Car = icon('Car')
export const Check = icon('Check')
export const CheckCircle2 = icon('CheckCircle2')
export const ChevronDown = icon('ChevronDown')
export const ChevronLeft = icon('ChevronLeft')
export const ChevronRight = icon('ChevronRight')
export const Clock = icon('Clock')
export const Cog = icon('Cog')
export const Download = icon('Download')
export const ExternalLink = icon('ExternalLink')
export const FileText = icon('FileText')
export const Gauge = icon('Gauge')
export const Heart = icon('Heart')
export const Home = icon('Home')
export const Link2 = icon('Link2')
export const Mail = icon('Mail')
export const MapPin = icon('MapPin')
export const Menu = icon('Menu')
export const MessageCircle = icon('MessageCircle')
export const MessageSquare = icon('MessageSquare')
export const MessageSquareText = icon('MessageSquareText')
export const Phone = icon('Phone')
export const Printer = icon('Printer')
export const Search = icon('Search')
export const SearchX = icon('SearchX')
export const Send = icon('Send')
export const SlidersHorizontal = icon('SlidersHorizontal')
export const Tag = icon('Tag')
export const TrendingDown = icon('TrendingDown')
export const User = icon('User')
export const Wrench = icon('Wrench')
export const X = icon('X')
