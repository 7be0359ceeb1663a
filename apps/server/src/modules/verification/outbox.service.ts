import type { OutboxListQuery } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { OutboxRepository } from './outbox.repository';
import { presentOutboxMessage } from './outbox.presenter';
import { pagedList, pageWindow } from '../../db/paging';
import type { Db } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { OutboxSender } from './outbox-sender';

/** The development outbox as the platform administrator sees it. */
export class OutboxService {
  constructor(private readonly repository: OutboxRepository) {}

  async list(auth: AuthContext, query: OutboxListQuery) {
    if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
    const destination = query.destination?.trim() || undefined;
    const { rows, total } = await this.repository.list(pageWindow(query), destination);
    return pagedList(rows.map(presentOutboxMessage), total, query);
  }
}

/** The outbox on its own table: the fallback sender and the administration's view of it share it. */
export function createOutbox(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
): { sender: OutboxSender; service: OutboxService } {
  const repository = new OutboxRepository(db);
  return { sender: new OutboxSender(repository, clock, log), service: new OutboxService(repository) };
}
