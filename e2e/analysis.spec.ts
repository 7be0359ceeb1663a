import path from 'node:path';
import mqtt from 'mqtt';
import type {
  BatteryAnalysis,
  LaggingCells,
  MeterStatistics,
} from '../packages/contracts/src/analysis/analysis';
import { buildSiteConfig, Site, type SiteSpec } from '../apps/simulator/src/index';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { expect, request as playwrightRequest, test } from './support/test';

test.describe.configure({ timeout: 300_000 });

const shots = path.resolve(import.meta.dirname, '../docs/images/screens');
const DAY_MS = 86_400_000;
const STEP_S = 900;
const H8 = 8 * 3_600_000;
const localDate = (t: number) => new Date(t + H8).toISOString().slice(0, 10);

const spec: SiteSpec = {
  id: 'e2e-analysis',
  latitude: 31.23,
  longitude: 121.47,
  tz_offset_minutes: 480,
  pv: { kwp: 100 },
  battery: { capacity_kwh: 215, max_charge_kw: 100, max_discharge_kw: 100 },
  load: { profile: 'factory', base_kw: 40, peak_kw: 160 },
  devices: [
    { kind: 'pcs', id: 'p', key: 'k-p-000001' },
    { kind: 'bms', id: 'b', key: 'k-b-000001' },
    { kind: 'grid_meter', id: 'g', key: 'k-g-000001' },
  ],
};

type Sample = { ts: number; values: Record<string, unknown> };

/** Sends a device's past samples over MQTT in batches, as a device catching up after an outage. */
async function publishAll(
  brokerUrl: string,
  device: { id: string; key: string },
  samples: Sample[],
  perMessage: number,
) {
  const client = await mqtt.connectAsync(brokerUrl, {
    clientId: device.id,
    username: device.id,
    password: device.key,
    protocolVersion: 4,
  });
  await client.publishAsync(`ies/v1/${device.id}/status`, 'online', { qos: 1, retain: true });
  for (let i = 0; i < samples.length; i += perMessage) {
    await client.publishAsync(
      `ies/v1/${device.id}/telemetry`,
      JSON.stringify({ samples: samples.slice(i, i + perMessage) }),
      { qos: 1 },
    );
  }
  await client.endAsync();
}

