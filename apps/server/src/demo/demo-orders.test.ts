import { DEMO_SITE_TEMPLATES, PlatformApiProvisioner } from '@ies/simulator';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import { demoSession, useDemoBench } from '../test/demo/demo-test-bench';

// Issue 34: the demo's orders, provisioned by the simulator through the platform's API, carry
// their checklist items and every note in both languages.

const bench = useDemoBench();

interface Texts {
  [field: string]: { zh?: string; en?: string };
}
interface Event {
  action: string;
  note: string;
  i18n: Texts;
}
interface OrderRecord {
  name: string;
  checklist: Array<{ item: string; i18n: Texts }>;
  timeline: Event[];
}

describe(`demo orders on ${testDatabaseKind()}`, () => {
  it('writes the checklist items and every note of a move in Chinese and English', async () => {
    const { token } = await demoSession(bench.database);
    const api = <T>(path: string) =>
      fetch(`${bench.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.json() as Promise<T>,
      );
    const templates = DEMO_SITE_TEMPLATES.filter((t) => t.id === 'demo-suzhou');
    await new PlatformApiProvisioner({ platformUrl: bench.base, token }).provision(templates);

    const work = await api<{ list: Array<{ id: string; name: string }> }>('/work-orders?page_size=50');
    const records = await Promise.all(work.list.map((o) => api<OrderRecord>(`/work-orders/${o.id}`)));
    const inspection = records.find((r) => r.name === '演示_季度站点巡检');
    expect(inspection?.checklist.map((c) => [c.item, c.i18n.item])).toEqual([
      ['逆变器告警记录', { zh: '逆变器告警记录', en: 'Inverter alarm log' }],
      ['电池柜温度', { zh: '电池柜温度', en: 'Battery cabinet temperature' }],
      ['消防设施', { zh: '消防设施', en: 'Fire equipment' }],
    ]);
    expect(inspection?.timeline.map((e) => e.action)).toEqual(['create', 'accept', 'submit', 'pass']);

    const repairs = await api<{ list: Array<{ id: string }> }>('/repair-orders?page_size=50');
    const repairEvents = await Promise.all(
      repairs.list.map(async (o) => (await api<{ timeline: Event[] }>(`/repair-orders/${o.id}`)).timeline),
    );
    const events = [...records.flatMap((r) => r.timeline), ...repairEvents.flat()];
    const moves = events.filter((e) => e.action !== 'create' && e.action !== 'raise');
    // accept ×2, submit, pass (work orders), approve (repair order).
    expect(moves).toHaveLength(5);
    for (const e of events.filter((x) => x.note !== '')) {
      expect(e.i18n.note?.zh, `${e.action}: ${e.note}`).toBe(e.note);
      expect(e.i18n.note?.en, `${e.action}: ${e.note}`).toMatch(/^[\x20-\x7e]+$/);
    }
    for (const e of moves) expect(e.note, e.action).not.toBe('');
  }, 180_000);
});
