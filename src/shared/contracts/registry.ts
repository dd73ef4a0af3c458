/**
 * Every endpoint contract of the API, in one list: the server checks at start-up that it
 * registered exactly these, and the sweeps (fuzz, tenancy, roles) walk it so a new
 * endpoint is covered without writing a new test. Add a new area's module here.
 */
import type { EndpointDef } from './endpoint';
import * as admin from './admin';
import * as appointments from './appointments';
import * as auth from './auth';
import * as events from './events';
import * as health from './health';
import * as notes from './notes';
import * as settings from './settings';
import * as vehicleAnnotations from './vehicle-annotations';

function endpointsOf(mod: Record<string, unknown>): EndpointDef[] {
  return Object.values(mod).filter(
    (v): v is EndpointDef =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v,
  );
}

export const ALL_ENDPOINTS: readonly EndpointDef[] = [
  admin,
  appointments,
  auth,
  events,
  health,
  notes,
  settings,
  vehicleAnnotations,
].flatMap((m) => endpointsOf(m as Record<string, unknown>));
