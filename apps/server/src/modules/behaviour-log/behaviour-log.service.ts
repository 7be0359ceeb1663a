import { PLATFORM_TYPE } from '@ies/contracts';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import {
  type BehaviourLogFilter,
  BehaviourLogRepository,
  type BehaviourLogWithUser,
} from './behaviour-log.repository';
import type { LogScope } from './log-scope';

export type { BehaviourLogFilter, BehaviourLogWithUser };

/** Keys whose values never reach the log, whatever the caller passes. */
const SECRET_KEY = /pass|pwd|code|token|secret|ujwt|hash/i;

export interface BehaviourEntry {
  module: string;
  action: string;
  result: 'success' | 'failure';
  params?: Record<string, unknown>;
  tenantId?: string | null;
  userId?: string | null;
  ip?: string;
}

function withoutSecrets(params: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (SECRET_KEY.test(key) || value === undefined) continue;
    clean[key] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  return clean;
}

/** The behaviour log (addSingleUserBehavior of docs/spec/A-access-and-shell.md §3): sign-ins, failures, locks, codes, registrations, reviews. */
export class BehaviourLogService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** One page of the log in the caller's scope (the SystemLog screen reads it through here). */
  page(
    scope: LogScope,
    filter: BehaviourLogFilter,
    window: { offset: number; limit: number },
  ): Promise<{ rows: BehaviourLogWithUser[]; total: number }> {
    return new BehaviourLogRepository(this.db).page(scope, filter, window);
  }

  async record(entry: BehaviourEntry, db: Db = this.db): Promise<void> {
    await new BehaviourLogRepository(db).insert({
      platform: PLATFORM_TYPE,
      module: entry.module,
      action: entry.action,
      result: entry.result,
      params: withoutSecrets(entry.params ?? {}),
      tenantId: entry.tenantId ?? null,
      userId: entry.userId ?? null,
      ip: entry.ip ?? '',
      createdAt: this.clock.now(),
    });
  }
}
