import { describe, expect, it } from 'vitest';
import { mayPublish, maySubscribe, parseDeviceTopic } from './topic-acl';

const device = { deviceId: 'dev-1', subDevices: new Set<string>() };
const gateway = { deviceId: 'gw-1', subDevices: new Set(['sub-1', 'sub-2']) };

describe('topic ACL', () => {
  it('parses device topics and nothing else', () => {
    expect(parseDeviceTopic('ies/v1/dev-1/telemetry')).toEqual({
      deviceId: 'dev-1',
      kind: 'telemetry',
      uplink: true,
    });
    expect(parseDeviceTopic('ies/v1/dev-1/cmd/req')).toEqual({
      deviceId: 'dev-1',
      kind: 'cmd/req',
      uplink: false,
    });
    for (const topic of [
      'ies/v1/dev-1',
      'ies/v1/dev-1/other',
      'ies/v2/dev-1/telemetry',
      'ies/v1/x/telemetry',
    ]) {
      expect(parseDeviceTopic(topic)).toBeNull();
    }
  });

  it('lets a device publish device → platform kinds of its own topics only', () => {
    for (const kind of ['telemetry', 'events', 'logs', 'status', 'cmd/resp', 'config/ack', 'ota/progress']) {
      expect(mayPublish(device, `ies/v1/dev-1/${kind}`)).not.toBeNull();
    }
    expect(mayPublish(device, 'ies/v1/dev-1/cmd/req')).toBeNull();
    expect(mayPublish(device, 'ies/v1/dev-2/telemetry')).toBeNull();
    expect(mayPublish(device, 'other/topic')).toBeNull();
  });

  it('lets a gateway speak for its registered sub-devices only', () => {
    expect(mayPublish(gateway, 'ies/v1/sub-1/telemetry')?.deviceId).toBe('sub-1');
    expect(mayPublish(gateway, 'ies/v1/gw-1/telemetry')?.deviceId).toBe('gw-1');
    expect(mayPublish(gateway, 'ies/v1/sub-3/telemetry')).toBeNull();
    expect(maySubscribe(gateway, 'ies/v1/sub-2/#')).toBe(true);
    expect(maySubscribe(gateway, 'ies/v1/sub-3/#')).toBe(false);
  });

  it('allows wildcards below the own device id only', () => {
    expect(maySubscribe(device, 'ies/v1/dev-1/cmd/req')).toBe(true);
    expect(maySubscribe(device, 'ies/v1/dev-1/#')).toBe(true);
    expect(maySubscribe(device, 'ies/v1/dev-1/+/req')).toBe(true);
    for (const filter of ['#', '+/#', 'ies/#', 'ies/v1/+/cmd/req', 'ies/v1/#', 'ies/v1/dev-1', '$SYS/#']) {
      expect(maySubscribe(device, filter)).toBe(false);
    }
    expect(maySubscribe(device, 'ies/v1/dev-1/#/x')).toBe(false);
    expect(maySubscribe(device, 'ies/v1/dev-1/cmd+')).toBe(false);
  });
});
