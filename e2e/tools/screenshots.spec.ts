import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { signInWithPassword } from '../support/identity';
import { freePort, startPlatformServer } from '../support/platformServer';

// Not a test: screenshots of the built screens on the demo, at the sizes and in the languages a
// reviewer looks at (`npx playwright test -c e2e/screenshots.config.ts`). Written to
// docs/images/screens/<page>-<size>-<lang>.png; SCREENS=home,station limits the pages;
// SCREENS_OUT=<dir> writes elsewhere, FULL_PAGE=1 takes whole pages (below the fold too) and
// SCREEN_SIZES=laptop,phone limits the sizes.

const SIZES = {
  laptop: { width: 1366, height: 768 },
  desktop: { width: 1920, height: 1080 },
  phone: { width: 390, height: 844 },
} as const;
const LANGS = ['zh', 'en'] as const;
/** What shows once a page has its data (the lazy page and its chart library loaded). */
const READY: Record<string, string> = {
  home: '[data-testid="home-overview"] svg, [data-testid="home-empty"]',
  station: '[data-testid="power-curve"] svg',
  devices: '.ant-table-row',
  alarms: '.ant-table-row',
  workOrder: '[data-testid="work-detail"]',
  // The energy reports: a station's table has its rows (the chart is drawn above it).
  electricityReport: '[data-testid^="report-station-"] .ant-table-row',
  revenueReport: '[data-testid^="report-station-"] .ant-table-row',
  consumptionReport: '[data-testid^="report-station-"] .ant-table-row',
  periodReport: '[data-testid^="report-station-"] .ant-table-row',
};
/**
 * The energy reports show one station, the demo's main one (as the other pictures): its days are
 * all there once the simulator is live. (A station whose days the revenue sweep stored while the
 * backfill had not reached them yet shows those days empty: see the report of issue 29.)
 */
async function pickMainStation(page: Page) {
  await page.locator('[data-testid="report-filters"] .ant-select').first().click();
  await page.keyboard.type('Suzhou');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Suzhou' }).first().click();
  await page.keyboard.press('Escape');
}

/** What to do on a page before its picture: the work order opens the first order's detail. */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  electricityReport: pickMainStation,
  revenueReport: pickMainStation,
  consumptionReport: pickMainStation,
  periodReport: pickMainStation,
  workOrder: async (page) => {
    const row = page.locator('.ant-table-row').first();
    await expect(row).toBeVisible({ timeout: 60_000 });
    await row.locator('a, button').last().click();
  },
};
const out = process.env.SCREENS_OUT ?? path.resolve(import.meta.dirname, '../../docs/images/screens');

test.describe.configure({ timeout: 900_000 });

test('screenshots of the built screens', async ({ browser }) => {
  fs.mkdirSync(out, { recursive: true });
  const port = await freePort();
  const server = await startPlatformServer(
    port,
    { MQTT_PORT: String(await freePort()), DEMO: 'on', LOG_LEVEL: 'warn' },
    { viaStartScript: true },
  );
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    // The demo's credentials are printed once the platform is up, which on a busy machine can come
    // a little after the first healthy answer.
    const merchantLine = /Demo merchant: (\S+)\s+password: (\S+)/;
    await expect.poll(() => merchantLine.test(server.output()), { timeout: 60_000 }).toBe(true);
    const [, username, password] = server.output().match(merchantLine) ?? [];
    await expect.poll(() => /\[demo\] live:/.test(server.output()), { timeout: 240_000 }).toBe(true);
    const token = await apiSignIn(api, username!, password!);
    const stations = (await (
      await api.get('/api/stations', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { list: Array<{ id: string; name: string }> };
    const station = stations.list.find((s) => s.name.startsWith('Suzhou')) ?? stations.list[0]!;
    const strategies = (await (
      await api.get('/api/strategies', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { list: Array<{ id: string }> };
    const strategyId = strategies.list[0]?.id ?? '';
    const pages: Record<string, string> = {
      home: '/Container/Home/HomePage',
      stations: '/Container/StationManagement/StationList',
      station: `/Container/StationManagement/StationList/StationDetail?id=${station.id}`,
      devices: '/Container/DeviceManager/DeviceList',
      alarms: '/Container/StationManagement/AlarmList',
      workOrder: '/Container/RepairManagement/WorkOrder',
      stationStrategy: `/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=strategy`,
      recalculation: `/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=recalculation`,
      stationTimed: `/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=timed`,
      strategies: '/Container/StationManagement/StationBatchStrategyList',
      strategyDetail: `/Container/StationManagement/StationBatchStrategyList/StationStrategyDetail?id=${strategyId}`,
      strategyForm: `/Container/StationManagement/StationList/StationDetail/AddStrategy?id=${strategyId}`,
      appDownload: '/appDownload',
      electricityReport: '/Container/Report/ElectricityStatistics',
      revenueReport: '/Container/Report/RevenueStatistics',
      consumptionReport: '/Container/Report/EnergyConsumptionStatistics',
      periodReport: '/Container/DataAnalysis/PeriodAnalysis',
      ...Object.fromEntries(
        (process.env.EXTRA_SCREENS ?? '')
          .split(',')
          .filter(Boolean)
          // name=address; the address may hold its own '=' (a query).
          .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
      ),
    };
    const wanted = process.env.SCREENS?.split(',') ?? Object.keys(pages);
    const sizes = process.env.SCREEN_SIZES?.split(',') ?? Object.keys(SIZES);
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      if (!sizes.includes(sizeName)) continue;
      const context = await browser.newContext({ baseURL: server.baseURL, viewport, locale: 'zh-CN' });
      const page = await context.newPage();
      // A busy machine can take longer than a sign-in's wait: try again rather than lose the run.
      await expect(async () => {
        if (!page.url().includes('/Container/')) await signInWithPassword(page, api, username!, password!);
      }).toPass({ timeout: 120_000 });
      for (const lang of LANGS) {
        await page.evaluate((value) => localStorage.setItem('solarLang', value), lang);
        for (const name of wanted) {
          const url = pages[name];
          if (!url) continue;
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          // The page's own content is there: on a busy machine it can come after the network is idle.
          await PREPARE[name]?.(page);
          const ready = READY[name];
          if (ready) await expect(page.locator(ready).first()).toBeVisible({ timeout: 60_000 });
          // The pointer rests where the last click was: on a phone that is over the breadcrumb, whose
          // dropdown then shows in the picture. Park it on the footer's blank corner and let it close.
          await page.mouse.move(viewport.width - 2, viewport.height - 2);
          await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
          await page.waitForTimeout(1500); // charts animate in
          await page.screenshot({
            path: path.join(out, `${name}-${sizeName}-${lang}.png`),
            fullPage: process.env.FULL_PAGE === '1',
          });
        }
      }
      await context.close();
    }
  } finally {
    await api.dispose();
    await server.stop();
  }
});
