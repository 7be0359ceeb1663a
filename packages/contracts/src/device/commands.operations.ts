import { operation } from '../common/operation';
import {
  commandListQuerySchema,
  commandListSchema,
  commandParamsSchema,
  commandTaskBodySchema,
  commandTaskSchema,
  deviceCommandDetailSchema,
} from './device-commands';
import { deviceIdParamsSchema } from './devices';

/** Served by `commands.routes.ts`; OpenAPI tag: device commands. */
export const commandsOperations = {
  create: operation({
    method: 'POST',
    path: '/devices/:id/commands',
    access: 'device:command',
    answer: 201,
    summary: 'Sends a command task (1–10 commands, 0–3600 s apart) to a device',
    schema: { params: deviceIdParamsSchema, body: commandTaskBodySchema, reply: commandTaskSchema },
  }),
  list: operation({
    method: 'GET',
    path: '/devices/:id/commands',
    access: 'device:view',
    summary: "A device's commands, newest first",
    schema: { params: deviceIdParamsSchema, querystring: commandListQuerySchema, reply: commandListSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/devices/:id/commands/:commandId',
    access: 'device:view',
    summary: 'A command with its audit trail of states',
    schema: { params: commandParamsSchema, reply: deviceCommandDetailSchema },
  }),
};
