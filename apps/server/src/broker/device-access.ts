import type { DeviceUplinkKind } from '@ies/contracts';
import type { DeviceIdentity } from './topic-acl';

/** What the broker needs from the platform to serve devices (implemented by the ingest service). */
export interface DeviceAccess {
  /** The identity of a device whose key is right, else null. */
  authenticate(deviceId: string, key: string): Promise<DeviceIdentity | null>;
  subDevicesOf(gatewayId: string): Promise<Set<string>>;
  /** Resolves once the message is stored (QoS 1 is acknowledged then); rejects to refuse it. */
  uplink(deviceId: string, kind: DeviceUplinkKind, payload: Buffer, receivedAt: number): Promise<void>;
  connected(deviceId: string, at: number): Promise<void>;
  disconnected(deviceId: string, at: number): Promise<void>;
}
