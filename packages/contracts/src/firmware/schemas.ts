import { z } from 'zod';
import { FIRMWARE_VERSION_PATTERN } from '../common/limits';
import { FIRMWARE_TASK_STATES } from '../device/enums';
import {
  FIRMWARE_CANARY_PERCENT,
  FIRMWARE_DESCRIPTION_MAX,
  FIRMWARE_DEVICE_TIMEOUT_SECONDS,
  FIRMWARE_ERROR_MIN_FINISHED,
  FIRMWARE_ERROR_THRESHOLD,
  FIRMWARE_GROUP_PERCENT,
  FIRMWARE_GROUPS_MAX,
  FIRMWARE_PACING_PER_MINUTE,
  FIRMWARE_RETRIES,
  FIRMWARE_SUCCESS_THRESHOLD,
  FIRMWARE_TARGET_IDS_MAX,
} from './limits';

// Firmware packages and upgrade tasks (docs/spec/B-operations.md §5; issue 31 item 2;
// docs/api/firmware.md).

const REQUIRED = 'iot-validation.10001';
const INVALID = 'iot-validation.10002';
const TOO_LONG = 'iot-validation.10004';
const TIME_OF_DAY = 'iot-validation.10022';
const DATE_TIME = 'iot-validation.10016';
const VERSION = 'iot-firmware.10001';

const required = (i: { input: unknown }) => (i.input === undefined || i.input === '' ? REQUIRED : INVALID);
const int = (range: { min: number; max: number }) =>
  z
    .number({ error: required })
    .int({ error: INVALID })
    .min(range.min, { error: INVALID })
    .max(range.max, { error: INVALID });
const uuid = z.uuid({ error: required });

export const FIRMWARE_TASK_PHASES = [
  'scheduled',
  'running',
  'paused',
  'awaiting_approval',
  'finished',
  'cancelled',
] as const;
export type FirmwareTaskPhase = (typeof FIRMWARE_TASK_PHASES)[number];
export const FIRMWARE_TARGET_KINDS = ['type', 'devices', 'stations'] as const;
export type FirmwareTargetKind = (typeof FIRMWARE_TARGET_KINDS)[number];

export const firmwareVersionField = z
  .string({ error: required })
  .min(1, { error: REQUIRED })
  .regex(FIRMWARE_VERSION_PATTERN, { error: VERSION });

/** The text fields of an upload (multipart fields beside the file). */
export const firmwareUploadFieldsSchema = z.object({
  type_id: uuid,
  version: firmwareVersionField,
  description: z
    .string({ error: required })
    .trim()
    .min(1, { error: REQUIRED })
    .max(FIRMWARE_DESCRIPTION_MAX, { error: TOO_LONG }),
});
export type FirmwareUploadFields = z.infer<typeof firmwareUploadFieldsSchema>;

export const firmwareSchema = z.object({
  id: z.string(),
  type_id: z.string(),
  type_name: z.string(),
  version: z.string(),
  description: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** The device type's differential firmware upgrade flag (B §5). */
  differential: z.boolean(),
  created_at: z.string(),
});
export type Firmware = z.infer<typeof firmwareSchema>;
export const firmwareListSchema = z.object({ items: z.array(firmwareSchema) });
export const firmwareListQuerySchema = z.object({ type_id: z.uuid({ error: INVALID }).optional() });
export const firmwarePathSchema = z.object({ id: z.uuid({ error: INVALID }) });
export const firmwareDownloadQuerySchema = z.object({
  expires: z.string().max(16).optional(),
  signature: z.string().max(128).optional(),
});

const timeOfDay = z.string({ error: required }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: TIME_OF_DAY });

/** The staged rollout, on the model of Eclipse hawkBit. */
export const rolloutPlanSchema = z.object({
  canary_percent: int(FIRMWARE_CANARY_PERCENT),
  group_percents: z
    .array(int(FIRMWARE_GROUP_PERCENT), { error: INVALID })
    .max(FIRMWARE_GROUPS_MAX, { error: INVALID }),
  /** Share of a group that succeeded (%) before the next group starts. */
  success_threshold: int(FIRMWARE_SUCCESS_THRESHOLD),
  /** The next group waits for a second user's approval (permission firmware:task:approve). */
  approval_required: z.boolean({ error: required }),
  /** Failed share (%) of a group's finished devices above which the rollout pauses itself. */
  error_threshold: int(FIRMWARE_ERROR_THRESHOLD),
  /** Finished devices of a group before the error threshold is judged. */
  error_min_finished: int(FIRMWARE_ERROR_MIN_FINISHED),
  pacing_per_minute: int(FIRMWARE_PACING_PER_MINUTE),
  /** Offers only inside this window, in each device's station time zone; null: any time. */
  window: z.object({ start: timeOfDay, end: timeOfDay }).nullable(),
  timeout_seconds: int(FIRMWARE_DEVICE_TIMEOUT_SECONDS),
  retries: int(FIRMWARE_RETRIES),
});
export type RolloutPlan = z.infer<typeof rolloutPlanSchema>;

