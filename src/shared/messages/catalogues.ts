/**
 * Every area's catalogue of Italian texts (spec 000 §5, §8; 001 §5, §8), re-exported in one
 * place so `index.ts` lists them once: for its own exports and for `ALL_MESSAGES`.
 */
export { ADMIN_MSG } from './admin';
export { APPOINTMENTS_MSG } from './appointments';
export { AUTH_MSG } from './auth';
export { BOOKING_MSG } from './web-booking';
export { BACKOFFICE_MSG } from './backoffice';
export { COMMON_MSG } from './common';
export { HTTP_MSG } from './http';
export { MESSAGING_MSG } from './messaging';
export { NOTIFICATIONS_MSG } from './notifications';
export { OPT_OUTS_MSG } from './opt-outs';
export { PRIVACY_MSG } from './privacy';
export { RECALLS_MSG } from './recalls';
export { SETTINGS_MSG } from './settings';
export { SYNC_MSG } from './sync';
export { VEHICLE_ANNOTATIONS_MSG } from './vehicle-annotations';