test('lagging cells, battery analysis and meter statistics of a simulated station equal the API', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const device = async (id: string, type: string) =>
      ok<{ id: string; key: string }>(
        await api.post('/api/devices', { headers: auth, data: { id, name: id, type_id: typeId(type) } }),
      );
    const bms = await device(`bms-${suffix}`, 'ES_BMS');
    const pcs = await device(`pcs-${suffix}`, 'ES_PCS');
    const grid = await device(`grid-${suffix}`, 'GRID_METER');
    const station = await ok<{ id: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: `分析电站_${suffix}`,
          type: 'industry_storage',
          address: '苏州',
          contact: '李工',
          installed_capacity_kwh: 215,
          installed_power_kw: 100,
          price_per_kwh: 0.8,
          currency: 'CNY',
          tz_offset_hours: 8,
        },
      }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
        { headers: auth, data: { things_ids: [bms.id, pcs.id, grid.id] } },
      ),
    );

    // Signed in before the backfill: the home page then has little to sum on a loaded machine.
    await signInWithPassword(page, api, account.username, account.password);

    // Four local days of the simulator's physics, ending at the last local midnight.
    const end = Math.floor((Date.now() + H8) / DAY_MS) * DAY_MS - H8;
    const site = new Site(buildSiteConfig(spec), 'e2e', end - 4 * DAY_MS);
    const sent: Record<'bms' | 'pcs' | 'grid', Sample[]> = { bms: [], pcs: [], grid: [] };
    for (let i = 0; i < (4 * DAY_MS) / (STEP_S * 1000); i++) {
      site.step(STEP_S);
      const values = site.deviceValues({ includeCells: i % 4 === 3 });
      sent.bms.push({ ts: site.time, values: values.bms! });
      sent.pcs.push({ ts: site.time, values: values.pcs! });
      sent.grid.push({ ts: site.time, values: values.grid_meter! });
    }
    const brokerUrl = `mqtt://127.0.0.1:${mqttPort}`;
    await publishAll(brokerUrl, bms, sent.bms, 10);
    await publishAll(brokerUrl, pcs, sent.pcs, 100);
    await publishAll(brokerUrl, grid, sent.grid, 100);
    const first = localDate(end - 4 * DAY_MS);
    const last = localDate(end - 1);
    const get = async <T>(kind: string, query: string) =>
      ok<T>(await api.get(`/api/stations/${station.id}/analysis/${kind}?${query}`, { headers: auth }));
    // Ingest commits in the background: wait until every cell sample is stored.
    await expect
      .poll(async () => {
        const cells = await get<LaggingCells>('lagging-cells', `from=${first}&to=${last}`);
        return cells.days.filter((d) => d.charge).length;
      })
      .toBe(4);

    await test.step('the lagging-cell screen names the drifting cell first', async () => {
      await page.goto('/Container/Report/BackwardMonomer');
      await setRange(page, first, last);
      const answer = await get<LaggingCells>('lagging-cells', `from=${first}&to=${last}`);
      const drifting = site.battery.cells.driftingIndex + 1;
      expect(answer.ranking[0]!.cell).toBe(drifting);
      await expect(page.getByTestId('analysis-cells-summary')).toContainText(`#${drifting} 号单体`);
      const firstRow = page.getByTestId('analysis-cells-table').locator('tbody tr').first();
      await expect(firstRow).toContainText(`#${drifting} 号单体`);
      await expect(firstRow).toContainText(answer.ranking[0]!.score_mv.toFixed(2));
    });

    await test.step('battery analysis: a shorter period, totals equal the API', async () => {
      await page.goto('/Container/DataAnalysis/BatteryAnalysis');
      const from = localDate(end - 2 * DAY_MS);
      await setRange(page, from, last);
      const answer = await get<BatteryAnalysis>('battery', `from=${from}&to=${last}`);
      expect(answer.days).toHaveLength(2);
      await expect(page.getByTestId('analysis-battery-total-discharge')).toHaveText(
        answer.totals.discharge_kwh.toFixed(2),
      );
      await expect(page.getByTestId('analysis-battery-total-cycles')).toHaveText(
        answer.totals.cycles.toFixed(3),
      );
      await expect(page.getByTestId('analysis-battery-table').locator('.ant-table-row')).toHaveCount(2);
    });

    await test.step('meter statistics by day: each meter total equals the API', async () => {
      await page.goto('/Container/Report/ElectricityMeterStatistics');
      await setRange(page, first, last);
      await page.getByTestId('analysis-bucket').getByText('按日').click();
      const answer = await get<MeterStatistics>('meters', `from=${first}&to=${last}&bucket=day`);
      expect(answer.series.length).toBeGreaterThan(0);
      for (const [i, s] of answer.series.entries()) {
        await expect(page.getByTestId(`analysis-meters-total-${i}`)).toHaveText(
          `${s.total.toFixed(3)} ${s.unit}`,
        );
      }
      // The grid meter's import over the four days equals its own readings' increase.
      const imports = answer.series.find((s) => s.device_id === grid.id && s.point === 'import_kwh')!;
      const readings = sent.grid.map((s) => s.values.import_kwh as number);
      expect(imports.total).toBeCloseTo(readings.at(-1)! - readings[0]!, 3);
    });

    await test.step('screenshots at 1366×768 and a phone, zh and en', async () => {
      const screens = [
        ['lagging-cells', '/Container/Report/BackwardMonomer', 'analysis-cells-table'],
        ['battery', '/Container/DataAnalysis/BatteryAnalysis', 'analysis-battery-table'],
        ['meters', '/Container/Report/ElectricityMeterStatistics', 'analysis-meters-table'],
      ] as const;
      for (const lang of ['zh', 'en'] as const) {
        await page.evaluate((value) => localStorage.setItem('solarLang', value), lang);
        for (const [device, size] of [
          ['laptop', { width: 1366, height: 768 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(size);
          for (const [name, url, table] of screens) {
            await page.goto(url);
            await expect(page.getByTestId(table).locator('.ant-table-row').first()).toBeVisible({
              timeout: 60_000,
            });
            await expect(page.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
            await page.screenshot({ path: path.join(shots, `analysis-${name}-${device}-${lang}.png`) });
          }
        }
      }
    });
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
  }
});

/** Types a local date range into the antd range picker. */
async function setRange(page: import('@playwright/test').Page, from: string, to: string) {
  const inputs = page.getByTestId('analysis-range').locator('input');
  // The picker may still be settling after the page loads: type again until both dates hold.
  await expect(async () => {
    await inputs.nth(0).click();
    await inputs.nth(0).fill(from);
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(to);
    await inputs.nth(1).press('Enter');
    await expect(inputs.nth(0)).toHaveValue(from, { timeout: 3_000 });
    await expect(inputs.nth(1)).toHaveValue(to, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
