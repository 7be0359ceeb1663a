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
import { pagedList, pageWindow } from '../../db/paging';

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

/** An export reads the newest rows up to the export limit. */
const EXPORT_WINDOW = { offset: 0, limit: LOG_EXPORT_MAX_ROWS };

/** One sheet of the entries: a title row in the locale, then one row per entry in column order. */
function sheetOf<TEntry>(
  name: string,
  columns: readonly { key: keyof TEntry; zh: string; en: string }[],
  entries: TEntry[],
  locale: Locale,
) {
  return xlsxOf(
    name,
    columns.map((c) => titleOf(c, locale)),
    entries.map((e) => columns.map((c) => e[c.key])),
  );
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
    const { rows, total } = await this.operations.page(scopeOf(auth), filterOf(query), pageWindow(query));
    return pagedList(rows.map(presentOperation), total, query);
  }

  async behaviourPage(auth: AuthContext, query: LogListQuery): Promise<BehaviourLogPage> {
    const { rows, total } = await this.behaviours.page(scopeOf(auth), filterOf(query), pageWindow(query));
    return pagedList(rows.map(presentBehaviour), total, query);
  }

  async exportOperations(auth: AuthContext, query: LogFilterQuery, locale: Locale): Promise<Buffer> {
    const { rows } = await this.operations.page(scopeOf(auth), filterOf(query), EXPORT_WINDOW);
    return sheetOf('operation-log', OPERATION_LOG_EXPORT_COLUMNS, rows.map(presentOperation), locale);
  }

  async exportBehaviours(auth: AuthContext, query: LogFilterQuery, locale: Locale): Promise<Buffer> {
    const { rows } = await this.behaviours.page(scopeOf(auth), filterOf(query), EXPORT_WINDOW);
    return sheetOf('behaviour-log', BEHAVIOUR_LOG_EXPORT_COLUMNS, rows.map(presentBehaviour), locale);
  }
}
