/**
 * Every endpoint contract of the API, in one list: the server checks at start-up that it
 * registered exactly these, and the sweeps (fuzz, tenancy, roles) walk it so a new
 * endpoint is covered without writing a new test. Add a new area's module here.
 */
import type { EndpointDef } from './endpoint';
import * as account from './account';
import * as admin from './admin';
import * as adminSession from './admin-session';
import * as appointments from './appointments';
import * as archive from './archive';
import * as auth from './auth';
import * as webBooking from './web-booking';
import * as contacts from './contacts';
import * as customerLink from './customer-link';
import * as bookingSheet from './booking-sheet';
import * as events from './events';
import * as health from './health';
import * as letters from './letters';
import * as messaging from './messaging';
import * as notes from './notes';
import * as optOuts from './opt-outs';
import * as privacy from './privacy';
import * as quickLogin from './quick-login';
import * as recallImport from './recall-import';
import * as recalls from './recalls';
import * as notifications from './notifications';
import * as reminders from './reminders';
import * as settings from './settings';
import * as sync from './sync';
import * as system from './system';
import * as twoFactor from './two-factor';
import * as statistics from './statistics';
import * as vehicleAnnotations from './vehicle-annotations';
import * as whatsapp from './whatsapp';
import * as workshopCodes from './workshop-codes';

function endpointsOf(mod: Record<string, unknown>): EndpointDef[] {
  return Object.values(mod).filter(
    (v): v is EndpointDef =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v,
  );
}

// The admin's account endpoints come last: the sweeps call them with valid inputs too, and
// one that switches off or signs out the sweeps' own workshop must not cut the others short.
export const ALL_ENDPOINTS: readonly EndpointDef[] = [
  account,
  appointments,
  archive,
  auth,
  webBooking,
  customerLink,
  contacts,
  bookingSheet,
  events,
  health,
  letters,
  messaging,
  notes,
  optOuts,
  privacy,
  quickLogin,
  recallImport,
  recalls,
  reminders,
  settings,
  sync,
  system,
  statistics,
  twoFactor,
  vehicleAnnotations,
  whatsapp,
  workshopCodes,
  notifications,
  adminSession,
  admin,
].flatMap((m) => endpointsOf(m as Record<string, unknown>));
