import { randomInt } from 'node:crypto';

/** A merchant's public number: 10 digits, not starting with 0 (ours). */
export const BUSINESS_ID_PATTERN = /^[1-9]\d{9}$/;

export function newBusinessId(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** What owners type: the business id in base64 (the spec's extension_code). */
export function extensionCodeOf(businessId: string): string {
  return Buffer.from(businessId, 'utf8').toString('base64');
}

/** The business id inside an extension code, or undefined when it is not the canonical base64 of one. */
export function businessIdOf(extensionCode: string): string | undefined {
  const trimmed = extensionCode.trim();
  const decoded = Buffer.from(trimmed, 'base64').toString('utf8');
  if (extensionCodeOf(decoded) !== trimmed) return undefined;
  return BUSINESS_ID_PATTERN.test(decoded) ? decoded : undefined;
}
