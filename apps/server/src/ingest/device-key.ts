import { pbkdf2Sync, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/*
 * Device keys are stored in Mosquitto's `$7` format (PBKDF2-HMAC-SHA512, 101 iterations, 12-byte
 * salt), so the platform can write Mosquitto's password file from the database. Keys are random
 * and long; a slow hash would only slow every (re)connect.
 */
const ITERATIONS = 101;
const SALT_BYTES = 12;
const HASH_BYTES = 64;

export function hashDeviceKey(key: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = pbkdf2Sync(key, salt, ITERATIONS, HASH_BYTES, 'sha512');
  return `$7$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyDeviceKey(key: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 5 || parts[1] !== '7') return false;
  const iterations = Number(parts[2]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > 1_000_000) return false;
  const salt = Buffer.from(parts[3] ?? '', 'base64');
  const expected = Buffer.from(parts[4] ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = pbkdf2Sync(key, salt, iterations, expected.length, 'sha512');
  return timingSafeEqual(actual, expected);
}

/** A system-generated key: lowercase 8-4-4-4-12 hexadecimal (docs/spec/B-operations.md §3). */
export function generateDeviceKey(): string {
  return randomUUID();
}
