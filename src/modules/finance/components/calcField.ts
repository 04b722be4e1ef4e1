import type { FormFieldClasses } from '@/components/ui/FormField'

/** A calculator field's parts (finance.css): the finance, fuel and delivery calculators share the look. */
export const CALC_FIELD: FormFieldClasses = { field: 'calc-field', label: 'calc-field__label' }
