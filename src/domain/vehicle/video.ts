/**
 * Vehicle video (spec §5 Video, VDP-16/17): an embed iframe only when the url starts with a provider's embed prefix,
 * otherwise a native looping muted video. External video wins over an uploaded one.
 *   'https://www.youtube.com/embed/abc' → { kind: 'embed' }      'https://cdn.x.au/car.mp4' → { kind: 'native' }
 *   'https://www.youtube.com/watch?v=abc' → native (not an embed url); 'javascript:…' → null
 */
import { safeHref } from '../links'

export const VIDEO_EMBED_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const

export type VideoPlan = { kind: 'embed'; src: string } | { kind: 'native'; src: string }

export function isEmbedUrl(url: string): boolean {
  return VIDEO_EMBED_PREFIXES.some((prefix) => url.startsWith(prefix))
}

export function videoPlan(
  externalVideoUrl: string | null | undefined,
  videoUrl: string | null | undefined,
): VideoPlan | null {
  const src = safeHref(externalVideoUrl) ?? safeHref(videoUrl)
  if (!src) return null
  if (/^(mailto|tel|sms):/i.test(src)) return null
  return isEmbedUrl(src) ? { kind: 'embed', src } : { kind: 'native', src }
}
