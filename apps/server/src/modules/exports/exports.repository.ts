import { EXPORT_TASK_FINAL_STATES, type ExportTaskState } from '@ies/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { setWhere, updateRows } from '../../db/rows';
import {
  exportTasks,
  type ExportTaskRow,
  type NewExportTaskRow,
  type NewReportDeliveryRow,
  reportDeliveries,
  type ReportDeliveryRow,
} from '../../db/schema';

/** Every column but the file's bytes: lists and progress never read the file. */
const { content: _content, ...taskColumns } = getTableColumns(exportTasks);
export type ExportTaskInfo = Omit<ExportTaskRow, 'content'>;

/** All SQL of exports: download tasks and scheduled deliveries. */
export class ExportsRepository {
  constructor(private readonly db: Db) {}

  // ---- download tasks ----

  async insertTask(row: NewExportTaskRow): Promise<ExportTaskInfo> {
    const [inserted] = await this.db.insert(exportTasks).values(row).returning(taskColumns);
    return inserted!;
  }

  listTasks(userId: string, limit: number): Promise<ExportTaskInfo[]> {
    return this.db
      .select(taskColumns)
      .from(exportTasks)
      .where(eq(exportTasks.userId, userId))
      .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id))
      .limit(limit);
  }

  async findTask(userId: string, id: string): Promise<ExportTaskInfo | undefined> {
    const [row] = await this.db
      .select(taskColumns)
      .from(exportTasks)
      .where(and(eq(exportTasks.id, id), eq(exportTasks.userId, userId)));
    return row;
  }

  async taskById(id: string): Promise<ExportTaskInfo | undefined> {
    const [row] = await this.db.select(taskColumns).from(exportTasks).where(eq(exportTasks.id, id));
    return row;
  }

  async fileOf(id: string): Promise<Uint8Array | null> {
    const [row] = await this.db
      .select({ content: exportTasks.content })
      .from(exportTasks)
      .where(eq(exportTasks.id, id));
    return row?.content ?? null;
  }

  async stateOf(id: string): Promise<ExportTaskState | undefined> {
    const [row] = await this.db
      .select({ state: exportTasks.state })
      .from(exportTasks)
      .where(eq(exportTasks.id, id));
    return row?.state;
  }

  /** Moves a task on unless it has ended (a cancelled task stays cancelled): answers whether it moved. */
  advance(
    id: string,
    state: ExportTaskState,
    at: Date,
    patch: Partial<
      Pick<ExportTaskRow, 'rows' | 'fileName' | 'content' | 'fileSize' | 'errorCode' | 'readyAt'>
    > = {},
  ): Promise<boolean> {
    return setWhere(
      this.db,
      exportTasks,
      and(eq(exportTasks.id, id), notInArray(exportTasks.state, [...EXPORT_TASK_FINAL_STATES])),
      { state, updatedAt: at, ...patch },
    );
  }

  /** Fetching the file finishes the task (it stays downloadable until it expires). */
  async finishTask(id: string, at: Date): Promise<void> {
    await setWhere(
      this.db,
      exportTasks,
      and(eq(exportTasks.id, id), eq(exportTasks.state, 'waiting_for_download')),
      {
        state: 'finished',
        updatedAt: at,
      },
    );
  }

  /** Removes the files made before `before` (B §4: kept 7 days); answers how many. */
  expireFiles(before: Date, at: Date): Promise<number> {
    return updateRows(
      this.db,
      exportTasks,
      and(lt(exportTasks.readyAt, before), inArray(exportTasks.state, ['waiting_for_download', 'finished'])),
      { state: 'expired', content: null, updatedAt: at },
    );
  }

  // ---- scheduled deliveries ----

  async insertDelivery(row: NewReportDeliveryRow): Promise<ReportDeliveryRow> {
    const [inserted] = await this.db.insert(reportDeliveries).values(row).returning();
    return inserted!;
  }

  async updateDelivery(
    userId: string,
    id: string,
    changes: Partial<NewReportDeliveryRow>,
  ): Promise<ReportDeliveryRow | undefined> {
    const [row] = await this.db
      .update(reportDeliveries)
      .set(changes)
      .where(and(eq(reportDeliveries.id, id), eq(reportDeliveries.userId, userId)))
      .returning();
    return row;
  }

  async deleteDelivery(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(reportDeliveries)
      .where(and(eq(reportDeliveries.id, id), eq(reportDeliveries.userId, userId)))
      .returning({ id: reportDeliveries.id });
    return rows.length > 0;
  }

  listDeliveries(userId: string): Promise<ReportDeliveryRow[]> {
    return this.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.userId, userId))
      .orderBy(asc(reportDeliveries.createdAt), asc(reportDeliveries.id));
  }

  async countDeliveries(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reportDeliveries)
      .where(eq(reportDeliveries.userId, userId));
    return Number(row?.n ?? 0);
  }

  async findDelivery(userId: string, id: string): Promise<ReportDeliveryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reportDeliveries)
      .where(and(eq(reportDeliveries.id, id), eq(reportDeliveries.userId, userId)));
    return row;
  }

  async deliveryById(id: string): Promise<ReportDeliveryRow | undefined> {
    const [row] = await this.db.select().from(reportDeliveries).where(eq(reportDeliveries.id, id));
    return row;
  }

  dueDeliveries(now: Date, limit: number): Promise<ReportDeliveryRow[]> {
    return this.db
      .select()
      .from(reportDeliveries)
      .where(and(eq(reportDeliveries.enabled, true), lte(reportDeliveries.nextRunAt, now)))
      .orderBy(asc(reportDeliveries.nextRunAt))
      .limit(limit);
  }

  /** Moves a due delivery to its next time, only if it is still at `dueAt` (one process wins). */
  advanceDelivery(id: string, dueAt: Date, next: Date, at: Date): Promise<boolean> {
    return setWhere(
      this.db,
      reportDeliveries,
      and(eq(reportDeliveries.id, id), eq(reportDeliveries.nextRunAt, dueAt)),
      { nextRunAt: next, updatedAt: at },
    );
  }

  /** Records the send of `dueAt`; false when that due time (or a later one) was already sent. */
  markSent(id: string, dueAt: Date, at: Date): Promise<boolean> {
    return setWhere(
      this.db,
      reportDeliveries,
      and(
        eq(reportDeliveries.id, id),
        or(isNull(reportDeliveries.lastDueAt), lt(reportDeliveries.lastDueAt, dueAt)),
      ),
      { lastDueAt: dueAt, lastSentAt: at, lastError: null, updatedAt: at },
    );
  }

  async markFailed(id: string, error: string, at: Date): Promise<void> {
    await setWhere(this.db, reportDeliveries, eq(reportDeliveries.id, id), {
      lastError: error.slice(0, 500),
      updatedAt: at,
    });
  }
}
