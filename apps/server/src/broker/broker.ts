import type { DeviceDownlinkKind } from '@ies/contracts';

export type BrokerMode = 'embedded' | 'external' | 'disabled';
export type BrokerState = 'up' | 'down' | 'disabled';

/** The MQTT side as the rest of the server sees it, whichever broker is behind it. */
export interface BrokerHandle {
  readonly mode: BrokerMode;
  /** Where devices connect (mqtt://host:port), when known. */
  readonly url: string | undefined;
  state(): BrokerState;
  close(): Promise<void>;
}

/** A broker that serves devices: the platform can reach and cut them off. */
export interface DeviceBroker extends BrokerHandle {
  /** Closes the device's connection (key changed or revoked, device deleted). */
  disconnectDevice(deviceId: string): void;
  /** Re-reads which sub-devices a connected gateway speaks for. */
  refreshGateway(gatewayId: string): Promise<void>;
  /**
   * Device credentials or gateways changed in the registry. The embedded broker reads the registry
   * on every connect; an external broker's own credential store is brought up to date.
   */
  credentialsChanged?(): void;
  /** Publishes a platform → device message at QoS 1. */
  publishToDevice(deviceId: string, kind: DeviceDownlinkKind, body: unknown): Promise<void>;
}

export const disabledBroker: BrokerHandle = {
  mode: 'disabled',
  url: undefined,
  state: () => 'disabled',
  close: async () => {},
};
