import { randomUUID } from 'node:crypto';
import { FIRMWARE_TASK_STATES, type FirmwareTaskState } from '@ies/contracts';
import type { DeviceBroker } from '../../broker/broker';
import type { FirmwareTaskDeviceRow, FirmwareTaskRow, StoredReason } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { FirmwareLinks } from './firmware-links';
import type { FirmwareRepository } from './firmware.repository';
import type { RolloutRepository } from './rollout.repository';
import { type GroupCounts, insideWindow, judgeGroup, pacingBudget, rolloutReasons } from './rollout-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROGRESS_STATES = new Set(['downloading', 'verifying', 'installing']);

export interface RolloutEngineDeps {
  repository: FirmwareRepository;
  rollout: RolloutRepository;
  clock: Clock;
  links: FirmwareLinks;
  /** Absent in a process without a broker: it then offers nothing (another process does). */
  broker?: DeviceBroker;
  log?: (message: string, error?: unknown) => void;
}

export function emptyCounts(): GroupCounts {
  return Object.fromEntries(FIRMWARE_TASK_STATES.map((s) => [s, 0])) as GroupCounts;
}

/**
 * The staged rollout engine (issue 31 item 2). `tick()` is the job `firmware.rollout` on the
 * platform's job runtime (once per period across processes): it starts due tasks, times out
 * devices, judges the current group's thresholds and offers the package to the next devices
 * within the pace and the maintenance window. Device reports (`ota/progress`) move each device.
 * Every change is a conditional update, so a second process, a repeated report or a restart
 * after kill -9 changes nothing twice: a device is offered only from to_push, which the offer's
 * own update leaves.
 */
export class RolloutEngine {
  constructor(private readonly deps: RolloutEngineDeps) {}

