/** /dealerships is the dealer locator too (spec §2 locations screens). */
export { default, metadata } from '../dealer-locator/page'
