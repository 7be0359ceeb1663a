/**
 * Canonical forms of mobile numbers and e-mail addresses, so that "+8613800138000" and
 * "13800138000", or "A@x.cn" and "a@x.cn", are one account and one code destination.
 */
export function normalizeMobile(value: string): string {
  const trimmed = value.trim();
  return /^\+861[3-9]\d{9}$/.test(trimmed) ? trimmed.slice(3) : trimmed;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** 13800135678 → 138****5678; short international numbers keep only their last four digits. */
export function maskMobile(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length >= 11) return `${value.slice(0, value.length - 8)}****${value.slice(-4)}`;
  return `****${value.slice(-4)}`;
}

/** a***@example.com */
export function maskEmail(value: string | null | undefined): string {
  if (!value) return '';
  const at = value.indexOf('@');
  if (at <= 0) return '***';
  return `${value.slice(0, 1)}***${value.slice(at)}`;
}
