import type { Block } from 'payload'

export const BrandsGridBlock: Block = {
  slug: 'brandsGrid',
  interfaceName: 'BrandsGridBlock',
  labels: { singular: 'Brands grid', plural: 'Brands grids' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Car brands', value: 'car' },
        { label: 'Motorcycle brands', value: 'motorcycle' },
        { label: 'Truck brands', value: 'truck' },
        { label: 'Group brands', value: 'group' },
      ],
      admin: { description: 'Empty shows every category, each under its own heading.' },
    },
  ],
}
