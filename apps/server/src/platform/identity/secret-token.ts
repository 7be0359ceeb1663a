import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the value handed out (session, remember, bind and state tokens). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table cannot be replayed. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
