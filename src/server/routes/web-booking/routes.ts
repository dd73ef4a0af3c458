/**
 * Public online booking routes (spec 001 §2 public routes, §4–§6; docs/BOOKING.md) and the
 * workshop's web-booking list, from `@shared/contracts/web-booking`. Public routes are
 * rate-limited per client address (`@server/domain/web-booking/limits`) and answer only what the page shows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@shared/contracts/web-booking';
import * as customer from '@shared/contracts/customer-link';
import { todayInRome } from '@shared/domain/dates';
import { workshopIdOf } from '@server/auth/guard';
import { publicBase } from '@server/http/host-check';
import { route } from '@server/http/route';
import {
  publishCampaignEvents,
  publishGridEvents,
  publishWorkshopEvent,
} from '@server/live/publish';
import { getSettings } from '@server/domain/settings';
import { bookSlot } from './book';
import { cancelByCode, confirmByCode } from './confirm';
import {
  assertBookingRead,
  bookingReadWindow,
  limitBooking,
  limitBookingRead,
} from '@server/domain/web-booking/limits';
import {
  claimWaConfirmation,
  listWebBookings,
  pendingWaConfirmations,
  recordWaConfirmation,
} from './web-list';
import {
  publicDayByLink,
  publicWorkshop,
  resolveWorkshop,
} from '@server/domain/web-booking/workshop';
import { recallLinkKeys, recallPrefill } from '@server/domain/recall-links';
import { customerMoveDay, readCustomerAppointment, type LinkRequest } from './customer-link';
import {
  cancelByCustomer,
  confirmByCustomer,
  moveByCustomer,
  type CustomerActionResult,
} from './customer-actions';
import { customerLinkKey } from '@server/domain/customer-links';

export async function webBookingRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const recallKeys = recallLinkKeys(app.deps.config.SESSION_SECRET);
  const customerKey = customerLinkKey(app.deps.config.SESSION_SECRET);
  /** A request on a customer link: its token, today in Rome. */
  const link = (token: string): LinkRequest => ({ key: customerKey, token, today: todayInRome() });

  /** After a customer's action: the grid of each changed day and the notifications badge. */
  async function published(req: FastifyRequest, done: CustomerActionResult) {
    if (done.changedDates.length > 0) {
      await publishGridEvents(req, done.workshopId, 'day', done.changedDates);
      await publishWorkshopEvent(req, done.workshopId, { type: 'notifications' });
    }
    return done.appointment;
  }

  route(app, customer.getCustomerAppointment, async ({ params }, req) => {
    await limitBookingRead(req);
    return readCustomerAppointment(db, link(params.token));
  });

  route(app, customer.confirmCustomerAppointment, async ({ params }, req) => {
    await limitBookingRead(req);
    return published(req, await confirmByCustomer(db, link(params.token)));
  });

  route(app, customer.cancelCustomerAppointment, async ({ params }, req) => {
    await limitBookingRead(req);
    return published(req, await cancelByCustomer(db, link(params.token)));
  });

  route(app, customer.getCustomerMoveDay, async ({ params }, req) => {
    await limitBookingRead(req);
    return customerMoveDay(db, link(params.token), params.date);
  });

  route(app, customer.moveCustomerAppointment, async ({ params, body }, req) => {
    await limitBookingRead(req);
    return published(req, await moveByCustomer(db, link(params.token), body));
  });

  route(app, contract.getBookingWorkshop, async ({ params }, req) => {
    await limitBookingRead(req);
    return publicWorkshop(db, params.link, todayInRome());
  });

  // One statement: the read limit, the workshop, its settings, the day (README "Performance").
  route(app, contract.getBookingDay, async ({ params }, req) => {
    const day = await publicDayByLink(
      db,
      bookingReadWindow(req),
      (hit) => assertBookingRead(app.deps.config, hit),
      params.link,
      params.date,
      todayInRome(),
    );
    return { date: day.date, state: day.state, slots: day.slots };
  });

  route(app, contract.getBookingPrefill, async ({ params }, req) => {
    await limitBookingRead(req);
    const w = await resolveWorkshop(db, params.link, todayInRome());
    return recallPrefill(db, recallKeys, w.id, params.token);
  });

  route(app, contract.createBooking, async ({ params, body }, req) => {
    await limitBooking(req);
    const now = Date.now();
    const today = todayInRome(now);
    const w = await resolveWorkshop(db, params.link, today);
    const booked = await bookSlot(db, w, body, today, publicBase(app.deps.config), now);
    await publishGridEvents(req, w.id, 'day', [booked.row.date]);
    if (booked.smsCampaignId !== null)
      await publishCampaignEvents(req, w.id, 'sms', [booked.smsCampaignId]);
    const [{ titolo }, { indirizzo }] = await Promise.all([
      getSettings(db, w.id, 'app'),
      getSettings(db, w.id, 'utente'),
    ]);
    return {
      date: booked.row.date,
      time: booked.time,
      model: booked.row.model,
      web: booked.row.web,
      cancellable: true,
      titolo,
      indirizzo,
    };
  });

  route(app, contract.confirmBooking, async ({ params }, req) => {
    await limitBookingRead(req);
    const done = await confirmByCode(db, params.code, todayInRome());
    if (done.changed) await publishGridEvents(req, done.workshopId, 'day', [done.booking.date]);
    return done.booking;
  });

  route(app, contract.cancelBooking, async ({ params }, req) => {
    await limitBookingRead(req);
    const gone = await cancelByCode(db, params.code, todayInRome());
    await publishGridEvents(req, gone.workshopId, 'day', [gone.date]);
    return { ok: true as const };
  });

  route(app, contract.listWebBookings, async (_input, req) =>
    listWebBookings(db, workshopIdOf(req), todayInRome()),
  );

  route(app, contract.listPendingWaConfirmations, async (_input, req) => ({
    messages: await pendingWaConfirmations(
      db,
      workshopIdOf(req),
      publicBase(app.deps.config),
      todayInRome(),
    ),
  }));

  route(app, contract.claimWaConfirmation, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const claimed = await claimWaConfirmation(
      db,
      workshopId,
      params.id,
      body.pcId,
      publicBase(app.deps.config),
    );
    await publishGridEvents(req, workshopId, 'day', [claimed.date]);
    return claimed.message;
  });

  route(app, contract.reportWaConfirmation, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const date = await recordWaConfirmation(db, workshopId, params.id, body.outcome);
    await publishGridEvents(req, workshopId, 'day', [date]);
    return { ok: true as const };
  });
}
