import { randomUUID } from 'node:crypto';
import type { StrategyRange } from '@ies/contracts';
import type { StationStrategyChangeRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { DevicesService } from '../devices/devices.service';
import type { StrategyPushesRepository } from './strategy-pushes.repository';

/** Push state reasons (packages/contracts errors, family iot-strategy). */
export const PUSH_REASONS = {
  offline: 'iot-strategy.10007',
  timeout: 'iot-strategy.10008',
  rejected: 'iot-strategy.10009',
  noDevice: 'iot-strategy.10010',
} as const;

/** A config push waits this long for its ack when the device type names no timeout, s. */
const DEFAULT_TIMEOUT_S = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PushedStrategy {
  id: string;
  name: string;
  ranges: StrategyRange[];
}

export interface StrategyPushDeps {
  pushes: StrategyPushesRepository;
  clock: Clock;
  /** The devices module's config push (same limits, log and offline rule as any config push). */
  devices: () => Pick<DevicesService, 'pushConfigFor'>;
  /** The station's assigned strategy, to push again when its device comes back online. */
  assigned: (tenantId: string, strategyId: string) => Promise<PushedStrategy | undefined>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The push of a station's strategy to its EMS and PCS (docs/device-protocol.md §5a), as a small
 * state machine per device push: pending → applied (ack code 0) | failed (offline, rejected,
 * timed out). A change (one assignment, one row of the station's history) is pending until
 * every push of it ends: applied when all are, failed with the first failure's reason otherwise.
 * Every transition is a conditional update, so a repeated ack or a second process changes nothing.
 */
export class StrategyPushService {
  /** Online events are handled one after another, so two devices of a station push once. */
  private onlineChain: Promise<void> = Promise.resolve();

  constructor(private readonly deps: StrategyPushDeps) {}

  /** Records a change of the station's strategy and pushes it to the station's EMS and PCS. */
  async push(
    station: { id: string; tenantId: string },
    strategy: PushedStrategy,
    actor: string | null,
  ): Promise<StationStrategyChangeRow> {
    const now = this.deps.clock.now();
    const targets = await this.deps.pushes.targets(station.id);
    const base = {
      stationId: station.id,
      tenantId: station.tenantId,
      strategyId: strategy.id,
      strategyName: strategy.name,
      changedBy: actor,
      changedAt: now,
      appliedAt: null,
    };
    if (targets.length === 0) {
      return this.deps.pushes.insertChange({ ...base, state: 'failed', reason: PUSH_REASONS.noDevice });
    }
    const change = await this.deps.pushes.insertChange({ ...base, state: 'pending', reason: null });
    const config = { strategy: { id: strategy.id, name: strategy.name, ranges: strategy.ranges } };
    for (const target of targets) {
      const requestId = randomUUID();
      const timeoutS = target.timeoutSeconds > 0 ? target.timeoutSeconds : DEFAULT_TIMEOUT_S;
      // Recorded before it is published, so a fast ack always finds it pending.
      await this.deps.pushes.insertPush({
        requestId,
        changeId: change.id,
        deviceId: target.deviceId,
        state: 'pending',
        sentAt: now,
        timeoutAt: new Date(now.getTime() + timeoutS * 1000),
      });
      try {
        await this.deps.devices().pushConfigFor(station.tenantId, target.deviceId, config, requestId, actor);
      } catch (error) {
        if (!(error instanceof AppError))
          this.deps.log?.(`strategy push to ${target.deviceId} failed`, error);
        const reason =
          error instanceof AppError
            ? error.code === 'iot-device.10001'
              ? PUSH_REASONS.offline
              : error.code
            : 'iot-http.503';
        await this.deps.pushes.finishPush({ requestId }, 'failed', { reason, finishedAt: now });
      }
    }
    await this.settle(change.id);
    return change;
  }

  /** A `config/ack` from a device: ends its pending strategy push; other acks are not ours. */
  async ack(deviceId: string, body: unknown, receivedAt: number): Promise<void> {
    if (typeof body !== 'object' || body === null) return;
    const { request_id: requestId, code } = body as Record<string, unknown>;
    if (typeof requestId !== 'string' || !UUID.test(requestId)) return;
    const replyCode = typeof code === 'number' && Number.isInteger(code) ? code : -1;
    const row = await this.deps.pushes.finishPush(
      { requestId, deviceId },
      replyCode === 0 ? 'applied' : 'failed',
      {
        reason: replyCode === 0 ? null : PUSH_REASONS.rejected,
        replyCode,
        finishedAt: new Date(receivedAt),
      },
    );
    if (row) await this.settle(row.changeId);
  }

  /** A device came online: a station of it whose newest push failed gets its strategy again. */
  deviceOnline(deviceId: string): Promise<void> {
    this.onlineChain = this.onlineChain
      .then(() => this.repushFailed(deviceId))
      .catch((error) => this.deps.log?.(`strategy re-push after ${deviceId} came online failed`, error));
    return this.onlineChain;
  }

  private async repushFailed(deviceId: string): Promise<void> {
    for (const station of await this.deps.pushes.assignedStationsOfDevice(deviceId)) {
      const latest = (await this.deps.pushes.latest([station.stationId])).get(station.stationId);
      if (latest?.state !== 'failed') continue;
      const strategy = await this.deps.assigned(station.tenantId, station.strategyId);
      if (strategy) await this.push({ id: station.stationId, tenantId: station.tenantId }, strategy, null);
    }
  }

  /**
   * One sweep: pushes without an ack in time fail. The job runtime runs it (job
   * `strategies.push-sweep`); tests call it after moving the clock.
   */
  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    const changes = new Set<string>();
    for (const push of await this.deps.pushes.overdue(now)) {
      const row = await this.deps.pushes.finishPush({ requestId: push.requestId }, 'failed', {
        reason: PUSH_REASONS.timeout,
        finishedAt: now,
      });
      if (row) changes.add(row.changeId);
    }
    for (const id of changes) await this.settle(id);
  }

  private async settle(changeId: string): Promise<void> {
    const pushes = await this.deps.pushes.pushesOf(changeId);
    const failed = pushes.find((p) => p.state === 'failed');
    if (failed) {
      await this.deps.pushes.settleChange(changeId, {
        state: 'failed',
        reason: failed.reason,
        appliedAt: null,
      });
      return;
    }
    if (pushes.length > 0 && pushes.every((p) => p.state === 'applied')) {
      const appliedAt = new Date(Math.max(...pushes.map((p) => p.finishedAt?.getTime() ?? 0)));
      await this.deps.pushes.settleChange(changeId, { state: 'applied', reason: null, appliedAt });
    }
  }
}
