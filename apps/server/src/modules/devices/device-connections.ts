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
      deviceBroker?.disconnectDevice(deviceId);
    },
    async refreshGateway(gatewayId) {
      await deviceBroker?.refreshGateway(gatewayId);
    },
    deviceChanged(deviceId) {
      cache?.invalidate(deviceId);
    },
    typeChanged(typeId) {
      cache?.invalidateType(typeId);
    },
  };
}
