import { vehicleBreadcrumbs, type CrumbVehicle } from '@/domain/vehicle/breadcrumbs'

const vehicle: CrumbVehicle = {
  name: '2022 Mazda CX-5 Maxx',
  carType: 'used',
  make: 'Mazda',
  model: 'CX-5',
  simpleBody: 'suv',
}

describe('breadcrumbs', () => {
  const crumbs = (models: string[], v: CrumbVehicle = vehicle) => vehicleBreadcrumbs(v, models)

  it('VDP-01 VDP-02 Home, car type, make, model, body, then the current page', () => {
    expect(crumbs(['CX-5', 'CX-9'])).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Mazda', href: '/search/mazda' },
      { label: 'CX-5', href: '/search/mazda/cx-5' },
      { label: 'SUV', href: '/search/suv' },
      { label: '2022 Mazda CX-5 Maxx', href: null },
    ])
  })

  it('VDP-03 the model crumb only when the model is in the known list', () => {
    const labels = crumbs(['CX-9']).map((c) => c.label)
    expect(labels).toEqual(['Home', 'Used Cars', 'Mazda', 'SUV', '2022 Mazda CX-5 Maxx'])
    expect(crumbs(['cx-5']).map((c) => c.label)).toContain('CX-5')
  })

  it('missing values are skipped; body slugs follow the search landing paths', () => {
    const v = { ...vehicle, carType: 'demo', make: null, simpleBody: 'peopleMover' }
    expect(crumbs([], v)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Demo Cars', href: '/search/demo-cars' },
      { label: 'People Mover', href: '/search/people-mover' },
      { label: '2022 Mazda CX-5 Maxx', href: null },
    ])
  })
})
