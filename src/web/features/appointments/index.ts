/** Public surface of the appointments feature: the grid screen `#/user/appuntamenti`. */
export {
  AppointmentsPage,
  type AnnotationsSlot,
  type AnnotationsSlotProps,
  type AppointmentsPageSlots,
  type AppointmentMessageKind,
  type AppointmentMessageRequest,
  type MessageSlot,
} from './appointments-page';
