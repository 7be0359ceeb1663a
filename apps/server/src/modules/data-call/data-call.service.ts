import { type DataCallBody, type DataCallResult, DATA_CALL_PER_DEVICE_PER_MINUTE } from '@ies/contracts';
import type { IngestService } from '../../ingest/ingest.service';
import { AppError, notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationsService } from '../stations/stations.service';
import type { DataCallRepository } from './data-call.repository';

export interface DataCallServiceDeps {
  /** The one station authority (its device part: the caller's device authority). */
  stations: () => Pick<StationsService, 'requireAccess'>;
  /** This process's ingest (the path MQTT messages take); absent: the call answers 503. */
  accept?: IngestService['accept'];
  /** The window of recent calls per device, in the database: the limit holds across processes. */
  calls: DataCallRepository;
  perMinute?: number;
  now?: () => number;
}

const MINUTE = 60_000;

/**
 * The HTTP data call (B §7, issue 32 item 1): a device's entries go through the same ingest path
 * as its MQTT messages (validation, counting, rollups, live values, alarms, revenue) and the call
 * answers once they are committed, as a QoS 1 message is acknowledged then.
 */
export class DataCallService {
  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(private readonly deps: DataCallServiceDeps) {
    this.perMinute = deps.perMinute ?? DATA_CALL_PER_DEVICE_PER_MINUTE;
    this.now = deps.now ?? Date.now;
  }

  async send(auth: AuthContext, body: DataCallBody): Promise<DataCallResult> {
    const deviceId = body.third_things_id;
    await this.deps.stations().requireAccess(auth, 'view', { deviceIds: [deviceId] });
    const accept = this.deps.accept;
    if (!accept) throw new AppError('iot-http.503');
    const receivedAt = this.now();
    await this.take(deviceId, receivedAt);
    const kind = body.event_type ?? 'telemetry';
    const list = kind === 'telemetry' ? 'samples' : kind;
    const payload = Buffer.from(JSON.stringify({ [list]: body.data_list }));
    const outcome = await accept(deviceId, kind, payload, receivedAt);
    if (!outcome) throw notFound();
    return {
      accepted: outcome.accepted,
      rejected: outcome.rejections.map((r) => ({
        reason: r.reason,
        ...(r.point === undefined ? {} : { point: r.point }),
        ...(r.ts === undefined ? {} : { ts: r.ts }),
      })),
    };
  }

  /** Counts a call of the device in every process's shared window; above the rate, 429 with the seconds to wait. */
  private async take(deviceId: string, at: number): Promise<void> {
    const taken = await this.deps.calls.take(deviceId, new Date(at), MINUTE, this.perMinute);
    if (taken.taken) return;
    const retryAfter = Math.max(1, Math.ceil((taken.oldest.getTime() + MINUTE - at) / 1000));
    throw new AppError('iot-http.429', { data: { retryAfter } });
  }
}
