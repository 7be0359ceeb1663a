import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

export interface HealthModuleOptions {
  database: ConstructorParameters<typeof HealthService>[0];
  broker: ConstructorParameters<typeof HealthService>[1];
  version: string;
  ingest?: ConstructorParameters<typeof HealthService>[3];
}

/** The health check of the database, broker and ingest. */
export async function healthModule(app: FastifyInstance, options: HealthModuleOptions): Promise<void> {
  const health = new HealthService(options.database, options.broker, options.version, options.ingest);
  await app.register(healthRoutes, { health });
}
