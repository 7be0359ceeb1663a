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

export const disabledBroker: BrokerHandle = {
  mode: 'disabled',
  url: undefined,
  state: () => 'disabled',
  close: async () => {},
};
