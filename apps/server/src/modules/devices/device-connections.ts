import type { DeviceDownlinkKind } from '@ies/contracts';
import type { BrokerHandle, DeviceBroker } from '../../broker/broker';

/**
 * What the device calls must tell the MQTT side: a changed key or a deleted device cuts the
 * connection; a changed gateway re-reads its sub-devices; cached device and type rows are dropped.
 */
export interface DeviceConnections {
  /** Key changed or device deleted: the device must reconnect (and authenticate) again. */
  disconnect(deviceId: string): void;
  /** A gateway's sub-devices changed. */
  refreshGateway(gatewayId: string): Promise<void>;
  /** A device row changed (type, gateway, time zone). */
  deviceChanged(deviceId: string): void;
  /** A type's points changed. */
  typeChanged(typeId: string): void;
  /** Devices were added (created or imported). */
  devicesAdded(): void;
  /** Sends a platform → device message; false when no broker serves devices in this process. */
  publish(deviceId: string, kind: DeviceDownlinkKind, body: unknown): Promise<boolean>;
}

/** The cache the ingest service keeps of device and type rows. */
export interface DeviceCache {
  invalidate(deviceId: string): void;
  invalidateType(typeId: string): void;
}

function isDeviceBroker(broker: BrokerHandle | undefined): broker is DeviceBroker {
  return typeof (broker as DeviceBroker | undefined)?.disconnectDevice === 'function';
}

export function deviceConnectionsOf(broker?: BrokerHandle, cache?: DeviceCache): DeviceConnections {
  const deviceBroker = isDeviceBroker(broker) ? broker : undefined;
  return {
    disconnect(deviceId) {
      cache?.invalidate(deviceId);
      deviceBroker?.credentialsChanged?.();
      deviceBroker?.disconnectDevice(deviceId);
    },
    async refreshGateway(gatewayId) {
      deviceBroker?.credentialsChanged?.();
      await deviceBroker?.refreshGateway(gatewayId);
    },
    deviceChanged(deviceId) {
      cache?.invalidate(deviceId);
    },
    devicesAdded() {
      deviceBroker?.credentialsChanged?.();
    },
    async publish(deviceId, kind, body) {
      if (!deviceBroker) return false;
      await deviceBroker.publishToDevice(deviceId, kind, body);
      return true;
    },
    typeChanged(typeId) {
      cache?.invalidateType(typeId);
    },
  };
}
