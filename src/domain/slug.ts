/**
 * 'Toyota HiLux SR5 (4x4)' → 'toyota-hilux-sr5-4x4'; 'People & Mover' → 'people-mover'.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
