import { leadDefaultsFromVehicle, vehicleLead } from '@/domain/leads/defaults'

const car = {
  id: '42',
  make: 'Mercedes-Benz',
  model: 'C300',
  stocknum: 'S123',
  carType: 'demo' as const,
  status: 'in_stock' as const,
  dealershipSlug: 'westside',
  tag: null,
}

describe('lead defaults from the vehicle', () => {
  it('LEAD-10 fills dealership_slug, manufacturer_slug, stock_number, make, model, car_type, car_id, vehicle_status, subcategory', () => {
    expect(leadDefaultsFromVehicle(car, 'Vehicle Enquiry')).toEqual({
      dealership_slug: 'westside',
      manufacturer_slug: 'mercedes-benz',
      stock_number: 'S123',
      'Vehicle Make': 'Mercedes-Benz',
      'Vehicle Model': 'C300',
      car_type: 'demo',
      car_id: '42',
      vehicle_status: 'in_stock',
      subcategory: 'Vehicle Enquiry',
    })
  })
  it('LEAD-52 LEAD-53 LEAD-54 LEAD-55 category and event follow the car (demo counts as new)', () => {
    expect(vehicleLead(car, 'enquiry')).toEqual({ category: 'New Car Enquiry', eventId: 14 })
    expect(vehicleLead({ ...car, carType: 'used' }, 'enquiry')).toEqual({ category: 'Used Car Enquiry', eventId: 15 })
    expect(vehicleLead({ ...car, carType: 'used' }, 'test-drive')).toEqual({ category: 'Test Drive', eventId: 48 })
    expect(vehicleLead({ ...car, carType: 'used', tag: 'Test Drive Only' }, 'test-drive').eventId).toBe(17)
    expect(vehicleLead(car, 'photos')).toEqual({ category: 'Request Photos', eventId: 22 })
  })
})
