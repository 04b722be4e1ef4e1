import type { Block } from 'payload'

import { valueOptions } from '../../collections/fields/options'
import { DEFAULT_HEADINGS, headedBlock } from '../shared/fields'

/** Code-owned: the form is React with the same zod schema the server checks. */
export const EnquiryFormBlock: Block = headedBlock(
  {
    slug: 'enquiryForm',
    interfaceName: 'EnquiryFormBlock',
    labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  },
  { defaultValue: DEFAULT_HEADINGS.enquiryForm },
  [
    {
      name: 'category',
      type: 'select',
      defaultValue: 'General Enquiry',
      options: valueOptions(['General Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Career Enquiry']),
    },
    {
      name: 'submitLabel',
      label: 'Button text',
      type: 'text',
      defaultValue: 'Submit Form',
      admin: { description: 'The words on the form’s send button.' },
    },
  ],
)
