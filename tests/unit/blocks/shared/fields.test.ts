import { headingField, linksField } from '../../../../blocks/shared/fields'
import { linkFields } from '../../../../collections/fields/link'

describe('block fields', () => {
  it('headingField is the text field `heading`: optional, required, or with a starting text', () => {
    expect(headingField()).toEqual({ name: 'heading', type: 'text' })
    expect(headingField({ required: true })).toEqual({ name: 'heading', type: 'text', required: true })
    expect(headingField({ defaultValue: 'Send us an enquiry' })).toEqual({
      name: 'heading',
      type: 'text',
      defaultValue: 'Send us an enquiry',
    })
  })

  it('linksField is the array `links` of label, url and new-tab rows within its bounds', () => {
    const field = linksField({ minRows: 1, maxRows: 3 })
    expect(field).toMatchObject({ name: 'links', type: 'array', minRows: 1, maxRows: 3 })
    expect(field.fields.map((f) => ('name' in f ? f.name : null))).toEqual(
      linkFields().map((f) => ('name' in f ? f.name : null)),
    )
    expect(linksField({ maxRows: 2 })).not.toHaveProperty('minRows')
  })
})
