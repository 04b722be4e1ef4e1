import type { Block } from 'payload'

/** Code-owned: the form is React with the same zod schema the server checks. */
export const EnquiryFormBlock: Block = {
  slug: 'enquiryForm',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Send us an enquiry' },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'General Enquiry',
      options: ['General Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Career Enquiry'].map((v) => ({
        label: v,
        value: v,
      })),
    },
    { name: 'submitLabel', type: 'text', defaultValue: 'Submit Form' },
  ],
}
