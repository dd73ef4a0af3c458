/**
 * Personal data of one person (GDPR art. 15, 17, 20; docs/PRIVACY.md): everything the
 * workshop holds about a phone and/or a plate, grouped by kind, and its erasure. Not in the
 * spec; the screen is "Dati personali" in the Rubrica area (spec 001 §2 rubrica).
 */
import { z } from 'zod';
import { PRIVACY_MSG as MSG } from '@shared/messages';
import { normalizeSubject, type Subject } from '../domain/privacy';
import { phoneDigits } from '../domain/phone';
import { singleLineText } from './common';
import { defineEndpoint } from './endpoint';

/**
 * A phone and/or a plate, as typed; normalised (`normalizeSubject`). At least one must be
 * given; a phone needs 6+ digits and a plate 4+ characters so a request names one person,
 * never "everyone whose phone is empty".
 */
export const subjectInputSchema = z
  .object({
    phone: singleLineText(40).default(''),
    plate: singleLineText(20).default(''),
  })
  .transform((v, ctx): Subject => {
    const s = normalizeSubject(v);
    if (s.phone === '' && s.plate === '')
      ctx.addIssue({ code: 'custom', message: MSG.subjectRequired });
    if (s.phone !== '' && phoneDigits(s.phone).length < 6)
      ctx.addIssue({ code: 'custom', message: MSG.phoneTooShort });
    if (s.plate !== '' && s.plate.length < 4)
      ctx.addIssue({ code: 'custom', message: MSG.plateTooShort });
    return s;
  });
export type SubjectInput = z.input<typeof subjectInputSchema>;

const nullableTs = z.string().nullable();

/** An appointment of any year (spec 000 §3 appuntamenti), every personal field. */
export const subjectAppointmentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  row: z.number().int(),
  column: z.number().int(),
  surname: z.string(),
  holder: z.string(),
  phone: z.string(),
  plate: z.string(),
  model: z.string(),
  email: z.string(),
  address: z.string(),
  note: z.string(),
  status: z.number().int(),
  insertedAt: z.string(),
  reminderSentAt: nullableTs,
  recallSentAt: nullableTs,
  customerConfirmedAt: nullableTs,
  customerMovedAt: nullableTs,
});

/** A recall added by hand or imported (spec 001 §3 richiami). */
export const subjectRecallSchema = z.object({
  id: z.number().int(),
  surname: z.string(),
  phone: z.string(),
  plate: z.string(),
  model: z.string(),
  dueMonth: z.string(),
  recallSentAt: nullableTs,
  createdAt: z.string(),
});

/** A message (spec 001 §3 sms) with its text, date and outcome. */
export const subjectMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'wa']),
  phone: z.string(),
  text: z.string(),
  description: z.string(),
  insertedAt: z.string(),
  sentAt: nullableTs,
  /** stato (spec 001 §4) and the sender's own state (docs/ARCHITECTURE.md "The SMS outbox"). */
  status: z.number().int(),
  sendState: z.string(),
});

/** A contact-book entry (spec 001 §3 rubrica). */
export const subjectContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});

/** What the customer did from a reminder's link (docs/MESSAGING.md "Customer links"). */
export const subjectCustomerActionSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  action: z.string(),
  surname: z.string(),
  date: z.string(),
  toDate: z.string().nullable(),
  at: z.string(),
});

/** A vehicle annotation (spec 000 §3 auto) of the plate. */
export const subjectVehicleSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  model: z.string(),
  problems: z.string(),
});

/**
 * Everything held about one person, grouped by kind. `optOut`: whether the phone is on the
 * workshop's "Non contattare" list (`listed`, and since when), or null when the list does
 * not exist in this installation.
 */
export const subjectDataSchema = z.object({
  subject: z.object({ phone: z.string(), plate: z.string() }),
  appointments: z.array(subjectAppointmentSchema),
  recalls: z.array(subjectRecallSchema),
  messages: z.array(subjectMessageSchema),
  contacts: z.array(subjectContactSchema),
  customerActions: z.array(subjectCustomerActionSchema),
  vehicles: z.array(subjectVehicleSchema),
  optOut: z.object({ listed: z.boolean(), since: z.string().nullable() }).nullable(),
});
export type SubjectData = z.infer<typeof subjectDataSchema>;

/** The kinds `SubjectData` groups rows by, in the screen's order. */
export const SUBJECT_KINDS = [
  'appointments',
  'recalls',
  'messages',
  'contacts',
  'customerActions',
  'vehicles',
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** How many rows of each kind an erasure changed (all zero: nothing left to erase). */
export const erasedCountsSchema = z.object({
  appointments: z.number().int(),
  recalls: z.number().int(),
  messages: z.number().int(),
  contacts: z.number().int(),
  customerActions: z.number().int(),
  vehicles: z.number().int(),
  /** Handles of `$stop$` links of the phone (their links stop working). */
  stopLinks: z.number().int(),
  archiveWords: z.number().int(),
});
export type ErasedCounts = z.infer<typeof erasedCountsSchema>;

const tag = 'privacy';

/** GET /privacy/subject?phone=&plate=: every row about that person (access, portability). */
export const getSubjectData = defineEndpoint({
  method: 'GET',
  path: '/privacy/subject',
  access: 'workshop',
  tag,
  summary: 'Dati personali: tutto ciò che si conserva su un telefono o una targa',
  query: subjectInputSchema,
  response: subjectDataSchema,
  errors: [],
});

/**
 * POST /privacy/subject/erase {phone?, plate?}: anonymises, in one transaction, every row
 * about that person (docs/PRIVACY.md "Erasure"); a second call changes nothing.
 */
export const eraseSubjectData = defineEndpoint({
  method: 'POST',
  path: '/privacy/subject/erase',
  access: 'workshop',
  tag,
  summary: 'Dati personali: cancellazione (anonimizzazione)',
  body: subjectInputSchema,
  response: z.object({ erased: erasedCountsSchema }),
  errors: [],
});
