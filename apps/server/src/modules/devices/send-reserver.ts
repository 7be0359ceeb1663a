import type { DeviceSendKind } from '../../db/schema';

/** Most sends of each kind per sliding window, per device and per tenant (configuration). */
export interface DeviceSend {
  tenantId: string;
  deviceId: string;
  kind: DeviceSendKind;
  /** Commands of a task, or 1 for a configuration push. */
  count: number;
}

/** Accepted sends; `release` gives them back when what they were for could not be stored. */
export interface SendReservation {
  release(): Promise<void>;
}

/** What devices needs of the send limiter (the commands module's DeviceSendLimiter provides it). */
export interface SendReserver {
  reserve(requested: DeviceSend[]): Promise<SendReservation>;
}
