import type { DeviceStatus, TriggerCondition } from '@ies/contracts';
import type { DeviceLogRow } from '../../telemetry/telemetry.repository';

/** Log attributes named by a log condition; any other name is a key of the log's `data`. */
const LOG_FIELDS: Record<string, (row: DeviceLogRow) => unknown> = {
  kind: (row) => row.k,
  level: (row) => row.lv,
  type: (row) => row.c,
  code: (row) => row.c,
  message: (row) => row.m,
};

/** The attribute of a device log, as text (undefined when the log does not carry it). */
export function logAttribute(row: DeviceLogRow, attribute: string): string | undefined {
  const field = LOG_FIELDS[attribute];
  const value = field
    ? field(row)
    : row.x !== null && typeof row.x === 'object'
      ? (row.x as Record<string, unknown>)[attribute]
      : undefined;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A device log checked against a rule's log conditions: `holds` when they match (AND/OR);
 * `cleared` when the log carries every attribute of the rule, none with the value that raised
 * it (a later "fault_code: 0" clears "fault_code: 17"); `relevant` when it carries any of them.
 */
export function matchLog(
  trigger: TriggerCondition,
  row: DeviceLogRow,
): { relevant: boolean; holds: boolean; cleared: boolean } {
  const conditions = trigger.conditions.filter((c) => c.kind === 'log');
  if (conditions.length === 0) return { relevant: false, holds: false, cleared: false };
  const values = conditions.map((c) => logAttribute(row, c.attribute));
  const matches = conditions.map((c, i) => values[i] === c.value);
  return {
    relevant: values.some((v) => v !== undefined),
    holds: trigger.join === 'or' ? matches.some(Boolean) : matches.every(Boolean),
    cleared: values.every((v) => v !== undefined) && !matches.some(Boolean),
  };
}

/** Whether a device in `status` meets the rule's state conditions (AND/OR); none: never. */
export function matchState(trigger: TriggerCondition, status: DeviceStatus): boolean {
  const conditions = trigger.conditions.filter((c) => c.kind === 'state');
  if (conditions.length === 0) return false;
  const matches = conditions.map((c) => c.state === status);
  return trigger.join === 'or' ? matches.some(Boolean) : matches.every(Boolean);
}
