/**
 * Every API resource, mounted under /api, one folder per resource. At start-up the routes
 * registered are compared with `ALL_ENDPOINTS`: an endpoint contract without a route, or a
 * route without a contract, stops the server (so the sweeps and the client see them all).
 */
import type { FastifyInstance } from 'fastify';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { adminSessionRoutes } from './admin/session-routes';
import { adminBackupRoutes } from './admin/backup-routes';
import { appointmentRoutes } from './appointments/routes';
import { archiveRoutes } from './archive/routes';
import { slotRoutes } from './appointments/slot-routes';
import { authRoutes } from './auth/routes';
import { twoFactorRoutes } from './auth/two-factor-routes';
import { webBookingRoutes } from './web-booking/routes';
import { bookingSheetRoutes } from './booking-sheet/routes';
import { messagingRoutes } from './messaging/routes';
import { contactRoutes } from './contacts/routes';
import { eventRoutes } from './events/routes';
import { healthRoutes } from './health/routes';
import { noteRoutes } from './notes/routes';
import { optOutRoutes } from './opt-outs/routes';
import { privacyRoutes } from './privacy/routes';
import { recallRoutes } from './recalls/routes';
import { notificationRoutes } from './notifications/routes';
import { reminderRoutes } from './reminders/routes';
import { settingsRoutes } from './settings/routes';
import { syncRoutes } from './sync/routes';
import { systemRoutes } from './system/routes';
import { statisticsRoutes } from './statistics/routes';
import { vehicleAnnotationRoutes } from './vehicle-annotations/routes';
import { whatsappRoutes } from './whatsapp/routes';
import { workshopCodeRoutes } from './workshop-codes/routes';

export async function registerRoutes(app: FastifyInstance) {
  const seen = new Set<string>();
  app.addHook('onRoute', (opts) => {
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const m of methods) if (m !== 'HEAD') seen.add(`${m} ${opts.url}`);
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(appointmentRoutes);
  await app.register(slotRoutes);
  await app.register(noteRoutes);
  await app.register(optOutRoutes);
  await app.register(vehicleAnnotationRoutes);
  await app.register(settingsRoutes);
  await app.register(messagingRoutes);
  await app.register(reminderRoutes);
  await app.register(bookingSheetRoutes);
  await app.register(recallRoutes);
  await app.register(whatsappRoutes);
  await app.register(eventRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(webBookingRoutes);
  await app.register(systemRoutes);
  await app.register(syncRoutes);
  await app.register(contactRoutes);
  await app.register(privacyRoutes);
  await app.register(workshopCodeRoutes);
  await app.register(archiveRoutes);
  await app.register(accountRoutes);
  await app.register(statisticsRoutes);
  await app.register(adminSessionRoutes);
  await app.register(adminBackupRoutes);

  const prefix = app.prefix;
  const expected = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${prefix}${e.path}`));
  const missing = [...expected].filter((k) => !seen.has(k));
  const extra = [...seen].filter((k) => !expected.has(k));
  if (missing.length || extra.length)
    throw new Error(
      `Routes and endpoint contracts differ. Without route: ${missing.join(', ') || '-'}; without contract: ${extra.join(', ') || '-'}`,
    );
}
