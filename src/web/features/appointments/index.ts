/** Public surface of the appointments feature: the grid screen `#/user/appuntamenti`. */
export {
  AppointmentsPage,
  type AnnotationsSlot,
  type AnnotationsSlotProps,
  type AppointmentsPageSlots,
} from './appointments-page';
