import type { BatchOperationRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { commandOutcome } from '../commands/command-outcome';
import type { CommandsService } from '../commands/commands.service';
import type { DevicesService } from '../devices/devices.service';
import { derivedId } from '../timed-strategies/timed-runner';
import type { BatchOperationsRepository } from './batch-operations.repository';

/** Codes that mean the device was never sent anything because it cannot take it now. */
const REFUSALS = new Set(['iot-device.10015', 'iot-device.10001', 'iot-command.10001', 'iot-batch.10003']);
/** A device taken this long ago with nothing recorded lost its process mid-send. */
export const BATCH_ORPHAN_MS = 60_000;
/** Devices taken per round of one poll. */
const ROUND = 200;

export interface BatchRunnerDeps {
  repository: BatchOperationsRepository;
  clock: Clock;
  commands: () => Pick<CommandsService, 'issueTask'>;
  devices: () => Pick<DevicesService, 'pushConfigFor'>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The batch operations' sender, one poll of the job `batch-operations.run` (issue 31 item 4). The
 * request only stores the batch and one row per device; this job sends to each device and records
 * its outcome. Each device is first taken by a conditional update (one process sends to it), then:
 * - a command is issued as a command task whose id derives from batch and device, so issuing it
 *   again after a crash returns the stored command instead of sending a second one; the command's
 *   final state (reply, timeout) later settles the device's result;
 * - a configuration push is published once; a device taken by a process that stopped before
 *   recording the push is not pushed again (it may have been sent) but fails with that reason.
 */
export class BatchRunner {
  constructor(private readonly deps: BatchRunnerDeps) {}

  async tick(): Promise<void> {
    for (;;) {
      const now = this.deps.clock.now();
      const pending = await this.deps.repository.pendingItems(
        new Date(now.getTime() - BATCH_ORPHAN_MS),
        ROUND,
      );
      let taken = 0;
      for (const item of pending) {
        if (!(await this.deps.repository.claimItem(item.id, item.claimedAt, this.deps.clock.now()))) continue;
        taken += 1;
        await this.sendOne(item.batch, item.deviceId, item.claimedAt !== null);
      }
      if (taken === 0 || pending.length < ROUND) break;
    }
    await this.settle();
  }

  private async sendOne(batch: BatchOperationRow, deviceId: string, again: boolean): Promise<void> {
    const now = () => this.deps.clock.now();
    const requestId = derivedId('batch', batch.id, deviceId);
    try {
      if (batch.kind === 'command') {
        const [row] = await this.deps.commands().issueTask({
          tenantId: batch.tenantId,
          deviceId,
          actor: `batch-operation:${batch.id}`,
          createdBy: batch.createdBy,
          commands: [
            { id: requestId, operation: batch.operation ?? '', params: batch.params, delaySeconds: 0 },
          ],
        });
        const outcome = row ? commandOutcome(row) : undefined;
        await this.deps.repository.setItem(batch.id, deviceId, {
          commandId: requestId,
          ...(outcome
            ? {
                result: outcome.ok ? 'succeeded' : 'failed',
                errorCode: outcome.ok ? null : outcome.code,
                finishedAt: now(),
              }
            : {}),
        });
      } else if (again) {
        await this.deps.repository.setItem(batch.id, deviceId, {
          result: 'failed',
          errorCode: 'iot-batch.10005',
          finishedAt: now(),
        });
      } else {
        await this.deps
          .devices()
          .pushConfigFor(batch.tenantId, deviceId, batch.config, requestId, batch.createdBy);
        await this.deps.repository.setItem(batch.id, deviceId, { result: 'succeeded', finishedAt: now() });
      }
    } catch (error) {
      if (!(error instanceof AppError)) {
        // Not this device's answer (the database, the broker): the next poll takes it again.
        this.deps.log?.(`batch ${batch.id}: sending to ${deviceId} failed`, error);
        throw error;
      }
      // An operation the device's type lacks is this device's refusal, not the whole batch's.
      const code = error.code === 'iot-alert.10003' ? 'iot-batch.10003' : error.code;
      await this.deps.repository.setItem(batch.id, deviceId, {
        result: REFUSALS.has(code) ? 'refused' : 'failed',
        errorCode: code,
        finishedAt: now(),
      });
    }
  }

  /** Devices whose command has ended take its outcome (so progress moves with nobody watching). */
  async settle(batchIds: string[] | 'all' = 'all'): Promise<void> {
    for (const item of await this.deps.repository.openItems(batchIds)) {
      const outcome = commandOutcome(item);
      if (!outcome) continue;
      await this.deps.repository.settleItem(item.id, {
        result: outcome.ok ? 'succeeded' : 'failed',
        errorCode: outcome.ok ? null : outcome.code,
        finishedAt: item.finishedAt ?? this.deps.clock.now(),
      });
    }
  }
}
