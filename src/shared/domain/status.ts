/**
 * Numeric state codes kept as the spec defines them (spec 000 §4; 001 §4), behind names.
 */

/** Appointment `stato`: 0 none, 1 waiting (blue), 2 regular (green), 3 to repeat (orange), 4 other (red). */
export const AppointmentStatus = {
  None: 0,
  Waiting: 1,
  Regular: 2,
  Repeat: 3,
  Other: 4,
} as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
export const APPOINTMENT_STATUSES = [0, 1, 2, 3, 4] as const;

/** Italian labels of the states, as the context menu shows them. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  0: 'Nessuno',
  1: 'In attesa',
  2: 'Esito regolare',
  3: 'Esito da ripetere',
  4: 'Altro',
};

/** Mantine colour of each state's cell (0 neutral, 1 blue, 2 green, 3 orange, 4 red). */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  0: 'gray',
  1: 'blue',
  2: 'green',
  3: 'orange',
  4: 'red',
};

/** States 3 and 4 ask an optional reason, saved uppercased in the note (spec 000 §4). */
export function statusAsksReason(status: number): boolean {
  return status === AppointmentStatus.Repeat || status === AppointmentStatus.Other;
}

/** Stato 2 or 3 means the inspection was done (SYNC counts and statistics, spec 000 §4). */
export function inspectionDone(status: number): boolean {
  return status === AppointmentStatus.Regular || status === AppointmentStatus.Repeat;
}

/** `web`: 0 entered by staff, 1 from the web awaiting confirmation, 2 confirmed. */
export const WebState = { Staff: 0, Pending: 1, Confirmed: 2 } as const;
export type WebState = (typeof WebState)[keyof typeof WebState];
export const WEB_LABELS: Record<WebState, string> = {
  0: 'Inserito in officina',
  1: 'Web da confermare',
  2: 'Web confermato',
};

/**
 * `invio_sms_promemoria`: 0 no, 1 scheduled, 2 sent by SMS, 3 sent by WhatsApp,
 * 4 WhatsApp number without WhatsApp, 5 WhatsApp campaign created.
 */
export const ReminderState = {
  No: 0,
  Scheduled: 1,
  SentSms: 2,
  SentWa: 3,
  NoWhatsapp: 4,
  WaCampaign: 5,
} as const;

/** `invio_sms_richiamo`: 0 No, 1 In programmazione, 2 Inviato. */
export const RecallState = { No: 0, Scheduled: 1, Sent: 2 } as const;

/** `tipo_veicolo`: 0 car, 1 moto, 2 taxi/NCC (annual inspection). */
export const VehicleType = { Car: 0, Moto: 1, Annual: 2 } as const;
export type VehicleType = (typeof VehicleType)[keyof typeof VehicleType];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  0: 'Auto',
  1: 'Moto',
  2: 'Taxi / NCC (annuale)',
};

/** Row index of the day-closed marker, and the marker's name (spec 000 §4). */
export const CLOSURE_ROW = -1;
export const CLOSURE_NAME = 'CHIUSURA';
/** Name of a blocked-slot appointment (spec 000 §4). */
export const BLOCKED_NAME = 'X';
/** Grid columns are 1 to 3 (spec 000 §2). */
export const GRID_COLUMNS = [1, 2, 3] as const;
