'use client'

import { useEffect } from 'react'

import type { ViewedCar } from '@/domain/saved/lists'

import { recordViewedCar } from '../savedLists'

/**
 * SAVE-20: renders nothing; once in the browser it records the car as viewed (most recent first). For server
 * pages: <RecordViewedCar car={viewedFromDetail(vehicle)} />.
 */
export function RecordViewedCar({ car }: { car: ViewedCar }) {
  const { id, stocknum, make, model, body, simple_body } = car
  useEffect(() => {
    recordViewedCar({ id, stocknum, make, model, body, simple_body })
  }, [id, stocknum, make, model, body, simple_body])
  return null
}
