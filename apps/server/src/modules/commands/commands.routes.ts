import { commandsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandsService } from './commands.service';

/** Device commands (docs/api/commands-live-history.md). */
export const commandsRoutes: FastifyPluginAsyncZod<{ commands: CommandsService }> = async (
  app,
  { commands },
) => {
  bindOperations(app, ['device commands'], commandsOperations, {
    create: async (auth, { params, body }) => {
      const task = await commands.create(auth, params.id, body);
      return task;
    },
    list: (auth, { params, query }) => commands.list(auth, params.id, query),
    get: (auth, { params }) => commands.get(auth, params.id, params.commandId),
  });
};
