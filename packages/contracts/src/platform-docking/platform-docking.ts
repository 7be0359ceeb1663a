import { z } from 'zod';
import { INVALID_CODE, REQUIRED_CODE, safeText } from '../common/text';

// Platform docking (docs/spec/B-operations.md §2 PlatformDocking, §3, §7; issue 32 item 3): a
// binding pushes one station's data to a third-party platform over HTTP.

export const PROJECT_NAME = { min: 1, max: 64 } as const;
export const PROJECT_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const DOCKING_PUSH_URL_MAX = 512;
/** How often new station data is collected into a delivery, seconds (ours). */
export const DOCKING_COLLECT_INTERVAL_SECONDS = 60;
/** Attempts of one delivery before it is failed for good; the wait doubles from the first (ours). */
export const DOCKING_DELIVERY_ATTEMPTS = 5;
export const DOCKING_RETRY_FIRST_SECONDS = 10;
/** Deliveries one binding's log shows (newest first). */
export const DOCKING_DELIVERIES_SHOWN = 50;

export const DOCKING_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DockingDeliveryStatus = (typeof DOCKING_DELIVERY_STATUSES)[number];
/** Why an attempt failed, shown as text on the screen. */
export const DOCKING_FAILURES = ['refused_address', 'timeout', 'network', 'http_status'] as const;
export type DockingFailure = (typeof DOCKING_FAILURES)[number];

const pushUrl = z
  .string({ error: 'iot-docking.10002' })
  .max(DOCKING_PUSH_URL_MAX, { error: 'iot-docking.10002' })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, { error: 'iot-docking.10002' });

export const platformBindingInputSchema = z.strictObject({
  project_name: safeText(PROJECT_NAME),
  project_number: z
    .string({ error: (i) => (i.input === undefined ? REQUIRED_CODE : 'iot-docking.10003') })
    .min(1, { error: REQUIRED_CODE })
    .regex(PROJECT_NUMBER_PATTERN, { error: 'iot-docking.10003' }),
  /** The docking station (a station is a "group" in the spec's calls). */
  group_id: z.uuid({ error: (i) => (i.input === undefined ? REQUIRED_CODE : INVALID_CODE) }),
  push_url: pushUrl,
  enabled: z.boolean({ error: INVALID_CODE }).optional(),
});
export type PlatformBindingInput = z.infer<typeof platformBindingInputSchema>;

export const platformBindingTenantSchema = z.object({ tenantId: z.string() });
export const platformBindingPathSchema = platformBindingTenantSchema.extend({
  id: z.uuid({ error: INVALID_CODE }),
});

export const dockingDeliverySchema = z.object({
  id: z.string(),
  status: z.enum(DOCKING_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's answer status of the last attempt, when it answered. */
  http_status: z.number().int().nullable(),
  failure: z.enum(DOCKING_FAILURES).nullable(),
  record_count: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type DockingDelivery = z.infer<typeof dockingDeliverySchema>;
export const dockingDeliveryListSchema = z.object({ items: z.array(dockingDeliverySchema) });

export const platformBindingSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  project_number: z.string(),
  group_id: z.string(),
  group_name: z.string(),
  push_url: z.string(),
  enabled: z.boolean(),
  last_delivery: dockingDeliverySchema.nullable(),
  created_at: z.string(),
});
export type PlatformBinding = z.infer<typeof platformBindingSchema>;
export const platformBindingListSchema = z.object({ list: z.array(platformBindingSchema) });

/** What the receiver gets: one POST of JSON per delivery (docs/platform-docking.md). */
export interface DockingPushBody {
  delivery_id: string;
  project_name: string;
  project_number: string;
  station: { id: string; name: string };
  sent_at: string;
  records: Array<{ things_id: string; ts: string; values: Record<string, unknown> }>;
}
