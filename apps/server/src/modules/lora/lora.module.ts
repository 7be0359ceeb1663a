import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { FileRecallRepository } from './file-recall.repository';
import { FileRecallService } from './file-recall.service';
import { type LoraCommands, LoraService } from './lora.service';
import { loraRoutes } from './lora.routes';
import { RecallLinks } from './recall-links';

export interface LoraModuleOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The commands service (the state machine every LoRa command and recall goes through). */
  commands: () => LoraCommands;
}

/** DTU/LoRa analysis and file recall (issue 32 items 5 and 6). */
export async function loraModule(app: FastifyInstance, options: LoraModuleOptions): Promise<void> {
  const repository = new FileRecallRepository(options.db);
  const links = new RecallLinks((candidate) => repository.signingKey(candidate), options.publicUrl);
  const lora = new LoraService(options.commands);
  const recalls = new FileRecallService({
    repository,
    links,
    clock: options.clock,
    commands: options.commands,
  });
  await app.register(loraRoutes, { lora, recalls });
}
