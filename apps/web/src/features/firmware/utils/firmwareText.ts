import type { FirmwareReason } from '@ies/contracts';
import { translateError } from '../../../i18n/translateError';

/** A reason (a catalogue code and its values) as text in the current language; never the code. */
export function reasonText(reason: FirmwareReason): string {
  if (!reason || reason.code === 'group') return '';
  return translateError(reason.code, reason.params);
}

/** Bytes as a short size (KB, MB). */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Share of finished devices of a group, 0–100. */
export function finishedPercent(counts: { success: number; fail: number }, size: number): number {
  return size === 0 ? 0 : Math.round(((counts.success + counts.fail) * 100) / size);
}

export const FIRMWARE_LIST_ROUTE = 'DeviceManager/FirmwareList';
export const TASK_DETAILS_ROUTE = 'DeviceManager/FirmwareList/TaskDetails';
