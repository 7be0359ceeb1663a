import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { GrantedApis } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { BatchOperationsRepository } from './batch-operations.repository';
import { batchOperationsRoutes } from './batch-operations.routes';
import { BatchOperationsService, type BatchOperationsServiceDeps } from './batch-operations.service';

export interface BatchOperationsModuleOptions {
  db: Db;
  clock: Clock;
  grants: GrantedApis;
  scopeOf: DeviceScopeResolver;
  stations: BatchOperationsServiceDeps['stations'];
  commands: BatchOperationsServiceDeps['commands'];
  devices: BatchOperationsServiceDeps['devices'];
}

/** Batch operations (issue 31 item 4). */
export async function batchOperationsModule(
  app: FastifyInstance,
  options: BatchOperationsModuleOptions,
): Promise<void> {
  const service = new BatchOperationsService({
    repository: new BatchOperationsRepository(options.db),
    clock: options.clock,
    grants: options.grants,
    scopeOf: options.scopeOf,
    stations: options.stations,
    commands: options.commands,
    devices: options.devices,
  });
  await app.register(batchOperationsRoutes, { batches: service });
}
