import { COMMAND_FINAL_STATES } from '@ies/contracts';
import type { DeviceCommandRow } from '../../db/schema';

/**
 * How a command ended, for modules that follow the commands they issued (timed strategies, batch
 * operations): undefined while it may still change; a command needing no reply is done once sent.
 */
export function commandOutcome(
  row: Pick<DeviceCommandRow, 'state' | 'needsResponse' | 'errorCode'>,
): { ok: true } | { ok: false; code: string } | undefined {
  if (row.state === 'replied' || (row.state === 'sent' && !row.needsResponse)) return { ok: true };
  if (!(COMMAND_FINAL_STATES as readonly string[]).includes(row.state)) return undefined;
  if (row.errorCode) return { ok: false, code: row.errorCode };
  if (row.state === 'timed_out') return { ok: false, code: 'iot-device.10002' };
  if (row.state === 'expired') return { ok: false, code: 'iot-timed.10006' };
  return { ok: false, code: 'iot-timed.10005' };
}
