import {
  DEVICE_DOWNLINK_KINDS,
  DEVICE_TOPIC_ROOT,
  DEVICE_UPLINK_KINDS,
  type DeviceDownlinkKind,
  type DeviceUplinkKind,
} from '@ies/contracts';

/** Who a connection speaks for: its own device and, for a gateway, its registered sub-devices. */
export interface DeviceIdentity {
  deviceId: string;
  subDevices: ReadonlySet<string>;
}

export interface DeviceTopic {
  deviceId: string;
  kind: DeviceUplinkKind | DeviceDownlinkKind;
  uplink: boolean;
}

const ROOT = `${DEVICE_TOPIC_ROOT}/`;
const UPLINK = new Set<string>(DEVICE_UPLINK_KINDS);
const DOWNLINK = new Set<string>(DEVICE_DOWNLINK_KINDS);
const DEVICE_ID = /^[A-Za-z0-9_-]{2,32}$/;

/** `ies/v1/{device}/{kind}` → its parts; null for any other topic. */
export function parseDeviceTopic(topic: string): DeviceTopic | null {
  if (!topic.startsWith(ROOT)) return null;
  const rest = topic.slice(ROOT.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const deviceId = rest.slice(0, slash);
  const kind = rest.slice(slash + 1);
  if (!DEVICE_ID.test(deviceId)) return null;
  if (UPLINK.has(kind)) return { deviceId, kind: kind as DeviceUplinkKind, uplink: true };
  if (DOWNLINK.has(kind)) return { deviceId, kind: kind as DeviceDownlinkKind, uplink: false };
  return null;
}

function speaksFor(identity: DeviceIdentity, deviceId: string): boolean {
  return deviceId === identity.deviceId || identity.subDevices.has(deviceId);
}

/** A device publishes only device → platform kinds of its own (or its sub-devices') topics. */
export function mayPublish(identity: DeviceIdentity, topic: string): DeviceTopic | null {
  const parsed = parseDeviceTopic(topic);
  if (!parsed?.uplink || !speaksFor(identity, parsed.deviceId)) return null;
  return parsed;
}

/**
 * A device subscribes only inside its own (or its sub-devices') subtree `ies/v1/{id}/…`;
 * wildcards are allowed below the device id, never above it.
 */
export function maySubscribe(identity: DeviceIdentity, filter: string): boolean {
  if (!filter.startsWith(ROOT)) return false;
  const levels = filter.slice(ROOT.length).split('/');
  const deviceId = levels[0] ?? '';
  if (levels.length < 2 || !DEVICE_ID.test(deviceId) || !speaksFor(identity, deviceId)) return false;
  const below = levels.slice(1);
  // Wildcards are legal MQTT only as whole levels, '#' only last; the broker checks that too.
  return below.every((level, i) =>
    level === '#' ? i === below.length - 1 : level === '+' || !/[+#]/.test(level),
  );
}