  canSend(): boolean {
    return typeof this.deps.broker?.publishToDevice === 'function';
  }

  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    for (const task of await this.deps.rollout.activeTasks(now)) {
      try {
        await this.advance(task, now);
      } catch (error) {
        this.deps.log?.(`firmware task ${task.id}: advance failed`, error);
      }
    }
  }

  private async advance(task: FirmwareTaskRow, now: Date): Promise<void> {
    const repo = this.deps.repository;
    let current: FirmwareTaskRow | undefined = task;
    if (task.phase === 'scheduled') {
      current = await repo.movePhase(task.id, ['scheduled'], { phase: 'running' }, event(now, 'started'));
      if (!current) return;
    }
    const plan = current.plan;
    for (const row of await this.deps.rollout.overdue(current.id, now)) {
      await this.failOrRetry(current, row, rolloutReasons.timedOut(plan.timeout_seconds));
    }
    // Judge the current group; move on while groups pass.
    for (;;) {
      const groups = await this.counts(current.id, current.groupSizes.length);
      const g = current.currentGroup;
      const verdict = judgeGroup(groups[g]!, plan);
      if (verdict.kind === 'error') {
        const reason = rolloutReasons.errorThreshold(g, verdict.failedPercent, plan.error_threshold);
        await repo.movePhase(
          current.id,
          ['running'],
          { phase: 'paused', reason },
          event(now, 'paused', null, reason),
        );
        return;
      }
      const last = g === current.groupSizes.length - 1;
      if (last) {
        if (groups.every((c) => c.to_push + c.pushed + c.upgrading === 0)) {
          await repo.movePhase(
            current.id,
            ['running'],
            { phase: 'finished', finishedAt: now },
            event(now, 'finished'),
          );
          return;
        }
        break;
      }
      if (verdict.kind !== 'next') break;
      if (plan.approval_required && current.approvedThrough < g) {
        const reason = rolloutReasons.awaitingApproval(g);
        await repo.movePhase(
          current.id,
          ['running'],
          { phase: 'awaiting_approval', reason },
          event(now, 'paused', null, reason),
        );
        return;
      }
      const moved = await repo.movePhase(
        current.id,
        ['running'],
        { currentGroup: g + 1 },
        event(now, 'group', null, { code: 'group', params: { group: g + 2 } }),
        g,
      );
      if (!moved) return;
      current = moved;
    }
    await this.offer(current, now);
  }

  private async counts(taskId: string, groupCount: number): Promise<GroupCounts[]> {
    const groups = Array.from({ length: groupCount }, emptyCounts);
    for (const { group, state, n } of await this.deps.rollout.groupCounts(taskId)) {
      const counts = groups[group];
      if (counts) counts[state] += n;
    }
    return groups;
  }

  /** Offers the package to devices waiting in the groups started so far, within pace and window. */
  private async offer(task: FirmwareTaskRow, now: Date): Promise<void> {
    if (!this.canSend()) return;
    const repo = this.deps.repository;
    let budget = pacingBudget(
      task.plan.pacing_per_minute,
      await this.deps.rollout.offeredSince(task.id, new Date(now.getTime() - 60_000)),
    );
    if (budget === 0) return;
    const firmware = await repo.findPackage(task.tenantId, task.firmwareId);
    if (!firmware) return;
    // Only reachable devices come (rollout.repository); those outside their window are skipped,
    // so look a little further.
    for (const candidate of await this.deps.rollout.pushCandidates(
      task.id,
      task.currentGroup,
      budget * 4 + 20,
    )) {
      if (budget === 0) break;
      if (!insideWindow(task.plan.window, now, candidate.tzOffsetMinutes)) continue;
      const requestId = randomUUID();
      const claimed = await this.deps.rollout.claimPush(task.id, candidate.deviceId, {
        requestId,
        at: now,
        timeoutAt: new Date(now.getTime() + task.plan.timeout_seconds * 1000),
      });
      if (!claimed) continue;
      budget -= 1;
      try {
        await this.deps.broker!.publishToDevice(candidate.deviceId, 'ota/offer', {
          request_id: requestId,
          version: firmware.version,
          url: await this.deps.links.link(firmware.id),
          size: firmware.size,
          sha256: firmware.sha256,
          differential: firmware.differential,
        });
      } catch (error) {
        // Not delivered: the timeout makes it a retry or a failure, as for a device that never answers.
        this.deps.log?.(`firmware offer to ${candidate.deviceId} failed`, error);
      }
    }
  }

  /** A failure of one offer: another offer while retries are left, otherwise fail with the reason. */
  private async failOrRetry(
    task: Pick<FirmwareTaskRow, 'plan'>,
    row: FirmwareTaskDeviceRow,
    reason: StoredReason,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const retry = row.attempts <= task.plan.retries;
    await this.deps.rollout.updateDevice(
      { taskId: row.taskId, deviceId: row.deviceId, requestId: row.requestId },
      ['pushed', 'upgrading'],
      retry
        ? { state: 'to_push', reason, requestId: null, timeoutAt: null }
        : { state: 'fail', reason, requestId: null, timeoutAt: null },
      now,
    );
  }

  /** `ota/progress` from a device (docs/device-protocol.md §5b). */
  async progress(deviceId: string, body: unknown, receivedAt: number): Promise<void> {
    if (typeof body !== 'object' || body === null) return;
    const { request_id: requestId, state, percent, message, version } = body as Record<string, unknown>;
    const at = new Date(receivedAt);
    if (state === 'report') {
      if (typeof version === 'string') await this.reconcile(deviceId, version, at);
      return;
    }
    if (typeof requestId !== 'string' || !UUID.test(requestId)) return;
    const row = await this.deps.rollout.inFlightByRequest(deviceId, requestId);
    if (!row) return;
    const key = { taskId: row.taskId, deviceId, requestId };
    if (typeof state === 'string' && PROGRESS_STATES.has(state)) {
      const p = typeof percent === 'number' && Number.isFinite(percent) ? Math.round(percent) : row.progress;
      await this.deps.rollout.updateDevice(
        key,
        ['pushed', 'upgrading'],
        { state: 'upgrading', progress: Math.max(0, Math.min(100, p)) },
        at,
      );
    } else if (state === 'success') {
      const reported = typeof version === 'string' ? version : typeof message === 'string' ? message : '';
      const done = await this.deps.rollout.updateDevice(
        key,
        ['pushed', 'upgrading'],
        {
          state: 'success',
          progress: 100,
          reason: null,
          version: reported,
          requestId: null,
          timeoutAt: null,
        },
        at,
      );
      if (done && reported) await this.deps.rollout.setDeviceFirmware(deviceId, reported, at);
    } else if (state === 'failed') {
      const task = await this.deps.repository.findTask(null, row.taskId);
      if (!task) return;
      await this.failOrRetry(task, row, rolloutReasons.deviceFailed(message));
    }
  }

  /**
   * A device reporting its version (after a restart): an offer in flight ends in success when it
   * runs the task's version, and becomes a retry (or a failure) otherwise; none stays in between.
   */
  async reconcile(deviceId: string, version: string, at: Date): Promise<void> {
    const repo = this.deps.repository;
    if (/^\d{1,2}\.\d{1,2}\.\d{1,2}$/.test(version))
      await this.deps.rollout.setDeviceFirmware(deviceId, version, at);
    for (const { row, version: target } of await this.deps.rollout.inFlightOfDevice(deviceId)) {
      if (version === target) {
        await this.deps.rollout.updateDevice(
          { taskId: row.taskId, deviceId, requestId: row.requestId },
          ['pushed', 'upgrading'],
          { state: 'success', progress: 100, reason: null, version, requestId: null, timeoutAt: null },
          at,
        );
        continue;
      }
      const task = await repo.findTask(null, row.taskId);
      if (task) await this.failOrRetry(task, row, rolloutReasons.oldVersion(version));
    }
  }
}

function event(at: Date, action: string, actor: string | null = null, reason: StoredReason = null) {
  return { at, action, actor, reason };
}

export type { FirmwareTaskState };