const idList = z
  .array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), {
    error: REQUIRED,
  })
  .min(1, { error: REQUIRED })
  .max(FIRMWARE_TARGET_IDS_MAX, { error: INVALID });

export const firmwareTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('type') }),
    z.object({ kind: z.literal('devices'), device_ids: idList }),
    z.object({ kind: z.literal('stations'), station_ids: idList }),
  ],
  { error: REQUIRED },
);
export type FirmwareTarget = z.infer<typeof firmwareTargetSchema>;

export const firmwareTaskCreateSchema = z.object({
  firmware_id: uuid,
  target: firmwareTargetSchema,
  /** Start at once; otherwise `upgrade_at` is required and must lie in the future (B §5). */
  upgrade_now: z.boolean({ error: required }),
  upgrade_at: z.iso.datetime({ offset: true, error: DATE_TIME }).nullable().optional(),
  plan: rolloutPlanSchema,
});
export type FirmwareTaskCreateInput = z.infer<typeof firmwareTaskCreateSchema>;

const reasonSchema = z
  .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
  .nullable();
export type FirmwareReason = z.infer<typeof reasonSchema>;

export const firmwareTaskSummarySchema = z.object({
  id: z.string(),
  firmware_id: z.string(),
  version: z.string(),
  type_name: z.string(),
  target_kind: z.enum(FIRMWARE_TARGET_KINDS),
  phase: z.enum(FIRMWARE_TASK_PHASES),
  reason: reasonSchema,
  upgrade_at: z.string(),
  current_group: z.number().int(),
  devices: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type FirmwareTaskSummary = z.infer<typeof firmwareTaskSummarySchema>;
export const firmwareTaskListSchema = z.object({ items: z.array(firmwareTaskSummarySchema) });

export const firmwareTaskGroupSchema = z.object({
  index: z.number().int(),
  /** 0 is the canary. */
  percent: z.number().int(),
  size: z.number().int(),
  counts: z.object(
    Object.fromEntries(FIRMWARE_TASK_STATES.map((s) => [s, z.number().int()])) as Record<
      (typeof FIRMWARE_TASK_STATES)[number],
      z.ZodNumber
    >,
  ),
  approved: z.boolean(),
});
export type FirmwareTaskGroup = z.infer<typeof firmwareTaskGroupSchema>;

export const firmwareTaskDeviceSchema = z.object({
  device_id: z.string(),
  device_name: z.string(),
  group: z.number().int(),
  state: z.enum(FIRMWARE_TASK_STATES),
  progress: z.number().int(),
  reason: reasonSchema,
  attempts: z.number().int(),
  from_version: z.string(),
  version: z.string(),
  updated_at: z.string(),
});
export type FirmwareTaskDevice = z.infer<typeof firmwareTaskDeviceSchema>;

export const firmwareTaskEventSchema = z.object({
  at: z.string(),
  action: z.enum(['created', 'started', 'paused', 'resumed', 'approved', 'cancelled', 'finished', 'group']),
  actor_name: z.string(),
  reason: reasonSchema,
});

export const firmwareTaskDetailSchema = firmwareTaskSummarySchema.extend({
  plan: rolloutPlanSchema,
  differential: z.boolean(),
  groups: z.array(firmwareTaskGroupSchema),
  device_list: z.array(firmwareTaskDeviceSchema),
  events: z.array(firmwareTaskEventSchema),
});
export type FirmwareTaskDetail = z.infer<typeof firmwareTaskDetailSchema>;

/** Resume, optionally with another package of the same device type (a fixed build after a failed canary). */
export const firmwareResumeSchema = z.object({ firmware_id: z.uuid({ error: INVALID }).optional() });
export type FirmwareResumeInput = z.infer<typeof firmwareResumeSchema>;
