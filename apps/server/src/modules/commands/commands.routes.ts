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
  routes.post('/devices/:id/commands', 'device:command', {
    summary: 'Sends a command task (1–10 commands, 0–3600 s apart) to a device',
    schema: {
      params: deviceIdParamsSchema,
      body: commandTaskBodySchema,
      response: { 201: commandTaskSchema },
    },
    handler: async (auth, { params, body }) => {
      const task = await commands.create(auth, params.id, body);
      return task;
    },
  });
  routes.get('/devices/:id/commands', 'device:view', {
    summary: "A device's commands, newest first",
    schema: {
      params: deviceIdParamsSchema,
      querystring: commandListQuerySchema,
      response: { 200: commandListSchema },
    },
    handler: (auth, { params, query }) => commands.list(auth, params.id, query),
  });
  routes.get('/devices/:id/commands/:commandId', 'device:view', {
    summary: 'A command with its audit trail of states',
    schema: { params: commandParamsSchema, response: { 200: deviceCommandDetailSchema } },
    handler: (auth, { params }) => commands.get(auth, params.id, params.commandId),
  });
};
