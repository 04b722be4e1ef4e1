import { resolveSiteConfig, TEMPLATE_DEFAULTS, TEMPLATES } from '@/domain/siteConfig'
import { usedCarRouteServes, usedCarTarget } from '@/domain/vehicle/usedCarRoute'

const used = TEMPLATE_DEFAULTS.used
const car = (carType: 'new' | 'demo' | 'used', slug = '2019-toyota-corolla-ascent-u1042') => ({ slug, carType })

describe('/used-car/{slug}', () => {
  it('RTE-08 exists on one template: the used-car template serves it, group and brand do not', () => {
    expect(TEMPLATES.filter((t) => usedCarRouteServes(TEMPLATE_DEFAULTS[t], 'a-car'))).toEqual(['used'])
  })

  it('RTE-08 configurable per tenant: switched on for a group site, off for a used-car site', () => {
    expect(usedCarRouteServes(resolveSiteConfig({ template: 'group', features: { used_car_routes: 'on' } }), 'x')).toBe(
      true,
    )
    expect(usedCarRouteServes(resolveSiteConfig({ template: 'used', features: { used_car_routes: 'off' } }), 'x')).toBe(
      false,
    )
  })

  it('RTE-08 a used car of the tenant leads to its one vehicle page, /cars/{slug}', () => {
    expect(usedCarTarget(used, '2019-toyota-corolla-ascent-u1042', car('used'))).toBe(
      '/cars/2019-toyota-corolla-ascent-u1042',
    )
  })

  it('RTE-08 a new or demo car, an unknown car, a malformed slug or a site with the route off is a 404 (null)', () => {
    expect(usedCarTarget(used, 'x', car('new', 'x'))).toBeNull()
    expect(usedCarTarget(used, 'x', car('demo', 'x'))).toBeNull()
    expect(usedCarTarget(used, 'x', null)).toBeNull()
    expect(usedCarTarget(TEMPLATE_DEFAULTS.group, 'x', car('used', 'x'))).toBeNull()
    for (const slug of ['../cars', 'Toyota Corolla', '%E0%A4%A', '', 'a--b']) {
      expect(usedCarRouteServes(used, slug)).toBe(false)
      expect(usedCarTarget(used, slug, car('used', slug))).toBeNull()
    }
  })
})
