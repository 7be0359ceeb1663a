import { createHash } from 'node:crypto';
import type { TimedStrategyRow, TimedStrategyRunRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { commandOutcome } from '../commands/command-outcome';
import type { CommandsService } from '../commands/commands.service';
import { stationZone } from '../stations/station-zone';
import { nextRunAfter } from './timed-schedule';
import type { TimedStrategiesRepository } from './timed-strategies.repository';
import { scheduleOf } from './timed-strategies.presenter';

const MINUTE = 60_000;
/** A claimed attempt with no command after this long lost its process before sending: issued again. */
const ORPHAN_MS = 60_000;
const BATCH = 100;

/** A uuid derived from its parts: the same run, attempt and position always name the same command. */
export function derivedId(...parts: Array<string | number>): string {
  const hex = createHash('sha1').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface TimedRunnerDeps {
  runs: TimedStrategiesRepository;
  clock: Clock;
  commands: () => CommandsService;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The timed strategies' runner, one poll of the job `timed-strategies.tick` (the platform job
 * runtime fires it once per period across processes). Every step is a conditional update, so two
 * processes or a poll repeated after a crash change nothing twice:
 * 1. a due strategy becomes one run (unique per due time) and its next run moves on;
 * 2. a run's attempt is claimed and sent as a command task whose ids derive from run and attempt;
 * 3. once every command of the attempt is final, the run is finished, retried after the
 *    strategy's retry interval (while retries are left and before the failure time), or failed.
 */
export class TimedStrategyRunner {
  constructor(private readonly deps: TimedRunnerDeps) {}

  async tick(): Promise<void> {
    await this.fireDue();
    await this.attemptDue();
    await this.settleRunning();
  }

  private async fireDue(): Promise<void> {
    const now = this.deps.clock.now();
    for (const strategy of await this.deps.runs.dueStrategies(now, BATCH)) {
      const due = strategy.nextRunAt!;
      const zone = await this.deps.runs.zoneOf(strategy.stationId);
      if (!zone) continue;
      // Runs missed while no process was up are not made up: the next one is after now.
      const next = nextRunAfter(
        scheduleOf(strategy),
        stationZone(zone),
        Math.max(now.getTime(), due.getTime()),
      );
      await this.deps.runs.fire(strategy, due, next === null ? null : new Date(next));
    }
  }

  private async attemptDue(): Promise<void> {
    const now = this.deps.clock.now();
    for (const run of await this.deps.runs.attemptsDue(now, BATCH)) {
      const strategy = await this.deps.runs.strategyOf(run);
      if (!strategy) continue;
      if (!(await this.deps.runs.claim(run, derivedId(run.id, run.retryCount), now))) continue;
      await this.issue({ ...run, status: 'running' }, strategy);
    }
  }

  private async issue(run: TimedStrategyRunRow, strategy: TimedStrategyRow): Promise<void> {
    try {
      await this.deps.commands().issueTask({
        tenantId: run.tenantId,
        deviceId: run.deviceId,
        actor: `timed-strategy:${strategy.id}`,
        createdBy: strategy.createdBy,
        commands: run.content.map((command, index) => ({
          id: derivedId(run.id, run.retryCount, index),
          operation: command.operation,
          params: command.params,
          delaySeconds: index === 0 ? 0 : command.interval_seconds,
        })),
      });
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'iot-http.500';
      if (!(error instanceof AppError)) this.deps.log?.(`timed run ${run.id} could not be sent`, error);
      await this.failAttempt(run, strategy, code);
    }
  }

  private async settleRunning(): Promise<void> {
    const now = this.deps.clock.now();
    for (const run of await this.deps.runs.running(BATCH)) {
      const strategy = await this.deps.runs.strategyOf(run);
      if (!strategy) continue;
      const ids = run.content.map((_, index) => derivedId(run.id, run.retryCount, index));
      const rows = await this.deps.commands().byIds(run.deviceId, ids);
      if (rows.length === 0) {
        if (now.getTime() - (run.claimedAt?.getTime() ?? 0) >= ORPHAN_MS) await this.issue(run, strategy);
        continue;
      }
      const outcomes = rows.map(commandOutcome);
      if (outcomes.some((o) => o === undefined)) continue;
      const failed = outcomes.find((o) => o && !o.ok);
      if (!failed || failed.ok) {
        await this.deps.runs.settle(run, { status: 'finished', finishedAt: now, errorCode: null });
      } else {
        await this.failAttempt(run, strategy, failed.code);
      }
    }
  }

  /** A failed attempt: retried after the retry interval while retries are left before the failure time. */
  private async failAttempt(run: TimedStrategyRunRow, strategy: TimedStrategyRow, code: string) {
    const now = this.deps.clock.now();
    const retryAt = new Date(now.getTime() + strategy.retryInterval * MINUTE);
    if (run.retryCount < strategy.retryTimes && retryAt < strategy.failureAt) {
      await this.deps.runs.settle(run, {
        status: 'waiting_retry',
        retryCount: run.retryCount + 1,
        attemptAt: retryAt,
        taskId: null,
        claimedAt: null,
        errorCode: code,
      });
    } else {
      await this.deps.runs.settle(run, { status: 'failed', errorCode: code, finishedAt: now });
    }
  }
}
