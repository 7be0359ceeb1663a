import type { TimedStrategy, TimedStrategyLog } from '@ies/contracts';
import type { TimedStrategyRow, TimedStrategyRunRow } from '../../db/schema';
import type { TimedSchedule } from './timed-schedule';

export function scheduleOf(row: TimedStrategyRow): TimedSchedule {
  return {
    repeatMode: row.repeatMode,
    cycle: row.cycle,
    every: row.every,
    weekdays: row.weekdays,
    runTime: row.runTime,
    dayOfMonth: row.dayOfMonth,
    monthOfYear: row.monthOfYear,
    specifiedTimes: row.specifiedTimes,
    effectiveAt: row.effectiveAt.getTime(),
    failureAt: row.failureAt.getTime(),
  };
}

/** IANA name, or the fixed offset as UTC±hh:mm. */
export function zoneLabel(zone: { timeZone: string | null; tzOffsetHours: number }): string {
  if (zone.timeZone) return zone.timeZone;
  const sign = zone.tzOffsetHours < 0 ? '-' : '+';
  return `UTC${sign}${String(Math.abs(zone.tzOffsetHours)).padStart(2, '0')}:00`;
}

export function presentTimedStrategy(
  row: TimedStrategyRow & { deviceName: string | null },
  zone: string,
): TimedStrategy {
  return {
    id: row.id,
    name: row.name,
    station_id: row.stationId,
    device_id: row.deviceId,
    device_name: row.deviceName,
    function_block: row.functionBlock,
    repeat_mode: row.repeatMode,
    cycle: row.cycle,
    every: row.every,
    weekdays: row.weekdays,
    run_time: row.runTime,
    day_of_month: row.dayOfMonth,
    month_of_year: row.monthOfYear,
    specified_times: row.specifiedTimes,
    effective_at: row.effectiveAt.toISOString(),
    failure_at: row.failureAt.toISOString(),
    retry_times: row.retryTimes,
    retry_interval: row.retryInterval,
    enabled: row.enabled,
    commands: row.commands,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    time_zone: zone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentTimedLog(row: TimedStrategyRunRow): TimedStrategyLog {
  return {
    id: row.id,
    strategy_id: row.strategyId,
    strategy_name: row.strategyName,
    status: row.status,
    retry_count: row.retryCount,
    content: row.content.map((c) => ({ operation: c.operation, params: c.params })),
    error_code: row.errorCode,
    due_at: row.dueAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
