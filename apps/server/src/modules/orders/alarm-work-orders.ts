import type { TextVariants } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { OrderCommonRepository } from './order-common.repository';
import type { WorkOrdersService } from './work-orders.service';

/** A raised alarm as orders need it (modules/index.ts adapts the alarm notifier's notice). */
export interface AlarmRaise {
  tenantId: string;
  eventId: string;
  /** 4 is critical (contracts ALARM_LEVEL). */
  level: number;
  stationId: string | null;
  stationName: string;
  deviceId: string;
  message: string;
  ruleName: string;
  /** `message` and `rule_name` per language (the event's). */
  i18n?: TextVariants;
  /** The rule's author sponsors the order; without one, its handler does. */
  ruleCreatedBy: string | null;
  actions: ReadonlyArray<{ type: string; template_id?: string; handler_id?: string; verifier_id?: string }>;
}

const CRITICAL = 4;
const HOUR = 3_600_000;
/** Without a station's zone the order number's day follows UTC+8 (the platform's default). */
const DEFAULT_TZ_OFFSET_HOURS = 8;

/**
 * An alarm rule's `work_order` action (issue 16 item 4): a critical alarm of a station opens a
 * work order from the action's template to its handler, linked to the event (an event has at most
 * one order: a second action or a repeat is refused by the link and the order unique per event).
 * Template and people are checked against the alarm's tenant when the alarm comes.
 */
export class AlarmWorkOrders {
  constructor(
    private readonly deps: { workOrders: WorkOrdersService; common: OrderCommonRepository; clock: Clock },
  ) {}

  async open(raise: AlarmRaise): Promise<string | null> {
    if (raise.level < CRITICAL || !raise.stationId) return null;
    for (const action of raise.actions) {
      if (action.type !== 'work_order' || !action.template_id || !action.handler_id || !action.verifier_id)
        continue;
      const people = [action.handler_id, action.verifier_id];
      const known = await Promise.all(people.map((id) => this.deps.common.userOfTenant(raise.tenantId, id)));
      if (known.includes(false)) continue;
      const at = this.deps.clock.now().getTime();
      const order = await this.deps.workOrders.openAutomatic({
        tenantId: raise.tenantId,
        sponsorId: raise.ruleCreatedBy ?? action.handler_id,
        name: `告警 ${raise.ruleName}`.slice(0, 64),
        i18n: orderTexts(raise),
        priority: 'high',
        templateId: action.template_id,
        stationId: raise.stationId,
        stationName: raise.stationName,
        tzOffsetHours: DEFAULT_TZ_OFFSET_HOURS,
        deviceIds: [raise.deviceId],
        alarmEventId: raise.eventId,
        handlerId: action.handler_id,
        verifierId: action.verifier_id,
        plannedStart: new Date(at),
        plannedEnd: new Date(at + 24 * HOUR),
        description: raise.message.slice(0, 500),
      });
      // One order per event: the first action that opens one wins.
      if (order) return order.id;
    }
    return null;
  }
}

/** The order's name and description in each language the alarm has them in. */
function orderTexts(raise: AlarmRaise): TextVariants {
  const rule = raise.i18n?.rule_name;
  const message = raise.i18n?.message;
  return {
    ...(rule?.zh && rule.en
      ? { name: { zh: `告警 ${rule.zh}`.slice(0, 64), en: `Alarm ${rule.en}`.slice(0, 64) } }
      : {}),
    ...(message?.zh && message.en
      ? { description: { zh: message.zh.slice(0, 500), en: message.en.slice(0, 500) } }
      : {}),
  };
}
