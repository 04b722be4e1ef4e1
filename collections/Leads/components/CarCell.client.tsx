'use client'

import type { DefaultCellComponentProps } from 'payload'

import { carTitle } from '../../../src/domain/leads/csv'

/** The car the lead was about: 'Year Make Model · stock number', from the snapshot kept on the lead. */
export function CarCell({ cellData }: DefaultCellComponentProps) {
  const car = cellData && typeof cellData === 'object' ? (cellData as Record<string, unknown>) : null
  if (!car) return <span>—</span>
  const title = carTitle(car)
  const stock = typeof car.stock_number === 'string' && car.stock_number ? ` · ${car.stock_number}` : ''
  return <span>{title ? `${title}${stock}` : stock.slice(3) || '—'}</span>
}
