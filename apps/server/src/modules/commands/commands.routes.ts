import {
  commandListQuerySchema,
  commandListSchema,
  commandParamsSchema,
  commandTaskBodySchema,
  commandTaskSchema,
  deviceCommandDetailSchema,
  deviceIdParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../platform/route-spec';
import type { CommandsService } from './commands.service';

/** Device commands (docs/api/commands-live-history.md). */
export const commandsRoutes: FastifyPluginAsyncZod<{ commands: CommandsService }> = async (
  app,
  { commands },
) => {
  const routes = moduleRoutes(app, ['device commands']);
  routes.created.post('/devices/:id/commands', 'device:command', {
    schema: { params: deviceIdParamsSchema, body: commandTaskBodySchema, reply: commandTaskSchema },
    summary: 'Sends a command task (1–10 commands, 0–3600 s apart) to a device',
    handler: async (auth, { params, body }) => {
      const task = await commands.create(auth, params.id, body);
      return task;
    },
  });
  routes.get('/devices/:id/commands', 'device:view', {
    schema: { params: deviceIdParamsSchema, querystring: commandListQuerySchema, reply: commandListSchema },
    summary: "A device's commands, newest first",
    handler: (auth, { params, query }) => commands.list(auth, params.id, query),
  });
  routes.get('/devices/:id/commands/:commandId', 'device:view', {
    schema: { params: commandParamsSchema, reply: deviceCommandDetailSchema },
    summary: 'A command with its audit trail of states',
    handler: (auth, { params }) => commands.get(auth, params.id, params.commandId),
  });
};
