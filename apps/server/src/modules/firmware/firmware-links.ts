import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FIRMWARE_LINK_SECONDS } from '@ies/contracts';
import type { Clock } from '../../platform/clock';

/**
 * Short-lived signed download links of firmware packages, for the OTA offer: a device holds no
 * session, so the offer carries an address that opens the package for FIRMWARE_LINK_SECONDS. The
 * key is kept in the database, so every server process signs and checks alike.
 */
export class FirmwareLinks {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly source: (candidate: string) => Promise<string>,
    private readonly clock: Clock,
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

  async link(id: string): Promise<string> {
    const expires = String(Math.floor(this.clock.now().getTime() / 1000) + FIRMWARE_LINK_SECONDS);
    const signature = sign(await this.loadKey(), id, expires);
    return `${this.publicUrl}/api/firmware/${id}/download?expires=${expires}&signature=${signature}`;
  }

  async valid(id: string, expires?: string, given?: string): Promise<boolean> {
    if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
    const expected = Buffer.from(sign(await this.loadKey(), id, expires));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
    return Number(expires) > Math.floor(this.clock.now().getTime() / 1000);
  }
}

function sign(key: Buffer, id: string, expires: string): string {
  return createHmac('sha256', key).update(`firmware:${id}:${expires}`).digest('base64url');
}
