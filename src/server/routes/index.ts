/** Every API resource, mounted under /api. One folder per resource. */
import type { FastifyInstance } from 'fastify';
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
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(appointmentRoutes);
  await app.register(slotRoutes);
  await app.register(noteRoutes);
  await app.register(vehicleAnnotationRoutes);
  await app.register(settingsRoutes);
  await app.register(eventRoutes);
  await app.register(adminRoutes);
}
