/** Public surface of the vehicle annotations feature (spec 000 §2 popups, §5). */
export { VehicleAnnotationsPopup } from './components/vehicle-annotations-lazy';
export { plateAllowsAnnotation } from './lib/plate';
