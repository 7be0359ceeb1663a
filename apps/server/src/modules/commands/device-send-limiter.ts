import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { DeviceSendsRepository, SendEntry } from './device-sends.repository';
import type { DeviceSendLimits } from '../../config/config';

import type { DeviceSend, SendReservation, SendReserver } from '../devices/send-reserver';

export type { DeviceSend, DeviceSendLimits, SendReservation };

/**
 * The one gate for everything the platform sends to devices (command tasks, configuration pushes,
 * and later batch strategy pushes and fleet jobs): counts sends in a sliding window in the
 * database, per device and per tenant, and refuses with 429 (iot-command.10003 / 10004) when a
 * request would go over. A request for many devices is accepted or refused as a whole.
 */
export class DeviceSendLimiter implements SendReserver {
  constructor(
    private readonly sends: DeviceSendsRepository,
    private readonly clock: Clock,
    private readonly limits: DeviceSendLimits,
  ) {}

  async reserve(requested: DeviceSend[]): Promise<SendReservation> {
    const tenants = [...new Set(requested.map((send) => send.tenantId))];
    if (tenants.length !== 1) throw new Error('a send reservation concerns exactly one tenant');
    const tenantId = tenants[0]!;
    const now = this.clock.now();
    const windowMs = this.limits.windowSeconds * 1000;
    const since = new Date(now.getTime() - windowMs);
    const ids = await this.sends.inTenantLock(tenantId, async (sends) => {
      for (const kind of ['command', 'config'] as const) {
        const ofKind = requested.filter((send) => send.kind === kind);
        if (ofKind.length === 0) continue;
        const total = ofKind.reduce((sum, send) => sum + send.count, 0);
        const tenantLimit =
          kind === 'command' ? this.limits.commandsPerTenant : this.limits.configPushesPerTenant;
        const wait = waitFor(await sends.forTenant(tenantId, kind, since), total, tenantLimit, windowMs, now);
        if (wait !== undefined) throw tooMany('iot-command.10004', wait);
        const deviceLimit =
          kind === 'command' ? this.limits.commandsPerDevice : this.limits.configPushesPerDevice;
        for (const [deviceId, count] of countsPerDevice(ofKind)) {
          const deviceWait = waitFor(
            await sends.forDevice(deviceId, kind, since),
            count,
            deviceLimit,
            windowMs,
            now,
          );
          if (deviceWait !== undefined) throw tooMany('iot-command.10003', deviceWait);
        }
      }
      await sends.deleteForTenantBefore(tenantId, since);
      return sends.add(requested.filter((send) => send.count > 0).map((send) => ({ ...send, at: now })));
    });
    return { release: () => this.sends.remove(ids) };
  }
}

function countsPerDevice(sends: DeviceSend[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const send of sends) counts.set(send.deviceId, (counts.get(send.deviceId) ?? 0) + send.count);
  return counts;
}

/** Seconds until `wanted` more fit under `limit`, or undefined when they fit now. */
function waitFor(
  entries: SendEntry[],
  wanted: number,
  limit: number,
  windowMs: number,
  now: Date,
): number | undefined {
  let used = entries.reduce((sum, entry) => sum + entry.count, 0);
  if (used + wanted <= limit) return undefined;
  // More than the whole window allows: waiting a full window is the honest answer.
  if (wanted > limit) return Math.ceil(windowMs / 1000);
  for (const entry of entries) {
    used -= entry.count;
    if (used + wanted <= limit) {
      return Math.max(1, Math.ceil((entry.at.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  return Math.ceil(windowMs / 1000);
}

function tooMany(code: string, seconds: number): AppError {
  return new AppError(code, { params: { seconds }, data: { retry_after: seconds } });
}
