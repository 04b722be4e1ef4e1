'use client'

import { Check } from '@/components/ui/icons'
import { useState } from 'react'

import { includesId, MAX_COMPARE, toggleCompare, type ComparedCar } from '@/domain/saved/lists'

import { compareStore, useCompared } from '../savedLists'

export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} vehicles. Remove one to add this one.`

/**
 * Adds the car to, or takes it from, the compare list (SAVE-19: no sign-in, at most 3 cars, stored in this
 * browser). A fourth car is refused with a spoken and visible message. The caller decides whether it shows at
 * all (showSaveButton('compare', …), SAVE-16..18).
 */
export function CompareButton({ car, className }: { car: ComparedCar; className?: string }) {
  const compared = useCompared()
  const on = includesId(compared, car.id)
  const [message, setMessage] = useState('')
  const onClick = () => {
    let action = ''
    compareStore.update((list) => {
      const out = toggleCompare(list, car)
      action = out.action
      return out.list
    })
    setMessage(action === 'full' ? COMPARE_FULL_MESSAGE : '')
  }
  return (
    <span className={`saved-compare${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className={`saved-button saved-button--compare${on ? ' saved-button--on' : ''}`}
        aria-pressed={on}
        aria-label={`Compare ${car.name}`}
        onClick={onClick}
        data-testid="compare-button"
      >
        <span className="saved-button__box">{on ? <Check size={14} strokeWidth={3} /> : null}</span>
        Compare
      </button>
      <span role="status" className="saved-compare__message">
        {message}
      </span>
    </span>
  )
}
