import type { RecalculationInput } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationFiguresRepository } from './station-figures.repository';
import { presentRecalculation } from './stations.presenter';
import { logStation, round, type StationConcernDeps } from './station-kit';

/** Recalculation of a station's rollups, run in the background of this process. */
export class StationRecalcService {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: StationConcernDeps & {
      figures: StationFiguresRepository;
      /** Told when a station's rollups of a range were rewritten (figures kept from them go stale). */
      rollupsRecalculated?: (stationId: string, fromMs: number, toMs: number) => Promise<void>;
    },
  ) {}

  /** Waits for background recalculations (app close, tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /**
   * Starts recomputing the rollups of [begin_time, end_time) for one bound device or all of them;
   * runs in the background of this process, its row shows status and progress.
   */
  async recalculate(auth: AuthContext, stationId: string, input: RecalculationInput) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    let deviceIds: string[];
    if (input.things_id) {
      const [device] = await this.deps.stations.devicesOfTenant(auth.tenantId, [input.things_id]);
      if (device?.stationId !== stationId) throw new AppError('iot-station.10014');
      deviceIds = [input.things_id];
    } else {
      deviceIds = (await this.deps.stations.boundDeviceStates([stationId])).map((d) => d.deviceId).sort();
    }
    const task = await this.deps.figures.insertRecalculation({
      tenantId: auth.tenantId,
      stationId,
      thingsId: input.things_id ?? null,
      beginTime: new Date(input.begin_time),
      endTime: new Date(input.end_time),
      createdBy: auth.userId,
      createdAt: this.deps.clock.now(),
    });
    await logStation(this.deps.stations, auth, stationId, 'recalculate', {
      begin_time: input.begin_time,
      end_time: input.end_time,
      things_id: input.things_id ?? null,
    });
    const run = this.runRecalculation(
      task.id,
      stationId,
      deviceIds,
      Date.parse(input.begin_time),
      Date.parse(input.end_time),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return presentRecalculation(task);
  }

  /**
   * A tariff change reprices the station's stored revenue from a local date on: shown as a task
   * (kind `revenue`, from that date's midnight to now) whose progress `work` reports.
   */
  async revenueTask(
    auth: AuthContext,
    stationId: string,
    fromDate: string,
    work: (progress: (fraction: number) => Promise<void>) => Promise<void>,
  ) {
    const { station } = await this.deps.authority.reach(auth, stationId, 'edit');
    const beginTime = new Date(Date.parse(`${fromDate}T00:00:00Z`) - station.tzOffsetHours * 3_600_000);
    const now = this.deps.clock.now();
    const task = await this.deps.figures.insertRecalculation({
      tenantId: auth.tenantId,
      stationId,
      kind: 'revenue',
      beginTime,
      endTime: now > beginTime ? now : beginTime,
      status: 'running',
      createdBy: auth.userId,
      createdAt: now,
    });
    const figures = this.deps.figures;
    // Started before this returns, so whoever waits for the work (tests, app close) sees it.
    const run = work((fraction) =>
      figures.updateRecalculation(task.id, { progress: round(fraction * 100, 1) }),
    )
      .then(() =>
        figures.updateRecalculation(task.id, {
          status: 'done',
          progress: 100,
          finishedAt: this.deps.clock.now(),
        }),
      )
      .catch((error: unknown) => this.fail(task.id, error));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return presentRecalculation(task);
  }

  private fail(taskId: string, error: unknown) {
    return this.deps.figures
      .updateRecalculation(taskId, {
        status: 'failed',
        error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
        finishedAt: this.deps.clock.now(),
      })
      .catch(() => undefined);
  }

  private async runRecalculation(
    taskId: string,
    stationId: string,
    deviceIds: string[],
    fromMs: number,
    toMs: number,
  ) {
    const figures = this.deps.figures;
    try {
      await figures.updateRecalculation(taskId, { status: 'running' });
      const sources = await figures.rollupSources(deviceIds);
      for (const [index, source] of sources.entries()) {
        await figures.recomputeDevice(source, fromMs, toMs);
        await figures.updateRecalculation(taskId, {
          progress: round(((index + 1) / sources.length) * 100, 1),
        });
      }
      await this.deps.rollupsRecalculated?.(stationId, fromMs, toMs);
      await figures.updateRecalculation(taskId, {
        status: 'done',
        progress: 100,
        finishedAt: this.deps.clock.now(),
      });
    } catch (error) {
      await this.fail(taskId, error);
    }
  }

  async recalculations(auth: AuthContext, stationId: string) {
    await this.deps.authority.reach(auth, stationId, 'view');
    const nowMs = this.deps.clock.now().getTime();
    const rows = await this.deps.figures.listRecalculations(stationId);
    return { list: rows.map((row) => presentRecalculation(row, nowMs)) };
  }
}
