import { type AlarmDelivery, errorMessage, isErrorCode, type Locale } from '@ies/contracts';
import type { AlarmDeliveryRow } from '../../db/schema';

/** `a***@example.com`: enough to tell addresses apart, not to harvest them. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** `138****8000`. */
function maskMobile(mobile: string): string {
  return mobile.length >= 8 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** A web address by its host only: paths of robots and webhooks often carry their token. */
function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname.length > 1
      ? `${parsed.protocol}//${parsed.host}/…`
      : `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '***';
  }
}

/** The device id of a command delivery (`<device id>/<operation>`). */
export function commandDevice(row: Pick<AlarmDeliveryRow, 'channel' | 'destination'>): string | undefined {
  if (row.channel !== 'command') return undefined;
  const slash = row.destination.lastIndexOf('/');
  return slash > 0 ? row.destination.slice(0, slash) : undefined;
}

function recipient(row: AlarmDeliveryRow, deviceNames: Map<string, string>): string {
  switch (row.channel) {
    case 'email':
      return maskEmail(row.destination);
    case 'sms':
      return maskMobile(row.destination);
    case 'webhook':
    case 'wecom':
    case 'dingtalk':
      return maskUrl(row.destination);
    case 'command': {
      const device = commandDevice(row) ?? '';
      const operation = row.destination.slice(device.length + 1);
      return `${deviceNames.get(device) ?? device} · ${operation}`;
    }
    default:
      return '';
  }
}

/**
 * The words for a delivery's last error: the notifier stores what failed as it was thrown (an
 * HTTP status, a robot's errcode, a network error, a command's catalogue code); the log shows
 * its catalogue reason in the caller's language, never the raw text.
 */
export function deliveryError(lastError: string | null, locale: Locale): AlarmDelivery['error'] {
  if (!lastError) return null;
  const said = (code: string, params?: Record<string, string>) => ({
    code,
    message: errorMessage(code, locale, params),
  });
  if (isErrorCode(lastError)) return said(lastError);
  const status = /answered (\d{3})/.exec(lastError);
  if (status) return said('iot-alert.10033', { status: status[1]! });
  const errcode = /errcode (\S+)/.exec(lastError);
  if (errcode) return said('iot-alert.10036', { errcode: errcode[1]! });
  if (/timeout|timed out|aborted/i.test(lastError)) return said('iot-alert.10034');
  if (/no (email|sms) sender/i.test(lastError)) return said('iot-alert.10037');
  if (
    /fetch failed|ECONN|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|socket|refused|unreachable/i.test(
      lastError,
    )
  )
    return said('iot-alert.10035');
  return said('iot-alert.10038');
}

export function presentDelivery(
  row: AlarmDeliveryRow,
  deviceNames: Map<string, string>,
  locale: Locale,
): AlarmDelivery {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: recipient(row, deviceNames),
    status: row.status,
    attempts: row.attempts,
    created_time: row.createdAt.toISOString(),
    updated_time: row.updatedAt.toISOString(),
    error: row.status === 'failed' || row.status === 'pending' ? deliveryError(row.lastError, locale) : null,
  };
}
