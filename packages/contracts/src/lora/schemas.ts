import { z } from 'zod';
import { COMMAND_STATES } from '../device/device-commands';
import { deviceId } from '../device/validation';
import { loraHex } from '../device/validation';
import {
  loraBeaconWindow,
  loraPowerDbm,
  loraRefreshIntervalSeconds,
  loraScanIntervalSeconds,
  loraSlotWidth,
  loraStartFrequencyMhz,
  loraTxDelay,
} from '../common/numbers';
import { INVALID_CODE, REQUIRED_CODE } from '../common/text';

// DTU/LoRa analysis and file recall (docs/spec/B-operations.md §2 device detail, §4, §5; issue 32
// items 5 and 6). The wire between platform and gateway is docs/device-protocol.md §5c and §5d.

/** The operations of the DTU/LoRa gateway type these screens send (standard-types.ts). */
export const LORA_OPERATIONS = {
  scan: 'lora_scan',
  configure: 'lora_set_config',
  recall: 'file_recall',
} as const;

/** A gateway's radio settings; every limit is B §5's, set once in constants/lora.ts. */
export const loraConfigSchema = z.strictObject({
  power_dbm: loraPowerDbm,
  start_frequency_mhz: loraStartFrequencyMhz,
  tx_delay_ms: loraTxDelay,
  beacon_window_ms: loraBeaconWindow,
  slot_width_ms: loraSlotWidth,
  scan_interval_s: loraScanIntervalSeconds,
  refresh_interval_s: loraRefreshIntervalSeconds,
  /** Network id: 8 hexadecimal characters (or 32). */
  network_id: loraHex,
  /** Network key: 32 hexadecimal characters (or 8). */
  network_key: loraHex,
});
export type LoraConfig = z.infer<typeof loraConfigSchema>;

/** One channel as the gateway's scan measured it. */
export const loraChannelSchema = z.object({
  channel: z.number().int(),
  frequency_mhz: z.number(),
  rssi_dbm: z.number(),
  /** Share of the scan window the channel was busy, %. */
  busy_percent: z.number(),
});
export type LoraChannel = z.infer<typeof loraChannelSchema>;

/** A node the gateway hears, with the link quality of its last uplink. */
export const loraNodeSchema = z.object({
  address: z.string(),
  rssi_dbm: z.number(),
  snr_db: z.number(),
  /** Slot use of the node, %. */
  load_percent: z.number().optional(),
});
export type LoraNode = z.infer<typeof loraNodeSchema>;

/** What a gateway answers to a scan (the `result` of its `lora_scan` reply). */
export const loraScanResultSchema = z.object({
  channels: z.array(loraChannelSchema),
  /** The gateway's load rate: used share of its slots, %. */
  load_rate_percent: z.number(),
  /** The channel it works on now. */
  current_channel: z.number().int(),
  nodes: z.array(loraNodeSchema),
  config: loraConfigSchema.optional(),
});
export type LoraScanResult = z.infer<typeof loraScanResultSchema>;

const commandView = {
  command_id: z.string(),
  state: z.enum(COMMAND_STATES),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  /** A catalogue code when it failed, timed out or expired. */
  error_code: z.string().nullable(),
};

export const loraAnalysisSchema = z.object({
  device_id: z.string(),
  /** The newest scan and, once the gateway answered, what it measured. */
  scan: z.object({ ...commandView, result: loraScanResultSchema.nullable() }).nullable(),
  /** The newest configuration sent and how it went. */
  configuration: z.object({ ...commandView, config: loraConfigSchema }).nullable(),
  /** The settings the gateway last said it runs (its configuration reply or its scan). */
  applied_config: loraConfigSchema.nullable(),
  applied_at: z.string().nullable(),
});
export type LoraAnalysis = z.infer<typeof loraAnalysisSchema>;

export const loraCommandSchema = z.object({ command_id: z.string() });

export const deviceIdPathSchema = z.object({ id: deviceId });

// ---- file recall (B §4: command sending, then file fetching) ----

export const FILE_RECALL_KINDS = ['log', 'data'] as const;
export type FileRecallKind = (typeof FILE_RECALL_KINDS)[number];
/** sending: the command is on its way; fetching: the device took it and uploads; then fetched or failed. */
export const FILE_RECALL_STATES = ['sending', 'fetching', 'fetched', 'failed'] as const;
export type FileRecallState = (typeof FILE_RECALL_STATES)[number];
/** The largest file a device may upload (ours). */
export const FILE_RECALL_MAX_BYTES = 8 * 1024 * 1024;
/** How long the signed upload address stays valid, seconds (ours). */
export const FILE_RECALL_LINK_SECONDS = 15 * 60;
/** Which file: letters, digits, dot, hyphen, underscore (ours). */
export const FILE_RECALL_NAME = { min: 1, max: 128 } as const;

export const fileRecallInputSchema = z.strictObject({
  kind: z.enum(FILE_RECALL_KINDS, { error: REQUIRED_CODE }),
  /** Which file of that kind; left out, the device's newest. */
  name: z
    .string({ error: INVALID_CODE })
    .min(FILE_RECALL_NAME.min, { error: REQUIRED_CODE })
    .max(FILE_RECALL_NAME.max, { error: INVALID_CODE })
    .regex(/^[A-Za-z0-9._-]+$/, { error: INVALID_CODE })
    .optional(),
});
export type FileRecallInput = z.infer<typeof fileRecallInputSchema>;

export const fileRecallSchema = z.object({
  id: z.string(),
  device_id: z.string(),
  kind: z.enum(FILE_RECALL_KINDS),
  name: z.string().nullable(),
  state: z.enum(FILE_RECALL_STATES),
  command_id: z.string(),
  /** The file's name as the device uploaded it. */
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  error_code: z.string().nullable(),
  created_at: z.string(),
  fetched_at: z.string().nullable(),
});
export type FileRecall = z.infer<typeof fileRecallSchema>;
export const fileRecallListSchema = z.object({ items: z.array(fileRecallSchema) });

export const fileRecallPathSchema = z.object({
  id: deviceId,
  recall_id: z.uuid({ error: INVALID_CODE }),
});
export const fileRecallUploadPathSchema = z.object({ recall_id: z.uuid({ error: INVALID_CODE }) });
export const fileRecallUploadQuerySchema = z.object({
  expires: z.string().max(16).optional(),
  signature: z.string().max(128).optional(),
  /** The file's name on the device. */
  file_name: z
    .string()
    .max(FILE_RECALL_NAME.max)
    .regex(/^[A-Za-z0-9._-]+$/)
    .optional(),
});
