/**
 * Every API resource, mounted under /api, one folder per resource. At start-up the routes
 * registered are compared with `ALL_ENDPOINTS`: an endpoint contract without a route, or a
 * route without a contract, stops the server (so the sweeps and the client see them all).
 */
import type { FastifyInstance } from 'fastify';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { adminRoutes } from './admin/routes';
import { appointmentRoutes } from './appointments/routes';
import { slotRoutes } from './appointments/slot-routes';
import { authRoutes } from './auth/routes';
import { eventRoutes } from './events/routes';
import { healthRoutes } from './health/routes';
import { noteRoutes } from './notes/routes';
import { settingsRoutes } from './settings/routes';
import { vehicleAnnotationRoutes } from './vehicle-annotations/routes';

export async function registerRoutes(app: FastifyInstance) {
  const seen = new Set<string>();
  app.addHook('onRoute', (opts) => {
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const m of methods) if (m !== 'HEAD') seen.add(`${m} ${opts.url}`);
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(appointmentRoutes);
  await app.register(slotRoutes);
  await app.register(noteRoutes);
  await app.register(vehicleAnnotationRoutes);
  await app.register(settingsRoutes);
  await app.register(eventRoutes);
  await app.register(adminRoutes);

  const prefix = app.prefix;
  const expected = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${prefix}${e.path}`));
  const missing = [...expected].filter((k) => !seen.has(k));
  const extra = [...seen].filter((k) => !expected.has(k));
  if (missing.length || extra.length)
    throw new Error(
      `Routes and endpoint contracts differ. Without route: ${missing.join(', ') || '-'}; without contract: ${extra.join(', ') || '-'}`,
    );
}
