/**
 * The booking sheet ("Foglio prenotazione", spec 000 §2 booking download popup, §7 booking
 * sheet link): a signed, expiring link to the sheet's PDF for the customer, and the SMS that
 * carries it. The link holds no personal data: only an opaque token (workshop and
 * appointment ids with an expiry, HMAC-SHA256 signed by the server).
 */
import { z } from 'zod';
import { phoneInputSchema } from './appointments';
import { idParamsSchema } from './common';
import { defineEndpoint } from './endpoint';
import { messageSchema } from './messaging';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { isValidMobile } from '../domain/phone';

const tag = 'booking-sheet';

/**
 * The token of a sheet link: 39 base64url characters (29 bytes: 13 of data, 16 of MAC), or 44
 * (33 bytes) when the appointment's id passes 2³²−1.
 */
export const SHEET_TOKEN_RE = /^(?:[A-Za-z0-9_-]{39}|[A-Za-z0-9_-]{44})$/;

export const sheetLinkSchema = z.object({
  /** Absolute URL of the PDF (`…/api/booking-sheet/{token}`), for SMS, WhatsApp and e-mail. */
  url: z.string(),
  /** When the link stops working (ISO instant): 7 days after the appointment, at least. */
  expiresAt: z.string(),
  /** The message that carries the link (SMS and WhatsApp): workshop, day, time, URL. */
  text: z.string(),
});

/** POST /appointments/:id/booking-sheet/link: a fresh signed link to the sheet's PDF. */
export const createBookingSheetLink = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/booking-sheet/link',
  access: 'workshop',
  tag,
  summary: 'Link firmato al foglio prenotazione',
  params: idParamsSchema,
  response: sheetLinkSchema,
  errors: ['not_found'],
});

/**
 * POST /appointments/:id/booking-sheet/sms { phone }: sends the sheet's link by SMS at once
 * (campaign SINGOLI). 400 "Cellulare non valido" for a phone that is not a valid mobile.
 */
export const sendBookingSheetSms = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/booking-sheet/sms',
  access: 'workshop',
  tag,
  summary: 'Invia per SMS il link al foglio prenotazione',
  params: idParamsSchema,
  body: z.object({
    // The link goes by SMS: a mobile only (spec 000 §5).
    phone: phoneInputSchema.refine(isValidMobile, { message: APPOINTMENTS_MSG.invalidMobile }),
  }),
  status: 201,
  response: z.object({ message: messageSchema, url: z.string() }),
  errors: ['not_found'],
});

/**
 * GET /booking-sheet/:token (public): the sheet as `application/pdf`. 404 "Foglio
 * prenotazione non trovato" for a token that is malformed, tampered with, or whose
 * appointment is gone; 404 "Link scaduto" past its expiry.
 */
export const getBookingSheet = defineEndpoint({
  method: 'GET',
  path: '/booking-sheet/:token',
  access: 'public',
  tag,
  summary: 'Foglio prenotazione (PDF) da link firmato',
  params: z.object({ token: z.string().max(100) }),
  errors: ['not_found'],
});
