import { PLATFORM_JOBS } from '@ies/contracts';
import {
  DELIVERIES_PER_USER_MAX,
  type Delivery,
  type DeliveryInput,
  EXPORT_MIME_TYPES,
  type Locale,
} from '@ies/contracts';
import type { ReportDeliveryRow, UserRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { stationZone } from '../stations/station-zone';
import { nextDue, reportPeriod, sourceOver } from './delivery-schedule';
import { writeFile } from './export-files';
import { documentOf, type ExportSourceServices } from './export-sources';
import { EXPORT_TEXTS, fill } from './export-texts';
import type { ExportsService } from './exports.service';
import { presentDelivery } from './exports.presenter';
import type { ExportsRepository } from './exports.repository';

export const DELIVERY_JOBS = {
  /** Every minute: queues a send for each delivery that is due. */
  scan: PLATFORM_JOBS.exportDeliveries,
  /** One send (payload { id, due }): runs the report and mails the file. */
  send: 'exports.deliver',
} as const;

/** A mail with the report attached, handed to the platform's SMTP mailer. */
export interface ReportMail {
  to: string[];
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer; contentType: string };
}

export interface DeliveriesServiceDeps extends ExportSourceServices {
  repo: ExportsRepository;
  clock: Clock;
  exports: Pick<ExportsService, 'requireSource'>;
  queue: (name: string, payload: unknown, options?: { singletonKey?: string }) => Promise<unknown>;
  owner: (tenantId: string, userId: string) => Promise<Pick<UserRow, 'isManager' | 'userType'> | undefined>;
  mail: (mail: ReportMail) => Promise<void>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Scheduled delivery of a report by e-mail (issue 29): daily, weekly or monthly at a local time of
 * a station, on the job runtime. Each due time is sent once: the due time moves on in one
 * conditional update (one process wins), its send is a job with a singleton key, and the due time
 * sent is recorded so a send taken again after a restart is skipped.
 */
export class DeliveriesService {
  constructor(private readonly deps: DeliveriesServiceDeps) {}

  async list(auth: AuthContext): Promise<{ list: Delivery[] }> {
    return { list: (await this.deps.repo.listDeliveries(auth.userId)).map(presentDelivery) };
  }

  async create(auth: AuthContext, input: DeliveryInput): Promise<Delivery> {
    const zone = await this.check(auth, input);
    if ((await this.deps.repo.countDeliveries(auth.userId)) >= DELIVERIES_PER_USER_MAX)
      throw new AppError('iot-export.10004', { params: { max: DELIVERIES_PER_USER_MAX } });
    const now = this.deps.clock.now();
    const row = await this.deps.repo.insertDelivery({
      tenantId: auth.tenantId,
      userId: auth.userId,
      ...this.values(input),
      nextRunAt: new Date(nextDue(this.timing(input), zone, now.getTime())),
      createdAt: now,
      updatedAt: now,
    });
    return presentDelivery(row);
  }

  async update(auth: AuthContext, id: string, input: DeliveryInput): Promise<Delivery> {
    const zone = await this.check(auth, input);
    await this.own(auth, id);
    const now = this.deps.clock.now();
    const row = await this.deps.repo.updateDelivery(auth.userId, id, {
      ...this.values(input),
      nextRunAt: new Date(nextDue(this.timing(input), zone, now.getTime())),
      updatedAt: now,
    });
    if (!row) throw new AppError('iot-http.404');
    return presentDelivery(row);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.own(auth, id);
    await this.deps.repo.deleteDelivery(auth.userId, id);
  }

  /** The minute job: each due delivery moves to its next time and its send is queued once. */
  async scan(): Promise<number> {
    const now = this.deps.clock.now();
    let queued = 0;
    for (const row of await this.deps.repo.dueDeliveries(now, 100)) {
      // A station the owner no longer sees: the send fails with the reason; the time still moves on.
      const zone = await this.authOf(row)
        .then((auth) => this.zoneOf(row, auth))
        .catch(() => ({ offsetMinutes: 0 }));
      const due = row.nextRunAt!;
      const next = new Date(nextDue(this.timing(row), zone, Math.max(now.getTime(), due.getTime())));
      if (!(await this.deps.repo.advanceDelivery(row.id, due, next, now))) continue;
      await this.deps.queue(
        DELIVERY_JOBS.send,
        { id: row.id, due: due.toISOString() },
        { singletonKey: `delivery:${row.id}:${due.toISOString()}` },
      );
      queued += 1;
    }
    return queued;
  }

