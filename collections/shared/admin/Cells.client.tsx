'use client'

import { DefaultCell, useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import type { ReactNode } from 'react'
import type { DefaultCellComponentProps } from 'payload'

import { formatDollars } from '../../../src/domain/price'
import { inWords } from './words'

/** The cell's content, linked to the document when it is the list's first column (as Payload's own cells are). */
function Linked({ props, children }: { props: DefaultCellComponentProps; children: ReactNode }) {
  const { config } = useConfig()
  const id = props.rowData?.id
  if (!props.link || id === undefined) return <>{children}</>
  const admin = config.routes?.admin ?? '/admin'
  return (
    <Link href={props.linkURL ?? `${admin}/collections/${props.collectionSlug}/${encodeURIComponent(String(id))}`}>
      {children}
    </Link>
  )
}

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * Any value in a list as Payload shows it, but an empty one as a quiet '—' (Payload's own cell says
 * '<No Subcategory>', '<No Dealership>').
 */
export function QuietCell(props: DefaultCellComponentProps) {
  if (!empty(props.cellData)) return <DefaultCell {...props} />
  return (
    <Linked props={props}>
      <span aria-label="None">—</span>
    </Linked>
  )
}

/** A tick box in a list: 'Yes' or 'No' (Payload's own cell prints 'true' and 'false'). */
export function YesNoCell(props: DefaultCellComponentProps) {
  const value = props.cellData
  return <Linked props={props}>{value === true ? 'Yes' : value === false ? 'No' : '—'}</Linked>
}

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** Dollars stored as dollars: 20000 → '$20,000'. */
export function DollarsCell(props: DefaultCellComponentProps) {
  const n = wholeNumber(props.cellData)
  return <Linked props={props}>{n === null ? '—' : formatDollars(n)}</Linked>
}

/** Dollars stored as cents (a payment's amount): 20000 → '$200'. */
export function CentsCell(props: DefaultCellComponentProps) {
  const n = wholeNumber(props.cellData)
  return <Linked props={props}>{n === null ? '—' : formatDollars(n / 100)}</Linked>
}

/** A stored code in words (a journey's step, a reservation's status in its history): collections/shared/admin/words.ts. */
export function WordsCell(props: DefaultCellComponentProps) {
  const name = 'name' in props.field ? props.field.name : ''
  return <Linked props={props}>{inWords(props.collectionSlug, name, props.cellData)}</Linked>
}
