'use client'

/**
 * Lead dialogs (VDP-35): a button that opens an accessible modal holding a form. The forms themselves come from the
 * leads issue; until then pass any placeholder as children.
 *
 * LeadDialog props
 *   buttonLabel      the opening button's text
 *   title            the dialog's heading and accessible name
 *   carName          shown under the heading ('About: {car name}')
 *   children         the form (slot)
 *   buttonClassName  class of the opening button (default 'button button--primary')
 *   id               optional id of the opening button (for '#enquire'-style links to focus it)
 * TestDriveDialog, EnquiryDialog and RequestPhotosDialog fix the title and default button text:
 *   'Book a Test Drive', config.forms.enquireButtonText ('Enquire Now' / 'Message Now') via `buttonLabel`, and
 *   'Request More Photos'. They take { carName, children, buttonLabel?, buttonClassName?, id? }.
 */
import { useState, type ReactNode } from 'react'

import { Dialog } from '@/components/ui/Dialog.client'

export interface LeadDialogProps {
  buttonLabel: string
  title: string
  carName: string
  children?: ReactNode
  buttonClassName?: string
  id?: string
}

export function LeadDialog({
  buttonLabel,
  title,
  carName,
  children,
  buttonClassName = 'button button--primary',
  id,
}: LeadDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id={id} className={buttonClassName} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonLabel}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} className="vd-lead-dialog">
        <p className="vd-lead-dialog__car">About: {carName}</p>
        {children}
      </Dialog>
    </>
  )
}

type Preset = Omit<LeadDialogProps, 'title' | 'buttonLabel'> & { buttonLabel?: string }

export function TestDriveDialog({ buttonLabel = 'Book a Test Drive', ...rest }: Preset) {
  return <LeadDialog title="Book a Test Drive" buttonLabel={buttonLabel} {...rest} />
}

export function EnquiryDialog({ buttonLabel = 'Enquire Now', ...rest }: Preset) {
  return <LeadDialog title="Enquire About This Vehicle" buttonLabel={buttonLabel} {...rest} />
}

export function RequestPhotosDialog({ buttonLabel = 'Request More Photos', ...rest }: Preset) {
  return <LeadDialog title="Request More Photos" buttonLabel={buttonLabel} {...rest} />
}
