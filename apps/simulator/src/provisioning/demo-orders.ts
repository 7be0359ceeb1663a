import type { PlatformApi } from './platform-api';

/*
 * The demo's repair and work orders (issue 16), raised through the platform's API as a user
 * would, so the order screens are not empty on a fresh start: work orders to be received, in
 * process and completed on the first demo station, one from an alarm event when the alarms
 * already raised one, two repair orders (to be reviewed, in service) and a monthly inspection plan.
 * The demo manager holds every role here. Runs once per tenant (skipped when a demo order exists).
 */

const HOUR = 3_600_000;
export const DEMO_ORDER_PREFIX = '演示_';
const TEMPLATE = {
  type: 'station_inspection',
  name: '演示_月度巡检',
  i18n: { name: { zh: '演示_月度巡检', en: 'Demo: monthly inspection' } },
  // Each item with its text per language (contracts common/localized.ts); orders copy them.
  checklist: [
    { item: '逆变器告警记录', i18n: { item: { zh: '逆变器告警记录', en: 'Inverter alarm log' } } },
    { item: '电池柜温度', i18n: { item: { zh: '电池柜温度', en: 'Battery cabinet temperature' } } },
    { item: '消防设施', i18n: { item: { zh: '消防设施', en: 'Fire equipment' } } },
  ],
};

/** A move's note in both languages (the Chinese one is the note itself). */
export function demoNote(zh: string, en: string) {
  return { note: zh, i18n: { note: { zh, en } } };
}

/** The demo orders' names in English (the Chinese name is the order's own; contracts common/localized.ts). */
const EN_NAMES: Record<string, string> = {
  演示_逆变器通讯中断排查: 'Demo: inverter communication lost',
  演示_电池柜风扇异响: 'Demo: battery cabinet fan noise',
  演示_季度站点巡检: 'Demo: quarterly station inspection',
  演示_告警处理: 'Demo: alarm handling',
};

/** An order's name and description in both languages (the description is its name, unprefixed). */
function orderTexts(name: string) {
  const en = EN_NAMES[name] ?? name;
  return {
    name: { zh: name, en },
    description: { zh: name.slice(DEMO_ORDER_PREFIX.length), en: en.replace(/^Demo: /, '') },
  };
}

interface Order {
  id: string;
  checklist: Array<{ item: string }>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function provisionDemoOrders(
  api: PlatformApi,
  self: { id: string; tenant_id: string },
  stationId: string,
  now = Date.now(),
): Promise<void> {
  const existing = await api.get<{ list: Array<{ name: string }> }>(
    '/work-orders?current_page=1&page_size=50',
  );
  if (existing.list.some((o) => o.name.startsWith(DEMO_ORDER_PREFIX))) return;
  const templates = await api.get<{ list: Array<{ id: string; name: string }> }>(
    '/work-order-templates?type=station_inspection',
  );
  const template =
    templates.list.find((t) => t.name === TEMPLATE.name) ??
    (await api.post<{ id: string }>('/work-order-templates', TEMPLATE));
  const order = (name: string, extra: Record<string, unknown>, startInHours: number) =>
    api.post<Order>('/work-orders', {
      name,
      priority: 'normal',
      type: 'troubleshooting',
      feedback_type: 'problem',
      station_id: stationId,
      handler_id: self.id,
      verifier_id: self.id,
      planned_start: iso(now + startInHours * HOUR),
      planned_end: iso(now + (startInHours + 8) * HOUR),
      description: name.slice(DEMO_ORDER_PREFIX.length),
      i18n: orderTexts(name),
      ...extra,
    });
  const move = (id: string, step: string, body: Record<string, unknown> = {}) =>
    api.post(`/work-orders/${id}/${step}`, body);

  await order('演示_逆变器通讯中断排查', { priority: 'high' }, 2);
  const inProcess = await order('演示_电池柜风扇异响', { feedback_type: 'root' }, -4);
  await move(inProcess.id, 'accept', demoNote('已安排现场检查', 'On-site check scheduled'));
  const done = await order(
    '演示_季度站点巡检',
    { type: 'station_inspection', template_id: template.id, feedback_type: 'other' },
    -30,
  );
  await move(done.id, 'accept', demoNote('开始巡检', 'Inspection started'));
  await move(done.id, 'submit', {
    ...demoNote('巡检完成，无异常', 'Inspection done, nothing abnormal'),
    checklist: done.checklist.map((c) => ({ item: c.item, done: true, note: '' })),
  });
  await move(done.id, 'pass', demoNote('验收通过', 'Accepted on verification'));

  // From an alarm event, when the demo's alarms already raised one without an order.
  const events = await api.get<{
    list: Array<{
      id: string;
      station_id: string | null;
      device_id: string;
      message: string;
      i18n?: { message?: { zh?: string; en?: string } };
      work_order_id: string | null;
    }>;
  }>(
    `/out-wrapper/group/tenants/${self.tenant_id}/user/${self.id}/alert-event-data?current_page=1&page_size=20`,
  );
  const event = events.list.find((e) => e.station_id && !e.work_order_id);
  if (event) {
    await order(
      '演示_告警处理',
      {
        station_id: event.station_id,
        device_ids: [event.device_id],
        alarm_event_id: event.id,
        priority: 'high',
        description: event.message.slice(0, 500),
        // The alarm's text in both languages, when the event has it.
        i18n: {
          name: orderTexts('演示_告警处理').name,
          ...(event.i18n?.message?.zh && event.i18n.message.en
            ? {
                description: {
                  zh: event.i18n.message.zh.slice(0, 500),
                  en: event.i18n.message.en.slice(0, 500),
                },
              }
            : {}),
        },
      },
      1,
    );
  }

  const repair = (description: string, en: string) =>
    api.post<{ id: string }>('/repair-orders', {
      station_id: stationId,
      description,
      contact: '演示联系人',
      phone: '13800138000',
      address: '演示电站',
      i18n: {
        description: { zh: description, en },
        contact: { zh: '演示联系人', en: 'Demo contact' },
        address: { zh: '演示电站', en: 'Demo station' },
      },
    });
  await repair(
    '演示：储能柜门锁损坏，需更换',
    'Demo: the storage cabinet door lock is broken and needs replacing',
  );
  const inService = await repair(
    '演示：光伏组件表面积灰严重，申请清洗',
    'Demo: the PV modules are heavily soiled; cleaning requested',
  );
  await api.post(`/repair-orders/${inService.id}/approve`, demoNote('已派单', 'Dispatched'));

  await api.post('/work-order-plans', {
    name: '演示_月度巡检计划',
    i18n: { name: { zh: '演示_月度巡检计划', en: 'Demo: monthly inspection plan' } },
    station_id: stationId,
    template_id: template.id,
    handler_id: self.id,
    verifier_id: self.id,
    every: 1,
    unit: 'month',
    first_due: iso(now + 7 * 24 * HOUR),
  });
}
