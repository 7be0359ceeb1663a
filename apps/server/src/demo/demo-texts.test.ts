import { pickText, type TextVariants } from '@ies/contracts';
import { DEMO_SITE_TEMPLATES, PlatformApi, PlatformApiProvisioner, refreshDemoTexts } from '@ies/simulator';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceTemplates, stationStrategyChanges, strategies } from '../db/schema';
import { testDatabaseKind } from '../test/test-database';
import { demoSession, useDemoBench } from '../test/demo/demo-test-bench';

// Issue 34: a demo provisioned before texts per language (migration 0044) kept its price templates
// and strategies in one language; a restarted demo brings them up to both, through the API, once.

const bench = useDemoBench();

interface Record {
  id: string;
  name: string;
  remark: string;
  i18n: TextVariants;
}

describe(`an older demo's texts on ${testDatabaseKind()}`, () => {
  it('a restarted demo adds both languages to its own price templates and strategies only', async () => {
    const { merchant, token } = await demoSession(bench.database);
    const { db } = bench.database;
    const api = new PlatformApi(bench.base, token);
    const templatesUrl = `/out-group-mgmt/tenant/${merchant.tenantId}/group-price-template`;
    await new PlatformApiProvisioner({ platformUrl: bench.base, token }).provision(
      DEMO_SITE_TEMPLATES.filter((t) => t.id === 'demo-suzhou' || t.id === 'demo-shenzhen'),
    );
    // A user's own strategy in one language, which is not the demo's.
    const own = await api.post<Record>('/strategies', {
      name: 'Our_plan',
      remark: '我们的策略',
      ranges: [
        {
          start: '00:00',
          end: '23:59',
          mode: 'anti_reflux',
          charge_power_kw: 50,
          discharge_power_kw: 50,
          soc_min: 10,
          soc_max: 90,
          max_export_kw: 0,
        },
      ],
    });

    // Written as before 0044: no texts per language, the remarks as the demo wrote them then; one
    // strategy renamed by its user, the price template's remark edited by its user.
    await db
      .update(priceTemplates)
      .set({ i18n: {}, remark: 'Our winter tariff' })
      .where(eq(priceTemplates.tenantId, merchant.tenantId));
    await db
      .update(strategies)
      .set({ i18n: {}, remark: '演示：峰谷套利 · Demo: time-of-use arbitrage' })
      .where(and(eq(strategies.tenantId, merchant.tenantId), eq(strategies.name, 'Demo_time_of_use_suzhou')));
    await db
      .update(strategies)
      .set({ i18n: {}, name: 'Peak_plan', remark: 'Demo peak shaving' })
      .where(
        and(eq(strategies.tenantId, merchant.tenantId), eq(strategies.name, 'Demo_peak_shaving_shenzh')),
      );
    const changes = async () =>
      (await db.select().from(stationStrategyChanges)).filter((c) => c.tenantId === merchant.tenantId).length;

    // A station provisioned now finds the price template by its name and adds its texts.
    await new PlatformApiProvisioner({ platformUrl: bench.base, token }).provision(
      DEMO_SITE_TEMPLATES.filter((t) => t.id === 'demo-urumqi'),
    );
    expect((await api.get<{ list: Record[] }>(`${templatesUrl}?page_size=50`)).list[0]!.i18n.name).toEqual({
      zh: '演示_五段分时电价_CNY',
      en: 'Demo-five-band-tariff-CNY',
    });
    const changesBefore = await changes();
    // The restart (the simulator with --sites and --platform): Suzhou's strategy.
    expect(await refreshDemoTexts(api)).toBe(1);

    const templates = (await api.get<{ list: Record[] }>(`${templatesUrl}?page_size=50`)).list;
    expect(templates).toHaveLength(1);
    const [template] = templates;
    expect(template).toMatchObject({ name: 'Demo_TOU_CNY', remark: 'Our winter tariff' });
    // Its names per language; the user's remark stays, without the demo's remark texts.
    expect(template!.i18n).toEqual({
      name: { zh: '演示_五段分时电价_CNY', en: 'Demo-five-band-tariff-CNY' },
    });
    const list = (await api.get<{ list: Record[] }>('/strategies?page_size=50')).list;
    const byName = new Map(list.map((s) => [s.name, s]));
    const suzhou = byName.get('Demo_time_of_use_suzhou')!;
    expect(suzhou.remark).toBe('演示：峰谷套利');
    expect(suzhou.i18n).toEqual({
      name: { zh: '演示_峰谷套利_苏州', en: 'Arbitrage_Suzhou' },
      remark: { zh: '演示：峰谷套利', en: 'Demo: time-of-use arbitrage' },
    });
    // The English interface shows English names and remarks (the web's picker, contracts).
    expect(pickText(suzhou.name, suzhou.i18n, 'name', 'en')).toBe('Arbitrage_Suzhou');
    expect(pickText(suzhou.remark, suzhou.i18n, 'remark', 'en')).toBe('Demo: time-of-use arbitrage');
    expect(pickText(template!.name, template!.i18n, 'name', 'en')).toBe('Demo-five-band-tariff-CNY');
    expect(pickText(suzhou.name, suzhou.i18n, 'name', 'zh')).toBe('演示_峰谷套利_苏州');
    // Renamed by its user, or never the demo's: untouched.
    expect(byName.get('Peak_plan')).toMatchObject({ remark: 'Demo peak shaving', i18n: {} });
    expect(byName.get('Our_plan')).toMatchObject({ id: own.id, remark: '我们的策略', i18n: {} });
    // Texts alone changed: no station got its strategy pushed again.
    expect(await changes()).toBe(changesBefore);

    // Another restart changes nothing.
    expect(await refreshDemoTexts(api)).toBe(0);
  }, 180_000);
});