  /** One send: the report over the period just ended, written in the delivery's language, mailed. */
  async send(id: string, dueIso: string): Promise<void> {
    const row = await this.deps.repo.deliveryById(id);
    if (!row?.enabled) return;
    const due = new Date(dueIso);
    // Already sent for this due time (a job taken again after a restart).
    if (row.lastDueAt && row.lastDueAt.getTime() >= due.getTime()) return;
    try {
      const auth = await this.authOf(row);
      const zone = await this.zoneOf(row, auth);
      const period = reportPeriod(row.frequency, zone, due.getTime());
      const source = sourceOver(row.source, period, zone);
      const { doc, fileBase } = await documentOf(this.deps, auth, source, row.language);
      const content = await writeFile(row.format, doc);
      const t = EXPORT_TEXTS[row.language];
      const periodText = period.start === period.end ? period.start : `${period.start} – ${period.end}`;
      await this.deps.mail({
        to: row.recipients,
        subject: fill(t.mail.subject, { name: row.name }),
        text: fill(t.mail.body, { name: row.name, period: periodText }),
        attachment: {
          filename: `${fileBase}.${row.format}`,
          content,
          contentType: EXPORT_MIME_TYPES[row.format],
        },
      });
      await this.deps.repo.markSent(row.id, due, this.deps.clock.now());
    } catch (error) {
      this.deps.log?.(`report delivery ${id} failed`, error);
      await this.deps.repo.markFailed(
        row.id,
        error instanceof Error ? error.message : String(error),
        this.deps.clock.now(),
      );
      throw error;
    }
  }

  /** The station authority over the source and the zone station; answers the zone. */
  private async check(auth: AuthContext, input: DeliveryInput) {
    const [station] = await this.deps
      .stations()
      .requireAccess(auth, 'view', { stationIds: [input.zone_station_id] });
    await this.deps.exports.requireSource(auth, input.source, input.language);
    return stationZone(station);
  }

  /** The owner as it is now: a delivery runs with its owner's current authority. */
  private async authOf(row: ReportDeliveryRow): Promise<AuthContext> {
    const owner = await this.deps.owner(row.tenantId, row.userId);
    if (!owner) throw new AppError('iot-http.404');
    return {
      sessionId: '',
      userId: row.userId,
      tenantId: row.tenantId,
      isManager: owner.isManager,
      isPlatformAdmin: false,
      userType: owner.userType,
    };
  }

  private async zoneOf(row: ReportDeliveryRow, auth: AuthContext) {
    const [station] = await this.deps
      .stations()
      .requireAccess(auth, 'view', { stationIds: [row.zoneStationId] });
    return stationZone(station);
  }

  private timing(
    d: { frequency: ReportDeliveryRow['frequency']; time: string; weekday: number | null } & (
      | { monthDay: number | null }
      | { month_day: number | null }
    ),
  ) {
    return {
      frequency: d.frequency,
      time: d.time,
      weekday: d.weekday,
      monthDay: 'monthDay' in d ? d.monthDay : d.month_day,
    };
  }

  private values(input: DeliveryInput) {
    return {
      name: input.name,
      source: input.source,
      format: input.format,
      frequency: input.frequency,
      time: input.time,
      weekday: input.frequency === 'weekly' ? input.weekday : null,
      monthDay: input.frequency === 'monthly' ? input.month_day : null,
      zoneStationId: input.zone_station_id,
      recipients: input.recipients,
      language: input.language as Locale,
      enabled: input.enabled,
    };
  }

  private async own(auth: AuthContext, id: string): Promise<ReportDeliveryRow> {
    const row = await this.deps.repo.findDelivery(auth.userId, id);
    if (!row || row.tenantId !== auth.tenantId) throw new AppError('iot-http.404');
    return row;
  }
}
