'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatDateTime } from '../../../src/domain/dateFormat'

interface Row {
  id: number
  reference: string
  status: string
  held_until?: string | null
  createdAt: string
}

/**
 * The car's reservations (newest first, up to 10), each linking to its page with the full history and the staff
 * actions. Read from the reservations API with the staff session, so a user sees only what they may read.
 */
export function CarReservations() {
  const { id } = useDocumentInfo()
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    if (!id) return
    const query = `where[vehicle][equals]=${encodeURIComponent(String(id))}&depth=0&limit=10&sort=-createdAt`
    fetch(`/api/reservations?${query}`, { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : { docs: [] }))
      .then((body: { docs?: Row[] }) => setRows(body.docs ?? []))
      .catch(() => setRows([]))
  }, [id])
  if (!id || !rows || rows.length === 0) return null
  return (
    <div className="field-type" data-testid="car-reservations">
      <p className="field-label">Reservations</p>
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            <a href={`/admin/collections/reservations/${r.id}`}>{r.reference}</a> — {r.status}
            {r.status === 'held' && r.held_until ? `, held until ${formatDateTime(new Date(r.held_until))}` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}
