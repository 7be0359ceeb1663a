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
import { requireAuth } from '../../platform/auth.plugin';
import { routeSpec } from '../../platform/route-spec';
import type { CommandsService } from './commands.service';

/** Device commands (docs/api/commands-live-history.md). */
export const commandsRoutes: FastifyPluginAsyncZod<{ commands: CommandsService }> = async (
  app,
  { commands },
) => {
  const route = routeSpec(['device commands']);
  app.post(
    '/devices/:id/commands',
    route('device:command', 'Sends a command task (1–10 commands, 0–3600 s apart) to a device', {
      params: deviceIdParamsSchema,
      body: commandTaskBodySchema,
      response: { 201: commandTaskSchema },
    }),
    async (request, reply) => {
      const task = await commands.create(requireAuth(request), request.params.id, request.body);
      return reply.code(201).send(task);
    },
  );
  app.get(
    '/devices/:id/commands',
    route('device:view', "A device's commands, newest first", {
      params: deviceIdParamsSchema,
      querystring: commandListQuerySchema,
      response: { 200: commandListSchema },
    }),
    async (request) => commands.list(requireAuth(request), request.params.id, request.query),
  );
  app.get(
    '/devices/:id/commands/:commandId',
    route('device:view', 'A command with its audit trail of states', {
      params: commandParamsSchema,
      response: { 200: deviceCommandDetailSchema },
    }),
    async (request) => commands.get(requireAuth(request), request.params.id, request.params.commandId),
  );
};
