import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload addresses of file recalls (docs/device-protocol.md §5d): a device holds no
 * session, so the recall command carries an address that takes the file until it expires. The
 * key is kept in the database, so every server process signs and checks alike.
 */
export class RecallLinks {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly source: (candidate: string) => Promise<string>,
    private readonly publicUrl: string,
  ) {}

  private loadKey(): Promise<Buffer> {
    this.key ??= this.source(randomBytes(32).toString('base64url')).then(
      (key) => Buffer.from(key, 'base64url'),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return this.key;
  }

  async link(id: string, expiresAt: Date): Promise<string> {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const signature = sign(await this.loadKey(), id, expires);
    return `${this.publicUrl}/api/file-recalls/${id}/upload?expires=${expires}&signature=${signature}`;
  }

  async valid(id: string, now: Date, expires?: string, given?: string): Promise<boolean> {
    if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
    const expected = Buffer.from(sign(await this.loadKey(), id, expires));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
    return Number(expires) > Math.floor(now.getTime() / 1000);
  }
}

function sign(key: Buffer, id: string, expires: string): string {
  return createHmac('sha256', key).update(`file-recall:${id}:${expires}`).digest('base64url');
}
