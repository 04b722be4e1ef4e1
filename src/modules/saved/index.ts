/**
 * What other modules (the vehicle page) use from saved. Client components only, so server components can import
 * this file; client code that needs the hooks or recordViewedCar imports ./savedLists directly.
 */
export { FavouriteButton } from './components/FavouriteButton.client'
export { CompareButton } from './components/CompareButton.client'
export { CompareTray } from './components/CompareTray.client'
export { RecordViewedCar } from './components/RecordViewedCar.client'
