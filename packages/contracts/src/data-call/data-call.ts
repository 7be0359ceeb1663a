import { z } from 'zod';
import { INGEST_REJECT_REASONS, TELEMETRY_BATCH_MAX } from '../device/protocol';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE, TOO_LONG_CODE } from '../common/text';

// The HTTP data call of docs/spec/B-operations.md §7 (issue 32 item 1): a device's data by HTTP,
// ingested exactly as its MQTT messages are.

/** Calls per device and minute (ours: the spec gives no figure); above it the call answers 429. */
export const DATA_CALL_PER_DEVICE_PER_MINUTE = 60;

/** What the entries of `data_list` are: telemetry samples, events or log entries (the MQTT topic kinds). */
export const DATA_CALL_EVENT_TYPES = ['telemetry', 'events', 'logs'] as const;
export type DataCallEventType = (typeof DATA_CALL_EVENT_TYPES)[number];

export const dataCallParamsSchema = z.object({ tenant_id: z.string(), user_id: z.string() });

/**
 * `third_things_id`: the device (its id); `info_model_id`: the model it reports by, taken as
 * information; `event_type`: the kind of the entries (default telemetry); `data_list`: the
 * entries, each as the device protocol's payload holds them (`{ ts?, seq?, values }` for
 * telemetry, `{ ts?, type, level?, data? }` for events …).
 */
export const dataCallBodySchema = z.strictObject({
  third_things_id: z
    .string({ error: (i) => (i.input === undefined ? REQUIRED_CODE : INVALID_CODE) })
    .min(1, { error: REQUIRED_CODE })
    .max(64, { error: TOO_LONG_CODE }),
  info_model_id: z.string({ error: INVALID_CODE }).max(64, { error: TOO_LONG_CODE }).optional(),
  event_type: z.enum(DATA_CALL_EVENT_TYPES, { error: INVALID_OPTION_CODE }).optional(),
  data_list: z
    .array(z.record(z.string(), z.unknown(), { error: INVALID_CODE }), {
      error: (i) => (i.input === undefined ? REQUIRED_CODE : INVALID_CODE),
    })
    .min(1, { error: REQUIRED_CODE })
    .max(TELEMETRY_BATCH_MAX, { error: TOO_LONG_CODE }),
});
export type DataCallBody = z.infer<typeof dataCallBodySchema>;

/** One refused entry or value, as ingest counts it (device_ingest_errors). */
export const dataCallRejectionSchema = z.object({
  reason: z.enum(INGEST_REJECT_REASONS),
  point: z.string().optional(),
  ts: z.number().optional(),
});

/** Answered after the accepted entries are committed (as a QoS 1 message is acknowledged). */
export const dataCallResultSchema = z.object({
  accepted: z.number().int(),
  rejected: z.array(dataCallRejectionSchema),
});
export type DataCallResult = z.infer<typeof dataCallResultSchema>;
