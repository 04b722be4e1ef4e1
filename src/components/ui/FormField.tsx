import type { ReactNode } from 'react'

/**
 * The attributes that tie a form control to its label, hint and error: spread onto the input, select or textarea
 * (`<input {...control} {...register('email')} />`). `aria-invalid` is present only while the field is invalid and
 * `aria-describedby` only when something describes it, so a valid field without a hint carries neither.
 */
export interface FormFieldControl {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The class names of a field's parts: each form keeps its own look (the lead form, the trade-in, a calculator). */
export interface FormFieldClasses {
  field: string
  label?: string
  hint?: string
  error?: string
}

export interface FormFieldProps {
  /** the control's id; the hint's and error's ids are `${id}-hint` and `${id}-error` */
  id: string
  label: ReactNode
  hint?: ReactNode
  /** the message shown under the control; none (or empty) when the field is valid */
  error?: string | null
  /** marks the control invalid for a message shown elsewhere (a status line below the form) */
  invalid?: boolean
  /** ids of text elsewhere that describes the control, after its own hint and error */
  describedBy?: string
  classes: FormFieldClasses
  /** draws the control (or the control with its affixes) from the attributes that tie it to the label and messages */
  children: (control: FormFieldControl) => ReactNode
}

/** The control's attributes for a field's state: hint first, then error, then what `describedBy` names. */
export function formFieldControl({
  id,
  hint,
  error,
  invalid,
  describedBy,
}: Pick<FormFieldProps, 'id' | 'hint' | 'error' | 'invalid' | 'describedBy'>): FormFieldControl {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy || null].filter(Boolean)
  return {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  }
}

/**
 * A labelled form control with its optional hint and error (a `<div>` of label, hint, control, error). The form
 * keeps its own logic: the control is the form's (a react-hook-form `register` result, a controlled input, a
 * select), drawn by `children` with the attributes that tie it to the label and messages.
 */
export function FormField(props: FormFieldProps) {
  const { id, label, hint, error, classes, children } = props
  // a label without a class of its own gets no className prop: a server page's payload would write it as undefined
  return (
    <div className={classes.field}>
      <label {...(classes.label ? { className: classes.label } : {})} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={classes.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(formFieldControl(props))}
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
