/** Handles a device → platform message of another part (commands, configuration, OTA). */
export type UplinkHandler = (deviceId: string, body: unknown, receivedAt: number) => Promise<void>;

/** A device's newest values and their time. */
export interface LatestValues {
  ts: number;
  values: Record<string, unknown>;
}
