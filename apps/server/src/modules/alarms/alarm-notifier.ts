import { createHmac } from 'node:crypto';
import type { AlarmActionInput, AlarmDeliveryKind, Locale } from '@ies/contracts';
import type { AlarmRuleRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { OutboundClient } from '../../platform/outbound/outbound-client';
import { OutboundRefusedError } from '../../platform/outbound/outbound-policy';
import type { AlarmCommand } from '../commands/commands.service';
import type { MessageSender } from '../verification/message-sender';
import type { AlarmDeliveriesRepository } from './alarm-deliveries.repository';
import type { AlarmOccurrence } from './alarm-events.repository';
import { type AlarmEnding, noticeSubject, noticeText, ruleName } from './alarm-message';

/** What a notification says about an alarm event. */
export interface AlarmNotice extends AlarmOccurrence {
  /** `closed`: the rule was disabled or deleted while the alarm was active. */
  kind: 'raise' | 'recover' | 'closed';
  /** An end (recovery, closing with the rule): when the alarm was raised and why it ended. */
  ending?: AlarmEnding;
  eventId: string;
  rule: AlarmRuleRow;
  /** Placeholders of an action's own template. */
  fields: Record<string, string>;
}

export interface AlarmNotifierOptions {
  /**
   * Issues a raise's `command` actions through the device command state machine (its checks,
   * limits and audit); rejects with the reason when the command is refused.
   */
  commands?: (command: AlarmCommand) => Promise<void>;
  /** Opens the work orders of a raise's `work_order` actions (modules/orders, wired in modules/index.ts). */
  workOrders?: (notice: AlarmNotice) => Promise<void>;
  /** E-mail and SMS: the platform's sender (SMTP, SMS gateway, development outbox). */
  sender?: MessageSender;
  /** Webhooks and robots: the guarded client (no internal address, time and size capped). */
  outbound: OutboundClient;
  deliveries: AlarmDeliveriesRepository;
  clock: Clock;
  /** Waits before the 2nd, 3rd … attempt of an HTTP delivery; default 1 s, 5 s, 30 s. */
  retryDelaysMs?: number[];
  /** Storm guard: at most this many raise notices per rule within the window; default 10 per 60 s. */
  stormMax?: number;
  stormWindowMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** The language an action's recipient reads (default zh). */
  languageOf?: (notice: AlarmNotice, action: AlarmActionInput) => Promise<Locale>;
}

type DeliveryKind = AlarmDeliveryKind;
const HTTP_CHANNELS = new Set(['webhook', 'wecom', 'dingtalk']);

/**
 * Signature of a webhook notice: `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the
 * rule's secret>`, the timestamp (Unix seconds) sent in `X-IES-Timestamp`. Covering the time lets
 * a receiver refuse a captured notice replayed later (docs/api/alarms.md).
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface StormWindow {
  start: number;
  sent: number;
  suppressed: number;
  sample: AlarmNotice | undefined;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Sends a rule's actions for a new or recovered alarm: e-mail and SMS through the platform's
 * sender, webhooks (signed) and WeCom/DingTalk robots by HTTP POST with retries and backoff.
 * Every delivery is logged with its status and attempts. The storm guard lets a rule send at
 * most `stormMax` raise notices per window; the rest are logged as suppressed and summed up in
 * one digest at the window's end.
 */
export class AlarmNotifier {
  private readonly pending = new Set<Promise<void>>();
  private readonly storms = new Map<string, StormWindow>();

  constructor(private readonly options: AlarmNotifierOptions) {}

  /** Waits for every delivery started so far, retries included. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  notify(notice: AlarmNotice): void {
    // A work-order action is no message: modules/orders opens the order (critical raises only).
    if (notice.kind === 'raise' && notice.rule.actions.some((a) => a.type === 'work_order'))
      this.track(this.options.workOrders?.(notice) ?? Promise.resolve());
    if (notice.kind === 'raise')
      for (const action of notice.rule.actions)
        if (action.type === 'command') this.track(this.command(notice, action));
    const actions = notice.rule.actions.filter(sent);
    if (actions.length === 0) return;
    if (notice.kind === 'raise' && !this.admit(notice)) {
      this.track(this.logSuppressed(notice, actions));
      return;
    }
    for (const action of actions) this.track(this.deliver(notice, action));
  }

  /** Sends the digests of open storm windows now (tests; shutdown). */
  flushDigests(): void {
    for (const [ruleId, storm] of this.storms) {
      clearTimeout(storm.timer);
      this.closeWindow(ruleId, storm);
    }
  }

  /**
   * Escalations and reminders of the sweep: every listed action now, outside the storm guard
   * (the sweep claims each in one update, so none is sent twice).
   */
  deliverAll(
    notice: AlarmNotice,
    actions: AlarmActionInput[],
    kind: 'raise' | 'escalation' | 'reminder',
  ): void {
    for (const action of actions)
      if (action.type !== 'app_push' && action.type !== 'command')
        this.track(this.deliver(notice, action, kind));
  }

  /** One command action of a raise, logged like a delivery: sent when the state machine took it. */
  private async command(
    notice: AlarmNotice,
    action: Extract<AlarmActionInput, { type: 'command' }>,
  ): Promise<void> {
    const { deliveries, clock } = this.options;
    const deviceId = action.device_id ?? notice.deviceId;
    const id = await deliveries.create({
      tenantId: notice.tenantId,
      eventId: notice.eventId,
      ruleId: notice.rule.id,
      kind: 'raise',
      channel: 'command',
      destination: `${deviceId}/${action.operation}`,
      status: 'pending',
      at: clock.now(),
    });
    try {
      if (!this.options.commands) throw new Error('no command service configured');
      await this.options.commands({
        tenantId: notice.tenantId,
        ruleId: notice.rule.id,
        createdBy: notice.rule.createdBy,
        deviceId,
        operation: action.operation,
        params: action.params ?? {},
      });
      await deliveries.update(id, { status: 'sent', attempts: 1, lastError: null, at: clock.now() });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const lastError =
        typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
      await deliveries.update(id, { status: 'failed', attempts: 1, lastError, at: clock.now() });
      this.options.log?.(`alarm command ${action.operation} to ${deviceId} refused: ${lastError}`);
    }
  }

  stop(): void {
    for (const storm of this.storms.values()) clearTimeout(storm.timer);
    this.storms.clear();
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch((e) => this.options.log?.('alarm notification failed', e));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  private admit(notice: AlarmNotice): boolean {
    const max = this.options.stormMax ?? 10;
    const windowMs = this.options.stormWindowMs ?? 60_000;
    const now = this.options.clock.now().getTime();
    let storm = this.storms.get(notice.rule.id);
    if (!storm || now - storm.start >= windowMs) {
      if (storm) {
        clearTimeout(storm.timer);
        this.closeWindow(notice.rule.id, storm);
      }
      storm = { start: now, sent: 0, suppressed: 0, sample: undefined, timer: undefined };
      this.storms.set(notice.rule.id, storm);
    }
    if (storm.sent < max) {
      storm.sent += 1;
      return true;
    }
    storm.suppressed += 1;
    storm.sample = notice;
    if (!storm.timer) {
      const current = storm;
      current.timer = setTimeout(
        () => this.closeWindow(notice.rule.id, current),
        windowMs - (now - storm.start),
      );
      current.timer.unref();
    }
    return false;
  }

  private closeWindow(ruleId: string, storm: StormWindow): void {
    if (this.storms.get(ruleId) === storm) this.storms.delete(ruleId);
    const sample = storm.sample;
    if (!sample || storm.suppressed === 0) return;
    const count = storm.suppressed;
    storm.suppressed = 0;
    const digest: AlarmNotice = {
      ...sample,
      // Its own text (the sample's texts per language would stand for it otherwise).
      i18n: undefined,
      message: `告警风暴：规则「${sample.rule.name}」另有 ${count} 条告警未逐条通知（最近一条：${sample.message}）/ Alarm storm: ${count} more alarms of rule "${sample.rule.name}" were not sent one by one.`,
    };
    const actions = sample.rule.actions.filter(sent);
    for (const action of actions)
      this.track(this.deliver(digest, { ...action, template: undefined }, 'digest'));
  }

  private async logSuppressed(notice: AlarmNotice, actions: AlarmActionInput[]): Promise<void> {
    for (const action of actions) {
      await this.options.deliveries.create({
        tenantId: notice.tenantId,
        eventId: notice.eventId,
        ruleId: notice.rule.id,
        kind: notice.kind,
        channel: action.type,
        destination: destinationOf(action),
        status: 'suppressed',
        at: this.options.clock.now(),
      });
    }
  }

  private async deliver(
    notice: AlarmNotice,
    action: AlarmActionInput,
    kind: DeliveryKind = notice.kind,
  ): Promise<void> {
    const { deliveries, clock } = this.options;
    const id = await deliveries.create({
      tenantId: notice.tenantId,
      eventId: notice.eventId,
      ruleId: notice.rule.id,
      kind,
      channel: action.type,
      destination: destinationOf(action),
      status: 'pending',
      at: clock.now(),
    });
    const locale = (await this.options.languageOf?.(notice, action)) ?? 'zh';
    const text = noticeText(notice, action, locale);
    const attempts = HTTP_CHANNELS.has(action.type)
      ? 1 + (this.options.retryDelaysMs ?? [1000, 5000, 30_000]).length
      : 1;
    let lastError: string | null = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(this.options.retryDelaysMs?.[attempt - 2] ?? 1000);
      try {
        await this.send(notice, action, text, kind, locale);
        await deliveries.update(id, { status: 'sent', attempts: attempt, lastError: null, at: clock.now() });
        return;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        // An internal address stays refused: no retry.
        const final = attempt >= attempts || error instanceof OutboundRefusedError;
        await deliveries.update(id, {
          status: final ? 'failed' : 'pending',
          attempts: attempt,
          lastError,
          at: clock.now(),
        });
        if (final) break;
      }
    }
    this.options.log?.(`alarm ${action.type} delivery failed: ${lastError}`);
  }

  private async send(
    notice: AlarmNotice,
    action: AlarmActionInput,
    text: string,
    kind: DeliveryKind,
    locale: Locale,
  ): Promise<void> {
    const subject = noticeSubject(kind, ruleName(notice.rule, locale), locale);
    switch (action.type) {
      case 'email':
      case 'sms': {
        const { sender } = this.options;
        if (!sender) throw new Error(`no ${action.type} sender configured`);
        const destination = action.type === 'email' ? action.email : action.mobile;
        await sender.send({ channel: action.type, destination, subject, text });
        return;
      }
      case 'webhook': {
        const body = JSON.stringify({
          event: kind === 'raise' ? 'alarm.raised' : kind === 'recover' ? 'alarm.recovered' : `alarm.${kind}`,
          event_id: notice.eventId,
          rule_id: notice.rule.id,
          rule_name: notice.rule.name,
          level: notice.level,
          device_id: notice.deviceId,
          station_id: notice.stationId,
          value: notice.value ?? null,
          message: text,
          time: notice.at.toISOString(),
        });
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (action.secret) {
          // The time of sending (not of the alarm): a retry is signed anew.
          const timestamp = String(Math.floor(this.options.clock.now().getTime() / 1000));
          headers['x-ies-timestamp'] = timestamp;
          headers['x-ies-signature'] = webhookSignature(action.secret, timestamp, body);
        }
        await this.post(action.url, body, headers);
        return;
      }
      case 'wecom':
      case 'dingtalk': {
        // Both robots take `{ msgtype: 'text', text: { content } }` and answer `{ errcode: 0 }`.
        const body = JSON.stringify({ msgtype: 'text', text: { content: `${subject}\n${text}` } });
        const answer = await this.post(action.url, body, { 'content-type': 'application/json' });
        const errcode = (answer as { errcode?: unknown } | undefined)?.errcode;
        if (errcode !== undefined && errcode !== 0)
          throw new Error(`robot answered errcode ${String(errcode)}`);
        return;
      }
      default:
        return;
    }
  }

  /** POST through the guarded client; a 3xx (never followed), 4xx or 5xx answer is a failure. */
  private async post(url: string, body: string, headers: Record<string, string>): Promise<unknown> {
    const response = await this.options.outbound.request(url, { method: 'POST', headers, body });
    if (response.status < 200 || response.status >= 300) throw new Error(`answered ${response.status}`);
    try {
      return JSON.parse(response.body);
    } catch {
      return undefined;
    }
  }
}

/**
 * Actions delivered as messages (app push is the bell; a work order is opened by modules/orders;
 * a command goes through modules/commands).
 */
const sent = (action: AlarmActionInput) =>
  action.type !== 'app_push' && action.type !== 'work_order' && action.type !== 'command';

function destinationOf(action: AlarmActionInput): string {
  switch (action.type) {
    case 'email':
      return action.email;
    case 'sms':
      return action.mobile;
    case 'webhook':
    case 'wecom':
    case 'dingtalk':
      // The robots' key or token is in the query: the log keeps the address without it.
      return action.url.split('?')[0] ?? '';
    default:
      return '';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
