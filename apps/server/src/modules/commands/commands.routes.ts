import {
  commandListQuerySchema,
  commandListSchema,
  commandParamsSchema,
  commandTaskCreateSchema,
  commandTaskSchema,
  deviceCommandDetailSchema,
  deviceIdParamsSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import type { CommandsService } from './commands.service';

/** Device commands (docs/api/commands-live-history.md). */
export const commandsRoutes: FastifyPluginAsyncZod<{ commands: CommandsService }> = async (
  app,
  { commands },
) => {
  const tags = ['device commands'];
  app.post(
    '/devices/:id/commands',
    {
      config: { permission: 'device:command' },
      schema: {
        tags,
        summary: 'Sends a command task (1–10 commands, 0–3600 s apart) to a device',
        params: deviceIdParamsSchema,
        body: commandTaskCreateSchema,
        response: { 201: commandTaskSchema },
      },
    },
    async (request, reply) => {
      const task = await commands.create(requireAuth(request), request.params.id, request.body);
      return reply.code(201).send(task);
    },
  );
  app.get(
    '/devices/:id/commands',
    {
      config: { permission: 'device:view' },
      schema: {
        tags,
        summary: "A device's commands, newest first",
        params: deviceIdParamsSchema,
        querystring: commandListQuerySchema,
        response: { 200: commandListSchema },
      },
    },
    async (request) => commands.list(requireAuth(request), request.params.id, request.query),
  );
  app.get(
    '/devices/:id/commands/:commandId',
    {
      config: { permission: 'device:view' },
      schema: {
        tags,
        summary: 'A command with its audit trail of states',
        params: commandParamsSchema,
        response: { 200: deviceCommandDetailSchema },
      },
    },
    async (request) => commands.get(requireAuth(request), request.params.id, request.params.commandId),
  );
};
