'use client'

import type { DefaultCellComponentProps } from 'payload'

import './marketing-admin.css'

/** The list's image column: a small preview of the uploaded image or the image URL (the virtual field's value). */
export function ThumbnailCell({ cellData }: DefaultCellComponentProps) {
  const src = typeof cellData === 'string' && cellData !== '' ? cellData : null
  if (!src) return <span className="mkadm-thumb mkadm-thumb--none">No image</span>
  // eslint-disable-next-line @next/next/no-img-element -- a 64 px admin preview of any URL; next/image needs known hosts
  return <img className="mkadm-thumb" src={src} alt="" width={64} height={40} loading="lazy" decoding="async" />
}

/** The edit view shows the upload's own preview: the list-only thumbnail field renders nothing there. */
export function NoField() {
  return null
}
