import type { Block } from 'payload'

import { valueOptions } from '../../collections/fields/options'
import { headingField } from '../shared/fields'

/** A new block's heading, and the one shown when it is left empty. */
export const ENQUIRY_FORM_HEADING = 'Send us an enquiry'

/** Code-owned: the form is React with the same zod schema the server checks. */
export const EnquiryFormBlock: Block = {
  slug: 'enquiryForm',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  fields: [
    headingField({ defaultValue: ENQUIRY_FORM_HEADING }),
    {
      name: 'category',
      type: 'select',
      defaultValue: 'General Enquiry',
      options: valueOptions(['General Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Career Enquiry']),
    },
    { name: 'submitLabel', type: 'text', defaultValue: 'Submit Form' },
  ],
}
