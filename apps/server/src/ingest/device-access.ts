import type { DeviceAccess } from '../broker/device-access';
import type { IngestService } from './ingest.service';

/** The broker's view of the ingest service. */
export function deviceAccessOf(ingest: IngestService): DeviceAccess {
  return {
    authenticate: (deviceId, key) => ingest.registry.authenticate(deviceId, key),
    subDevicesOf: (gatewayId) => ingest.registry.subDevicesOf(gatewayId),
    uplink: (deviceId, kind, payload, receivedAt) => ingest.uplink(deviceId, kind, payload, receivedAt),
    connected: (deviceId, at) => ingest.connected(deviceId, at),
    disconnected: (deviceId, at) => ingest.disconnected(deviceId, at),
  };
}
