import type { Condition, TextField } from 'payload'

/** What a stored secret reads as everywhere (admin, REST, GraphQL): its last four characters behind dots. */
export function maskSecret(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null
  return `••••••••${value.slice(-4)}`
}

/**
 * A secret a group admin can set or replace but nobody can read back: every read (the admin, REST, GraphQL, the
 * site's own finds) gets the masked form, so the key never leaves the database through Payload. Saving the masked
 * form, or nothing, keeps the stored secret; a new value replaces it (switching the provider off is how a key stops
 * being used). The server reads the real value with SQL (src/data/payments/settings.ts).
 */
export function writeOnlySecret(
  field: { name: string; label: string; description: string; condition?: Condition },
  validate: (value: string) => true | string,
): TextField {
  return {
    name: field.name,
    label: field.label,
    type: 'text',
    maxLength: 255,
    admin: {
      description: `${field.description} Shown masked once saved; type a new one to replace it.`,
      condition: field.condition,
    },
    validate: (value: string | null | undefined) => {
      if (!value || value.startsWith('••••')) return true
      return validate(value.trim())
    },
    hooks: {
      afterRead: [({ value }) => maskSecret(value)],
      beforeChange: [
        // siblingDocWithLocales is the stored row as it is (previousSiblingDoc has been through afterRead: masked)
        ({ value, siblingDocWithLocales }) => {
          if (typeof value !== 'string' || value === '' || value.startsWith('••••')) {
            return (siblingDocWithLocales as Record<string, unknown> | undefined)?.[field.name] ?? null
          }
          return value.trim()
        },
      ],
    },
  }
}
