import { randomInt, randomUUID } from 'node:crypto';
import { GRAPHIC_CODE_SIZE, GRAPHIC_CODE_TTL_SECONDS } from '@ies/contracts';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/app-error';
import { hashSecret } from '../../platform/identity/secret-token';
import type { TestSecrets } from '../verification/test-secrets';
import { CaptchaRepository } from './captcha.repository';
import type { Db } from '../../db/database';

/** Characters that cannot be confused with one another in a noisy image. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const TEXT_LENGTH = 4;

// The package's default export draws a given text; its own text generator uses Math.random.
const drawCaptcha = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

function answerHash(uuid: string, text: string): string {
  return hashSecret(`${uuid}:${text.toLowerCase()}`);
}

/** Graphic codes for the password sign-in: 150×50, single use, short-lived, case-insensitive. */
export class CaptchaService {
  constructor(
    private readonly repository: CaptchaRepository,
    private readonly clock: Clock,
    private readonly testSecrets?: TestSecrets,
  ) {}

  async create(): Promise<{ uuid: string; svgCode: string }> {
    const now = this.clock.now();
    let text = '';
    for (let i = 0; i < TEXT_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
    const uuid = randomUUID();
    await this.repository.deleteExpired(now);
    await this.repository.insert({
      id: uuid,
      answerHash: answerHash(uuid, text),
      createdAt: now,
      expiresAt: new Date(now.getTime() + GRAPHIC_CODE_TTL_SECONDS * 1000),
    });
    this.testSecrets?.recordCaptcha(uuid, text);
    const svgCode = drawCaptcha(text, {
      width: GRAPHIC_CODE_SIZE.width,
      height: GRAPHIC_CODE_SIZE.height,
      noise: 3,
      color: true,
      background: '#f4f6fb',
    });
    return { uuid, svgCode };
  }

  /** Checks and uses up a graphic code: unknown or used → 10013, expired → 10027, wrong → 10026. */
  async verify(uuid: string, answer: string): Promise<void> {
    const row = await this.repository.take(uuid);
    if (!row) throw new AppError('iot-control.10013');
    if (this.clock.now() >= row.expiresAt) throw new AppError('iot-control.10027');
    if (row.answerHash !== answerHash(uuid, answer)) throw new AppError('iot-control.10026');
  }
}

/** The captcha service on its own table (identity builds it). */
export function createCaptchaService(db: Db, clock: Clock, testSecrets?: TestSecrets): CaptchaService {
  return new CaptchaService(new CaptchaRepository(db), clock, testSecrets);
}
