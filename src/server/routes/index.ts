/** Every API resource, mounted under /api. One folder per resource. */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';

export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
}
