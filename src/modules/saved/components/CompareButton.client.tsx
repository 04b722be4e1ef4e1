'use client'

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
  // One button and its message, no wrapper and no box element (saved.css draws the box and its tick).
  return (
    <>
      <button
        type="button"
        className={`saved-button saved-button--compare${on ? ' saved-button--on' : ''}${className ? ` ${className}` : ''}`}
        aria-pressed={on}
        aria-label={`Compare ${car.name}`}
        onClick={onClick}
      >
        Compare
      </button>
      {/* drawn only with a message (not an empty live region per card); an alert is announced as it appears */}
      {message ? (
        <span role="alert" className="saved-compare__message">
          {message}
        </span>
      ) : null}
    </>
  )
}
