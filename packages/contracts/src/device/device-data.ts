import { z } from 'zod';
import { CHART_DATA_POINTS, KANBAN_QUERY_MAX, RECENT_RECORDS_OPTION } from '../common/limits';
import { INVALID_CODE } from '../common/text';

// ---- live data over WebSocket (issue 5 item 7), docs/api/commands-live-history.md ----

/** Most subscribe/unsubscribe messages a connection may send per window before it is refused. */
export const LIVE_MESSAGES_PER_WINDOW = 20;
export const LIVE_RATE_WINDOW_MS = 10_000;
/** Most devices one connection follows (a station counts its devices). */
export const LIVE_DEVICES_MAX = 500;

/** Client → server messages on `GET /api/live`. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(512) }),
  z.object({
    type: z.literal('subscribe'),
    devices: z.array(z.string().min(1).max(64)).max(LIVE_DEVICES_MAX).default([]),
    stations: z.array(z.string().min(1).max(64)).max(100).default([]),
  }),
  z.object({
    type: z.literal('unsubscribe'),
    devices: z.array(z.string().min(1).max(64)).max(LIVE_DEVICES_MAX).default([]),
    stations: z.array(z.string().min(1).max(64)).max(100).default([]),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.input<typeof liveClientMessageSchema>;

export interface LiveSample {
  ts: number;
  values: Record<string, unknown>;
}

/** A followed device's latest values when the subscription starts (as `GET /devices/:id/latest`). */
export interface LiveSnapshotDevice {
  device_id: string;
  ts: number;
  values: Record<string, unknown>;
}

/** Server → client messages. */
export type LiveServerMessage =
  | { type: 'ready'; user_id: string }
  | { type: 'subscribed'; devices: string[]; refused: string[] }
  /** Right after `subscribed`: the newly followed devices that have values. */
  | { type: 'snapshot'; devices: LiveSnapshotDevice[] }
  | { type: 'unsubscribed'; devices: string[] }
  | { type: 'samples'; device_id: string; samples: LiveSample[] }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string };

// ---- history (issue 5 item 8) ----

/** B §5: a chart shows at most 10,000 points per query; 1–3 data points per chart. */
export const HISTORY_POINTS_MAX = KANBAN_QUERY_MAX;
export const HISTORY_SERIES_MAX = CHART_DATA_POINTS.max;
export const HISTORY_RECENT_RECORDS = RECENT_RECORDS_OPTION;
/** B §5: at most 5 million records per download file. */
export const HISTORY_DOWNLOAD_RECORDS_MAX = 5_000_000;
/** B §5: a deletion removes at most 150,000 records per request … */
export const HISTORY_DELETE_MAX = 150_000;
/** … and above 1 million matching records only the first million are ever considered. */
export const HISTORY_DELETE_BULK_MAX = 1_000_000;

const epochMs = z.coerce.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0);
const pointList = z
  .union([z.string(), z.array(z.string())], { error: INVALID_CODE })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** `GET /api/devices/:id/history?points=a,b&from=&to=` (epoch ms) or `&recent=100`. */
export const historyQuerySchema = z.object({
  /** Left out: the first data point of the device's type. */
  points: pointList.optional(),
  from: epochMs.optional(),
  to: epochMs.optional(),
  /** The most recent N raw records instead of a range (at most 100). */
  recent: z.coerce
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .min(1)
    .max(HISTORY_RECENT_RECORDS)
    .optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const HISTORY_RESOLUTIONS = ['raw', '5m', '1h', '1d'] as const;
export type HistoryResolution = (typeof HISTORY_RESOLUTIONS)[number];

export const historySeriesSchema = z.object({
  point: z.string(),
  /** [ts, value] for raw data; [bucket start, avg, min, max] for rollups (numbers only). */
  data: z.array(z.array(z.union([z.number(), z.string(), z.boolean(), z.null()]))),
});

export const historyResultSchema = z.object({
  device_id: z.string(),
  resolution: z.enum(HISTORY_RESOLUTIONS),
  from: z.number().nullable(),
  to: z.number().nullable(),
  series: z.array(historySeriesSchema),
});
export type HistoryResult = z.infer<typeof historyResultSchema>;

/** B §4 download progress states, in order. */
export const HISTORY_DOWNLOAD_STATES = [
  'initialising',
  'collating',
  'querying',
  'generating',
  'compressing',
  'waiting_for_download',
  'finished',
  'cancelled',
  'failed',
] as const;
export type HistoryDownloadState = (typeof HISTORY_DOWNLOAD_STATES)[number];
export const HISTORY_DOWNLOAD_FINAL_STATES: readonly HistoryDownloadState[] = [
  'finished',
  'cancelled',
  'failed',
];

export const historyDownloadCreateSchema = z.object({
  points: z.array(z.string().min(1).max(64), { error: INVALID_CODE }).default([]),
  from: z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0),
  to: z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0),
  /** true: a .zip holding the .xlsx; false: the .xlsx itself. */
  zip: z.boolean({ error: INVALID_CODE }).default(false),
});
export type HistoryDownloadCreateInput = z.input<typeof historyDownloadCreateSchema>;

export const historyDownloadSchema = z.object({
  id: z.string(),
  device_id: z.string(),
  points: z.array(z.string()),
  from: z.number(),
  to: z.number(),
  zip: z.boolean(),
  state: z.enum(HISTORY_DOWNLOAD_STATES),
  records: z.number().int(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  error_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HistoryDownload = z.infer<typeof historyDownloadSchema>;

export const historyDownloadListSchema = z.object({ list: z.array(historyDownloadSchema) });
/** One download task of a device. */
export const historyDownloadParamsSchema = z.object({ id: z.string().min(1).max(64), downloadId: z.uuid() });

export const historyDeleteSchema = z.object({
  from: z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0),
  to: z.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(0),
});
export type HistoryDeleteInput = z.input<typeof historyDeleteSchema>;

export const historyDeleteResultSchema = z.object({
  deleted: z.number().int(),
  /** Records still in the range (more than one request could delete). */
  remaining: z.number().int(),
});
export type HistoryDeleteResult = z.infer<typeof historyDeleteResultSchema>;
