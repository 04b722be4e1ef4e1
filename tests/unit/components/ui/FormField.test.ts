import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { FormField, formFieldControl, type FormFieldControl } from '@/components/ui/FormField'

const input = (control: FormFieldControl) => createElement('input', { ...control, type: 'text' })
const render = (props: Omit<Parameters<typeof FormField>[0], 'children' | 'classes'>) =>
  renderToStaticMarkup(
    createElement(FormField, {
      ...props,
      classes: { field: 'f', label: 'f__label', hint: 'f__hint', error: 'f__error' },
      children: input,
    }),
  )

describe('formFieldControl', () => {
  it('a valid field without a hint carries only its id', () => {
    expect(formFieldControl({ id: 'x' })).toEqual({ id: 'x', 'aria-invalid': undefined, 'aria-describedby': undefined })
  })

  it('an error marks the control invalid and describes it by the error element', () => {
    expect(formFieldControl({ id: 'x', error: 'Required' })).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'x-error',
    })
  })

  it('names the hint, then the error, then text elsewhere', () => {
    expect(formFieldControl({ id: 'x', hint: 'At least 8', error: 'Too short', describedBy: 'status' })).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'x-hint x-error status',
    })
  })

  it('an empty error is no error', () => {
    expect(formFieldControl({ id: 'x', error: '' })['aria-invalid']).toBeUndefined()
  })

  it('invalid marks the control for a message shown elsewhere', () => {
    expect(formFieldControl({ id: 'x', invalid: true, describedBy: 'status' })).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'status',
    })
  })
})

describe('FormField', () => {
  it('draws the label for the control, and neither hint nor error when there are none', () => {
    expect(render({ id: 'email', label: 'Email' })).toBe(
      '<div class="f"><label class="f__label" for="email">Email</label><input id="email" type="text"/></div>',
    )
  })

  it('draws the hint before the control and the error after it, with the ids the control names', () => {
    expect(render({ id: 'pw', label: 'Password', hint: 'At least 8 characters.', error: 'Too short' })).toBe(
      '<div class="f"><label class="f__label" for="pw">Password</label>' +
        '<p class="f__hint" id="pw-hint">At least 8 characters.</p>' +
        '<input id="pw" aria-invalid="true" aria-describedby="pw-hint pw-error" type="text"/>' +
        '<p class="f__error" id="pw-error">Too short</p></div>',
    )
  })

  it('leaves out a class the form does not give', () => {
    const html = renderToStaticMarkup(
      createElement(FormField, { id: 'p', label: 'Postcode', classes: { field: 'loc' }, children: input }),
    )
    expect(html).toBe('<div class="loc"><label for="p">Postcode</label><input id="p" type="text"/></div>')
  })
})
