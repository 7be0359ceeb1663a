import { z } from 'zod';
import type { OperationParam, ThingOperation } from './thing-model';
import { COMMAND_INTERVAL_SECONDS, COMMANDS_PER_TASK } from '../common/limits';
import { INVALID_CODE, REQUIRED_CODE } from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';

/** Issue 5 item 9, docs/spec/B-operations.md §5: a command task holds 1–10 commands sent 0–3600 s apart. */

/** Time-to-live of a command: after it, an unsent command expires and the device must not run it. */
export const COMMAND_TTL_SECONDS = { min: 10, max: 86_400, default: 600 } as const;

export const COMMAND_STATES = ['pending', 'sent', 'replied', 'failed', 'timed_out', 'expired'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];
export const COMMAND_FINAL_STATES: readonly CommandState[] = ['replied', 'failed', 'timed_out', 'expired'];

export const commandInputSchema = z.object({
  /** The operation (thing-model command) name of the device's type. */
  operation: z
    .string({ error: REQUIRED_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(64, { error: INVALID_CODE }),
  params: z.record(z.string(), z.unknown(), { error: INVALID_CODE }).default({}),
});
export type CommandInput = z.input<typeof commandInputSchema>;

/**
 * Shape of the body of `POST /api/devices/:id/commands` (the route checks types only, so a
 * device the caller cannot reach answers 404 before its ranges are checked).
 */
export const commandTaskBodySchema = z.object({
  commands: z.array(commandInputSchema, { error: INVALID_CODE }).min(1, { error: REQUIRED_CODE }),
  interval_seconds: z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).default(0),
  ttl_seconds: z
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .default(COMMAND_TTL_SECONDS.default),
});

/** The error code of a task with more than COMMANDS_PER_TASK commands (a whole-request error). */
export const COMMANDS_PER_TASK_CODE = 'iot-job.10003';

const withinRange = (range: { min: number; max: number }) =>
  [
    (value: number) => value >= range.min && value <= range.max,
    { error: '10002', params: { min: range.min, max: range.max } },
  ] as const;

/**
 * The rules of a command task: 1–10 commands, 0–3600 s apart, a TTL of 10–86400 s. The server
 * checks them once it found the device; the web form checks the same schema before sending.
 */
export const commandTaskCreateSchema = commandTaskBodySchema.extend({
  commands: z
    .array(commandInputSchema, { error: INVALID_CODE })
    .min(1, { error: REQUIRED_CODE })
    .max(COMMANDS_PER_TASK, { error: COMMANDS_PER_TASK_CODE }),
  interval_seconds: z
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .refine(...withinRange(COMMAND_INTERVAL_SECONDS))
    .default(0),
  ttl_seconds: z
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .refine(...withinRange(COMMAND_TTL_SECONDS))
    .default(COMMAND_TTL_SECONDS.default),
});
export type CommandTaskCreateInput = z.input<typeof commandTaskCreateSchema>;

export const deviceCommandSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  device_id: z.string(),
  position: z.number().int(),
  operation: z.string(),
  params: z.record(z.string(), z.unknown()),
  request_id: z.string(),
  state: z.enum(COMMAND_STATES),
  /** The device's reply code (0 success) once replied or failed by the device. */
  reply_code: z.number().int().nullable(),
  result: z.unknown().nullable(),
  /** Catalogue code when the platform failed, timed out or expired the command. */
  error_code: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  due_at: z.string(),
  sent_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  expires_at: z.string(),
  timeout_at: z.string().nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

export const commandEventSchema = z.object({
  state: z.enum(COMMAND_STATES),
  at: z.string(),
  /** A user id, `device` or `platform`. */
  actor: z.string(),
  detail: z.unknown().nullable(),
});
export type CommandEvent = z.infer<typeof commandEventSchema>;

export const deviceCommandDetailSchema = deviceCommandSchema.extend({ events: z.array(commandEventSchema) });
export type DeviceCommandDetail = z.infer<typeof deviceCommandDetailSchema>;

export const commandTaskSchema = z.object({ task_id: z.string(), commands: z.array(deviceCommandSchema) });
export type CommandTask = z.infer<typeof commandTaskSchema>;

export const commandListQuerySchema = pageQuerySchema;
export const commandListSchema = pagedSchema(deviceCommandSchema);
export type CommandList = z.infer<typeof commandListSchema>;

export const commandParamsSchema = z.object({ id: z.string().min(1).max(64), commandId: z.uuid() });

/** One failing parameter: `field` is the parameter name; `code` a catalogue code. */
export interface ParamIssue {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

const HEX_PATTERN = /^(?:[0-9A-Fa-f]{2})+$/;

function checkParam(def: OperationParam, value: unknown): ParamIssue | undefined {
  const field = def.name;
  if (value === undefined || value === null || value === '') {
    return def.required ? { field, code: REQUIRED_CODE } : undefined;
  }
  switch (def.type) {
    case 'int':
    case 'float': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { field, code: 'iot-validation.10020' };
      if (def.type === 'int' && !Number.isInteger(value)) return { field, code: 'iot-validation.10005' };
      if ((def.min !== undefined && value < def.min) || (def.max !== undefined && value > def.max)) {
        return {
          field,
          code: '10002',
          params: { min: def.min ?? '-∞', max: def.max ?? '∞' },
        };
      }
      break;
    }
    case 'string': {
      if (typeof value !== 'string') return { field, code: INVALID_CODE };
      if (def.hex && !HEX_PATTERN.test(value)) return { field, code: 'iot-validation.10011' };
      if (def.max !== undefined && value.length > def.max) {
        return { field, code: 'iot-validation.10004', params: { max: def.max } };
      }
      break;
    }
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return { field, code: INVALID_CODE };
      break;
    case 'array':
      if (!Array.isArray(value)) return { field, code: INVALID_CODE };
      break;
  }
  if (def.enum && !(def.enum as unknown[]).includes(value)) return { field, code: 'iot-validation.10007' };
  return undefined;
}

/**
 * Checks a command's parameters against its operation: required, type, min/max, enum, hex and
 * string length; unknown parameters are refused. Shared by the server (which decides) and the
 * control form (which shows the same codes at the same fields).
 */
export function validateOperationParams(
  operation: ThingOperation,
  params: Record<string, unknown>,
): ParamIssue[] {
  const issues: ParamIssue[] = [];
  const known = new Set(operation.params.map((p) => p.name));
  for (const def of operation.params) {
    const issue = checkParam(def, params[def.name]);
    if (issue) issues.push(issue);
  }
  for (const name of Object.keys(params)) {
    if (!known.has(name)) issues.push({ field: name, code: 'iot-validation.10014' });
  }
  return issues;
}
