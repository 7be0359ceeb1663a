import {
  BEHAVIOUR_LOG_EXPORT_COLUMNS,
  type BehaviourLogPage,
  LOG_EXPORT_MAX_ROWS,
  type Locale,
  type LogFilterQuery,
  type LogListQuery,
  OPERATION_LOG_EXPORT_COLUMNS,
  type OperationLogPage,
} from '@ies/contracts';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import type { LogScope } from '../behaviour-log/log-scope';
import { OperationLogRepository } from './operation-log.repository';
import { presentBehaviour, presentOperation } from './system-log.presenter';
import { xlsxOf } from './xlsx';
import { pageOffset, pagedList } from '../../db/paging';

/** Whose rows the caller reads: its own tenant; the platform administrator reads every tenant. */
function scopeOf(auth: AuthContext): LogScope {
  return { tenantId: auth.isPlatformAdmin ? null : auth.tenantId };
}

function filterOf(query: LogFilterQuery) {
  return {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    user: query.user || undefined,
    module: query.module || undefined,
    action: query.action || undefined,
    result: query.result,
  };
}

function titleOf(column: { zh: string; en: string }, locale: Locale): string {
  return locale === 'zh' ? column.zh : column.en;
}

/** The SystemLog screen: behaviour log and operation log, filtered, paged and exported. */
export class SystemLogService {
  private readonly operations: OperationLogRepository;

  constructor(
    db: Db,
    private readonly behaviours: Pick<BehaviourLogService, 'page'>,
  ) {
    this.operations = new OperationLogRepository(db);
  }

  async operationPage(auth: AuthContext, query: LogListQuery): Promise<OperationLogPage> {
    const scope = scopeOf(auth);
    const { rows, total } = await this.operations.page(scope, filterOf(query), {
      offset: pageOffset(query),
      limit: query.page_size,
    });
    return pagedList(rows.map(presentOperation), total, query);
  }

  async behaviourPage(auth: AuthContext, query: LogListQuery): Promise<BehaviourLogPage> {
    const scope = scopeOf(auth);
    const { rows, total } = await this.behaviours.page(scope, filterOf(query), {
      offset: pageOffset(query),
      limit: query.page_size,
    });
    return pagedList(rows.map(presentBehaviour), total, query);
  }

  async exportOperations(auth: AuthContext, query: LogFilterQuery, locale: Locale): Promise<Buffer> {
    const scope = scopeOf(auth);
    const { rows } = await this.operations.page(scope, filterOf(query), {
      offset: 0,
      limit: LOG_EXPORT_MAX_ROWS,
    });
    const entries = rows.map(presentOperation);
    return xlsxOf(
      'operation-log',
      OPERATION_LOG_EXPORT_COLUMNS.map((c) => titleOf(c, locale)),
      entries.map((e) => OPERATION_LOG_EXPORT_COLUMNS.map((c) => e[c.key])),
    );
  }

  async exportBehaviours(auth: AuthContext, query: LogFilterQuery, locale: Locale): Promise<Buffer> {
    const scope = scopeOf(auth);
    const { rows } = await this.behaviours.page(scope, filterOf(query), {
      offset: 0,
      limit: LOG_EXPORT_MAX_ROWS,
    });
    const entries = rows.map(presentBehaviour);
    return xlsxOf(
      'behaviour-log',
      BEHAVIOUR_LOG_EXPORT_COLUMNS.map((c) => titleOf(c, locale)),
      entries.map((e) => BEHAVIOUR_LOG_EXPORT_COLUMNS.map((c) => e[c.key])),
    );
  }
}
