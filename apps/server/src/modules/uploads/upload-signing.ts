import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { uploadUrl } from '@ies/contracts';
import type { Clock } from '../../platform/clock';

/**
 * Signed addresses last from 5 to 10 minutes: the expiry is rounded up to a 5-minute step, so a
 * page opened again within the step gets the same address and the browser's cached picture.
 */
const STEP_S = 300;

/** Loads (or makes and keeps) the signing key: base64url of 32 random bytes. */
export type SigningKeySource = (candidate: string) => Promise<string>;

/**
 * Signs and checks the addresses of private uploads (station and order pictures): an `<img>`
 * cannot send the session, so the page that shows a picture, having checked the caller's
 * authority over the station or order, hands out an address that opens it for a few minutes.
 */
export class UploadSigner {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly source: SigningKeySource,
    private readonly clock: Clock,
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

  /** A function giving the signed address of each id, valid from now for 5 to 10 minutes. */
  async signer(): Promise<(id: string) => string> {
    const key = await this.loadKey();
    const expires = String((Math.floor(this.clock.now().getTime() / 1000 / STEP_S) + 2) * STEP_S);
    return (id) => `${uploadUrl(id)}?expires=${expires}&signature=${signature(key, id, expires)}`;
  }

  /** Seconds the address is still valid for, or null when its signature is wrong or it expired. */
  async remainingSeconds(id: string, expires?: string, given?: string): Promise<number | null> {
    if (!expires || !given || !/^\d{1,12}$/.test(expires)) return null;
    const expected = Buffer.from(signature(await this.loadKey(), id, expires));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    const remaining = Number(expires) - Math.floor(this.clock.now().getTime() / 1000);
    return remaining > 0 ? remaining : null;
  }
}

function signature(key: Buffer, id: string, expires: string): string {
  return createHmac('sha256', key).update(`upload:${id}:${expires}`).digest('base64url');
}
