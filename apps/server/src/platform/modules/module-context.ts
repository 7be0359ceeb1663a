import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { JobRuntime } from '../jobs/job-runtime';
import type { ModuleManifest } from './module-manifest';
import type { ModuleServices } from './module-services';

/**
 * The services domains hand each other, by name. Each domain declares the ones it provides in its
 * own manifest file (`declare module '…/platform/modules/module-context' { interface
 * ModuleServiceMap { … } }`), so this file names no domain and no domain imports the root.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain's declaration.
export interface ModuleServiceMap {}

/**
 * Parts several domains share, built once by the composition root (modules/shared-parts.ts, which
 * declares their types here): the app's dependencies, the access core, the outbound client, …
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the composition root's declaration.
export interface SharedParts {}

/** What a module's manifest registers with: the /api scope, the platform and other modules' services. */
export interface ModuleContext {
  api: FastifyInstance;
  config: AppConfig;
  clock: Clock;
  /** The platform's durable job runtime: every background sweep is scheduled on it. */
  jobs: JobRuntime;
  db: Db;
  services: ModuleServices<ModuleServiceMap>;
  shared: SharedParts;
}

export type ServiceName = keyof ModuleServiceMap;
export type DomainManifest = ModuleManifest<ModuleContext, ServiceName>;
