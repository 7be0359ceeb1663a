import { randomInt, randomUUID } from 'node:crypto';
import {
  CODE_DAILY_CAP,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
  type ErrorCode,
  type Locale,
  verificationCodeMessage,
} from '@ies/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { CodeChannel } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { hashSecret } from '../../platform/identity/secret-token';
import type { MessageSender } from './message-sender';
import type { TestSecrets } from './test-secrets';
import { VerificationCodesRepository } from './verification-codes.repository';

/** Codes one requesting address may ask for per day, whatever the destinations (ours). */
export const CODE_DAILY_CAP_PER_IP = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which catalogue codes a failed check answers with where the code is entered. */
export interface CodeErrors {
  wrong: ErrorCode;
  expired: ErrorCode;
}

export const SMS_CODE_ERRORS: CodeErrors = { wrong: 'iot-control.10021', expired: 'iot-control.10020' };

function codeHash(id: string, code: string): string {
  return hashSecret(`${id}:${code}`);
}

/**
 * 6-digit SMS and e-mail codes: single use, CODE_TTL_SECONDS to live, CODE_MAX_ATTEMPTS wrong
 * tries, a resend cooldown per destination and daily caps per destination and per address. All
 * state is in the database, so several server processes agree.
 */
export class VerificationCodeService {
  private readonly repository: VerificationCodesRepository;

  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly testSecrets?: TestSecrets,
  ) {
    this.repository = new VerificationCodesRepository(db);
  }

  /** Test hooks only: the destination may have a new code at once (journeys skip the real minute). */
  async endResendCooldown(destination: string): Promise<void> {
    await this.repository.backdate(destination, CODE_RESEND_COOLDOWN_SECONDS * 1000);
  }

  /** Creates and delivers a code; answers the seconds until another may be asked for. */
  async issue(input: {
    destination: string;
    channel: CodeChannel;
    purpose: CodePurpose;
    ip: string;
    locale: Locale;
    /** false: counted and limited like any other, but not sent (a reset code for an unknown address). */
    deliver?: boolean;
  }): Promise<{ resendAfter: number }> {
    const now = this.clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      const codes = new VerificationCodesRepository(tx);
      await codes.lockDestination(input.destination);
      const latest = await codes.latestForDestination(input.destination);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + CODE_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError('iot-security.10004', { params: { seconds }, data: { retry_after: seconds } });
        }
      }
      const since = new Date(now.getTime() - DAY_MS);
      await codes.deleteForDestinationBefore(input.destination, since);
      if ((await codes.countForDestinationSince(input.destination, since)) >= CODE_DAILY_CAP) {
        throw new AppError('iot-security.10005');
      }
      if ((await codes.countForIpSince(input.ip, since)) >= CODE_DAILY_CAP_PER_IP) {
        throw new AppError('iot-security.10005');
      }
      await codes.insert({
        id,
        destination: input.destination,
        channel: input.channel,
        purpose: input.purpose,
        codeHash: codeHash(id, code),
        requesterIp: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      });
    });

    if (input.deliver === false) return { resendAfter: CODE_RESEND_COOLDOWN_SECONDS };
    const message = verificationCodeMessage[input.locale]({ code, ttlSeconds: CODE_TTL_SECONDS });
    try {
      await this.sender.send({ channel: input.channel, destination: input.destination, ...message });
    } catch (error) {
      // Not delivered: forget it, so that neither the cooldown nor the caps count it.
      await this.repository.delete(id);
      this.log.error({ err: error, channel: input.channel }, 'verification code delivery failed');
      throw new AppError('iot-http.503');
    }
    this.testSecrets?.recordCode(input.destination, code);
    return { resendAfter: CODE_RESEND_COOLDOWN_SECONDS };
  }

  /**
   * Checks the newest code of a destination and purpose without using it up. Every check counts as
   * one of the code's tries, so a code can be compared at most CODE_MAX_ATTEMPTS times in all.
   * Returns the code's id for `consume`.
   */
  async verify(input: {
    destination: string;
    purpose: CodePurpose;
    code: string;
    errors: CodeErrors;
  }): Promise<string> {
    const row = await this.repository.latest(input.destination, input.purpose);
    if (!row || row.consumedAt || this.clock.now() >= row.expiresAt) throw new AppError(input.errors.expired);
    const attempts = await this.repository.claimAttempt(row.id, CODE_MAX_ATTEMPTS);
    if (attempts === undefined) throw new AppError(input.errors.expired);
    if (codeHash(row.id, input.code) !== row.codeHash) {
      throw new AppError(attempts >= CODE_MAX_ATTEMPTS ? input.errors.expired : input.errors.wrong);
    }
    return row.id;
  }

  /** Uses a verified code up, inside the caller's transaction when one is given. */
  async consume(codeId: string, errors: CodeErrors, db: Db = this.db): Promise<void> {
    const used = await new VerificationCodesRepository(db).consume(codeId, this.clock.now());
    if (!used) throw new AppError(errors.expired);
  }

  /** verify + consume, for calls that use the code at once (sign-in, unlock, reset, bind). */
  async verifyAndConsume(input: {
    destination: string;
    purpose: CodePurpose;
    code: string;
    errors: CodeErrors;
  }): Promise<void> {
    const id = await this.verify(input);
    await this.consume(id, input.errors);
  }
}
