import { z } from 'zod'

/**
 * A vehicle slug as the seed and the feed importer make them: lower-case words and digits joined by hyphens, at most
 * 200 characters. Pages and API routes check a slug from the address with it before any lookup.
 *   '2022-toyota-hilux-sr5-hb123' ✓; '2022 Toyota', '../x', '-a', 'a--b' ✗
 */
export const vehicleSlug = z
  .string()
  .trim()
  .min(1, { error: 'slug is required' })
  .max(200, { error: 'slug must be at most 200 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case letters, digits and hyphens' })
