'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { NO_DEALERSHIP } from '../../../src/domain/leads/adminView'

/** A lead's dealership in the list; a lead that names none says it is for the whole group. */
export function DealershipCell(props: DefaultCellComponentProps) {
  const value = props.cellData
  if (value !== null && value !== undefined && value !== '') return <DefaultCell {...props} />
  return <span className="ldadm-quiet">{NO_DEALERSHIP}</span>
}
