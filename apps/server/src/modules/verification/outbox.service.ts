import type { PageQuery } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { OutboxRepository } from './outbox.repository';
import { presentOutboxMessage } from './outbox.presenter';
import { pageOffset } from '../../db/paging';

/** The development outbox as the platform administrator sees it. */
export class OutboxService {
  constructor(private readonly repository: OutboxRepository) {}

  async list(auth: AuthContext, page: PageQuery) {
    if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
    const { rows, total } = await this.repository.list({
      offset: pageOffset(page),
      limit: page.page_size,
    });
    return {
      list: rows.map(presentOutboxMessage),
      pagination: { total_size: total, current_page: page.current_page, page_size: page.page_size },
    };
  }
}
