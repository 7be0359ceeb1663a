import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets tenants save (SIM pool secret keys) at rest: AES-256-GCM under the
 * platform's secrets key, a fresh nonce each time. The sealed text is `v1:<base64 nonce|tag|data>`.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string | Buffer) {
    // Any length of configured text becomes a 256-bit key.
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  open(sealed: string): string {
    const [version, body = ''] = sealed.split(':', 2);
    if (version !== VERSION) throw new Error('unknown sealed secret version');
    const raw = Buffer.from(body, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}

/**
 * The process's secret box: SECRETS_KEY when set, else a random key kept in `dataDir/secrets.key`
 * (made once, readable by the owner only; processes that share no data folder need SECRETS_KEY).
 */
export function secretBoxFor(config: { secretsKey: string | undefined; dataDir: string }): SecretBox {
  if (config.secretsKey) return new SecretBox(config.secretsKey);
  const file = path.join(config.dataDir, 'secrets.key');
  try {
    return new SecretBox(readFileSync(file));
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return new SecretBox(readFileSync(file));
  }
}
