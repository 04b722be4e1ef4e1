/**
 * The words for a lead's stored keys, one list for every reader: staff on the admin's lead page
 * (src/domain/leads/adminView.ts) and the dealer's CRM in the ADF's comment lines (src/domain/leads/adfLead.ts).
 */

/** The words for each key a lead form sends (src/domain/leads/schema.ts), its car snapshot and its valuation. */
export const LEAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'Number',
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  message: 'Message',
  opt_in: 'Wants offers and updates',
  PreferredContactMethod: 'Preferred contact',
  finance: 'Wants finance',
  'do-you-have-a-trade-in': 'Has a trade-in',
  'trade-in': 'Trade-in',
  has_trade_in: 'Has a trade-in',
  kms: 'Kilometres',
  km: 'Kilometres',
  regoState: 'Registration state',
  rego: 'Registration',
  Rego: 'Registration',
  category: 'Enquiry type',
  subcategory: 'Detail',
  location: 'Location',
  location_id: 'Location number',
  dealership_slug: 'Dealership',
  terms_conditions: 'Accepted the terms',
  source: 'Source',
  manufacturer_slug: 'Brand',
  stock_number: 'Stock number',
  'Vehicle Make': 'Make',
  'Vehicle Model': 'Model',
  car_type: 'New, demo or used',
  car_id: 'Car number',
  vehicle_status: 'Car status',
  'Test Drive Booking Date': 'Test drive date',
  'Request Photos': 'Photo request',
  preferredDealership: 'Preferred dealership',
  vehiclePriceBudget: 'Finance budget',
  vin: 'VIN',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  badge: 'Badge',
  'Preferred Service Date': 'Preferred service date',
  offer_id: 'Offer number',
  offer_name: 'Offer',
  journey_id: 'Buy-online order',
  drive_away_price: 'Drive-away price',
  payment_method: 'Paying by',
  finance_contact: 'Finance contact',
  delivery_method: 'Delivery',
  delivery_postcode: 'Delivery postcode',
  delivery_estimate: 'Delivery estimate',
  licence_number: 'Licence number',
  licence_state: 'Licence state',
  deposit_reference: 'Deposit reference',
  deposit_status: 'Deposit status',
  term: 'Loan term',
  loan_term: 'Loan term',
  deposit: 'Deposit',
  deposit_amount: 'Deposit',
  estimate: 'Estimate',
  low: 'Lowest estimate',
  high: 'Highest estimate',
  offer_price: 'Offer',
  visited_pages: 'Pages visited',
  linked_query_params: 'Campaign and link details',
  price: 'Price',
  title: 'Title',
  tag: 'Tag',
  location_name: 'Location',
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
  utm_term: 'Campaign search term',
  utm_content: 'Campaign ad',
  gclid: 'Google ad click',
  fbclid: 'Facebook ad click',
}

/**
 * A key in words: the table above (the admin's lead page and the ADF's comment lines read the same words), else its parts spaced and capitalised.
 *   fieldLabel('vehiclePriceBudget') → 'Finance budget'; fieldLabel('trade_in_colour') → 'Trade in colour';
 *   fieldLabel('serviceType') → 'Service type'
 */
export function fieldLabel(key: string): string {
  const known = LEAD_FIELD_LABELS[key]
  if (known) return known
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : key
}
