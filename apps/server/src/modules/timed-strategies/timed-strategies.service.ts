import {
  INVALID_CODE,
  type PageQuery,
  type TimedStrategyInput,
  type TimedStrategyValues,
  timedStrategyInputSchema,
  validateOperationParams,
} from '@ies/contracts';
import { pagedList } from '../../db/paging';
import type { TimedStrategyRow } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationsService } from '../stations/stations.service';
import { stationZone } from '../stations/station-zone';
import { nextRunAfter, specifiedInstant } from './timed-schedule';
import type { TimedStrategiesRepository } from './timed-strategies.repository';
import { presentTimedLog, presentTimedStrategy, scheduleOf, zoneLabel } from './timed-strategies.presenter';

export interface TimedStrategiesServiceDeps {
  repository: TimedStrategiesRepository;
  clock: Clock;
  /** The one station authority. */
  stations: () => Pick<StationsService, 'requireAccess'>;
}

type Fields = ConstructorParameters<typeof ValidationError>[0];

/** The station detail's timed strategies and their log (issue 31 item 3, B §3, §4, §5, §8). */
export class TimedStrategiesService {
  constructor(private readonly deps: TimedStrategiesServiceDeps) {}

  async list(auth: AuthContext, stationId: string, page: PageQuery) {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const { rows, total } = await this.deps.repository.list(auth.tenantId, stationId, page);
    const zone = zoneLabel(station!);
    return pagedList(
      rows.map((row) => presentTimedStrategy(row, zone)),
      total,
      page,
    );
  }

  async get(auth: AuthContext, stationId: string, id: string) {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    return presentTimedStrategy(await this.found(auth, stationId, id), zoneLabel(station!));
  }

  async create(auth: AuthContext, stationId: string, body: TimedStrategyInput) {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const values = await this.checked(auth, stationId, station!, body);
    const now = this.deps.clock.now();
    const row = await this.deps.repository.insert({
      ...this.columns(values),
      tenantId: auth.tenantId,
      stationId,
      createdBy: auth.userId,
      nextRunAt: null,
    });
    const next = this.nextOf(row, station!, now);
    if (next) await this.deps.repository.update(row.id, { nextRunAt: next }, now);
    return this.get(auth, stationId, row.id);
  }

  async update(auth: AuthContext, stationId: string, id: string, body: TimedStrategyInput) {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    await this.found(auth, stationId, id);
    const values = await this.checked(auth, stationId, station!, body);
    const now = this.deps.clock.now();
    const columns = this.columns(values);
    const next = this.nextOf({ ...columns, id } as TimedStrategyRow, station!, now);
    await this.deps.repository.update(id, { ...columns, nextRunAt: next }, now);
    return this.get(auth, stationId, id);
  }

  async setEnabled(auth: AuthContext, stationId: string, id: string, enabled: boolean) {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const row = await this.found(auth, stationId, id);
    const now = this.deps.clock.now();
    const next = this.nextOf({ ...row, enabled }, station!, now);
    await this.deps.repository.update(id, { enabled, nextRunAt: next }, now);
    return this.get(auth, stationId, id);
  }

  /** B §8: an enabled strategy is deactivated first (iot-job.10001). */
  async remove(auth: AuthContext, stationId: string, id: string): Promise<void> {
    await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const row = await this.found(auth, stationId, id);
    if (row.enabled || !(await this.deps.repository.removeDisabled(id))) throw new AppError('iot-job.10001');
  }

  async logs(auth: AuthContext, stationId: string, query: PageQuery & { strategy_id?: string }) {
    await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const { rows, total } = await this.deps.repository.logs(
      auth.tenantId,
      stationId,
      query.strategy_id,
      query,
    );
    return pagedList(rows.map(presentTimedLog), total, query);
  }

  private async found(auth: AuthContext, stationId: string, id: string) {
    const row = await this.deps.repository.find(auth.tenantId, stationId, id);
    if (!row) throw new AppError('iot-http.404');
    return row;
  }

  /** The next run from now, null when disabled or none is left. */
  private nextOf(
    row: TimedStrategyRow,
    station: { timeZone: string | null; tzOffsetHours: number },
    now: Date,
  ): Date | null {
    if (!row.enabled) return null;
    const next = nextRunAfter(scheduleOf(row), stationZone(station), now.getTime() - 1);
    return next === null ? null : new Date(next);
  }

  /**
   * Every rule of B §5 the schema cannot see: the station is the path's, the device is bound to
   * it, its type has each command (else the control target cannot be queried, iot-alert.10003),
   * the params fit the command (hex data included), specified times lie in the effective period.
   */
  private async checked(
    auth: AuthContext,
    stationId: string,
    station: { timeZone: string | null; tzOffsetHours: number },
    body: TimedStrategyInput,
  ): Promise<TimedStrategyValues> {
    const values = timedStrategyInputSchema.parse(body);
    const fields: Fields = [];
    if (values.station_id !== stationId) fields.push({ field: 'station_id', code: INVALID_CODE });
    const device = await this.deps.repository.device(auth.tenantId, values.device_id);
    if (!device) throw new AppError('iot-alert.10003');
    await this.deps.stations().requireAccess(auth, 'view', { deviceIds: [device.id] });
    if (device.stationId !== stationId) fields.push({ field: 'device_id', code: 'iot-timed.10003' });
    values.commands.forEach((command, index) => {
      const operation = device.operations.find((o) => o.name === command.operation);
      if (!operation) {
        fields.push({ field: `commands.${index}.operation`, code: 'iot-alert.10003' });
        return;
      }
      for (const issue of validateOperationParams(operation, command.params))
        fields.push({
          field: `commands.${index}.params.${issue.field}`,
          code: issue.code,
          params: issue.params,
        });
    });
    if (values.repeat_mode === 'specified_time') {
      const zone = stationZone(station);
      const [from, to] = [Date.parse(values.effective_at), Date.parse(values.failure_at)];
      values.specified_times.forEach((text, index) => {
        const t = specifiedInstant(zone, text);
        if (t < from || t >= to) fields.push({ field: `specified_times.${index}`, code: 'iot-timed.10004' });
      });
    }
    if (fields.length > 0) throw new ValidationError(fields);
    return values;
  }

  private columns(values: TimedStrategyValues) {
    const specified = values.repeat_mode === 'specified_time';
    return {
      name: values.name,
      deviceId: values.device_id,
      functionBlock: values.function_block,
      repeatMode: values.repeat_mode,
      cycle: specified ? null : values.cycle,
      every: values.every,
      weekdays: values.cycle === 'week' ? [...new Set(values.weekdays)].sort() : [],
      runTime: values.run_time,
      dayOfMonth: values.day_of_month,
      monthOfYear: values.month_of_year,
      specifiedTimes: specified ? values.specified_times : [],
      effectiveAt: new Date(values.effective_at),
      failureAt: new Date(values.failure_at),
      retryTimes: values.retry_times,
      retryInterval: values.retry_interval,
      enabled: values.enabled,
      commands: values.commands,
    };
  }
}
