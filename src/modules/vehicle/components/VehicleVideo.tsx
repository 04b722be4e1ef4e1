/**
 * VehicleVideo (server component): the car's external or uploaded video (VDP-16/17).
 *
 * Props
 *   externalVideoUrl  external_video_url (wins when present)
 *   videoUrl          video_url (an uploaded file)
 *   name              the car's name, for the iframe title and the video's label
 * An embed iframe only when the url starts with a provider embed prefix (VIDEO_EMBED_PREFIXES), otherwise a native
 * muted, looping, inline video with controls (so it can be paused). Renders nothing without a usable url.
 */
import { videoPlan } from '@/domain/vehicle/video'

export interface VehicleVideoProps {
  externalVideoUrl: string | null
  videoUrl: string | null
  name: string
}

export function VehicleVideo({ externalVideoUrl, videoUrl, name }: VehicleVideoProps) {
  const plan = videoPlan(externalVideoUrl, videoUrl)
  if (!plan) return null
  return (
    <section className="vd-video" aria-label={`${name} video`}>
      {plan.kind === 'embed' ? (
        <iframe
          className="vd-video__frame"
          src={plan.src}
          title={`${name} video`}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video
          className="vd-video__native"
          src={plan.src}
          muted
          loop
          playsInline
          controls
          preload="metadata"
          aria-label={`${name} video`}
        />
      )}
    </section>
  )
}
