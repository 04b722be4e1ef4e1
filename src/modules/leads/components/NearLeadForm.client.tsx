'use client'

/**
 * NearLeadForm: a lead form further down a page (the home page's and content pages' "Send us an enquiry" block)
 * whose code loads only when the shopper comes near it (ship less client JS).
 *
 * The form's code (react-hook-form, the resolver, the lead schema and zod: ~60 KB gzip) would otherwise load and run
 * before the page hydrates, on pages where most shoppers never reach the form. Here the page renders a placeholder of
 * about the form's height; the real form is fetched when the placeholder comes within 400 px of the viewport (so it is
 * there before the shopper sees it), or at once when the shopper points at or tabs into the placeholder. Remembered
 * details still fill it (LeadForm reads them when it mounts).
 *
 * A form that is the page's main content (a heading-level-1 block, a Finance Enquiry pre-filled from the address)
 * uses PaintedLeadForm instead: server-rendered, in the first paint, its code fetched with the page.
 *
 * Neither imports LeadForm statically: Turbopack puts every client component a route's server code imports into
 * that route's one client chunk group, rendered or not, so a static import from the block would ship zod and
 * react-hook-form on every page that can show an enquiry block (the home page included).
 */
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ComponentType } from 'react'

import type { LeadFormProps } from './LeadForm.client'

export function NearLeadForm(props: LeadFormProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [Form, setForm] = useState<ComponentType<LeadFormProps> | null>(null)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    let started = false
    const load = () => {
      if (started) return
      started = true
      stop()
      void import('./LeadForm.client').then((m) => setForm(() => m.LeadForm))
    }
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: '400px 0px',
          })
    observer?.observe(el)
    el.addEventListener('pointerdown', load)
    el.addEventListener('focusin', load)
    function stop() {
      observer?.disconnect()
      el!.removeEventListener('pointerdown', load)
      el!.removeEventListener('focusin', load)
    }
    if (!observer) load()
    return stop
  }, [])

  if (Form) return <Form {...props} />
  return (
    <div ref={ref} id={props.id} className="lead-form lead-form--pending" data-testid="lead-form-pending">
      <p role="status" className="lead-form__pending-text">
        Loading the form…
      </p>
    </div>
  )
}

/** The lead form rendered on the server and hydrated when its code arrives (its chunk loads only where rendered). */
export const PaintedLeadForm = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm))
