import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import mqtt from 'mqtt';
import type { EnergyReport } from '../packages/contracts/src/energy-reports/energy-reports';
import { buildSiteConfig, Site, type SiteSpec } from '../apps/simulator/src/index';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { expect, request as playwrightRequest, test } from './support/test';

// Issue 29: the built-in energy reports of a station fed three local days of the simulator's
// 15-minute telemetry (small and fast, as analysis.spec.ts): each screen's totals are the API's,
// and the export button's xlsx, and a download task's PDF, come down with the same figures.

test.describe.configure({ timeout: 300_000 });

const DAY_MS = 86_400_000;
const STEP_S = 900;
const H8 = 8 * 3_600_000;
const localDate = (t: number) => new Date(t + H8).toISOString().slice(0, 10);

const spec: SiteSpec = {
  id: 'e2e-reports',
  latitude: 31.23,
  longitude: 121.47,
  tz_offset_minutes: 480,
  pv: { kwp: 100 },
  battery: { capacity_kwh: 215, max_charge_kw: 100, max_discharge_kw: 100 },
  load: { profile: 'factory', base_kw: 40, peak_kw: 160 },
  devices: [
    { kind: 'pcs', id: 'p', key: 'k-p-000001' },
    { kind: 'grid_meter', id: 'g', key: 'k-g-000001' },
    { kind: 'load_meter', id: 'l', key: 'k-l-000001' },
    { kind: 'pv_inverter', id: 'v', key: 'k-v-000001', model: 'RS_INVERT_25KW' },
  ],
};

type Sample = { ts: number; values: Record<string, unknown> };

async function publishAll(brokerUrl: string, device: { id: string; key: string }, samples: Sample[]) {
  const client = await mqtt.connectAsync(brokerUrl, {
    clientId: device.id,
    username: device.id,
    password: device.key,
    protocolVersion: 4,
  });
  for (let i = 0; i < samples.length; i += 100) {
    await client.publishAsync(
      `ies/v1/${device.id}/telemetry`,
      JSON.stringify({ samples: samples.slice(i, i + 100) }),
      { qos: 1 },
    );
  }
  await client.endAsync();
}

/** The rows of the first sheet of an xlsx file. */
async function sheetRows(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('energy reports of a simulated station: totals equal the API, the export downloads the same figures', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  // The browser's calendar is the station's: the screen's default period (the seven days to
  // yesterday) then holds the three fed days whenever the journey runs.
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const device = async (id: string, type: string) =>
      ok<{ id: string; key: string }>(
        await api.post('/api/devices', { headers: auth, data: { id, name: id, type_id: typeId(type) } }),
      );
    const pcs = await device(`pcs-${suffix}`, 'ES_PCS');
    const grid = await device(`grid-${suffix}`, 'GRID_METER');
    const load = await device(`load-${suffix}`, 'LOAD_METER');
    const pv = await device(`pv-${suffix}`, 'RS_INVERT_25KW');
    const station = await ok<{ id: string; name: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: `报表电站_${suffix}`,
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
        { headers: auth, data: { things_ids: [pcs.id, grid.id, load.id, pv.id] } },
      ),
    );
    await signInWithPassword(page, api, account.username, account.password);

    // Three local days of the simulator's physics, ending at the last local midnight.
    const end = Math.floor((Date.now() + H8) / DAY_MS) * DAY_MS - H8;
    const site = new Site(buildSiteConfig(spec), 'e2e', end - 3 * DAY_MS - STEP_S * 1000);
    const sent: Record<'pcs' | 'grid' | 'load' | 'pv', Sample[]> = { pcs: [], grid: [], load: [], pv: [] };
    for (let i = 0; i <= (3 * DAY_MS) / (STEP_S * 1000); i++) {
      site.step(STEP_S);
      const values = site.deviceValues({ includeCells: false });
      sent.pcs.push({ ts: site.time, values: values.pcs! });
      sent.grid.push({ ts: site.time, values: values.grid_meter! });
      sent.load.push({ ts: site.time, values: values.load_meter! });
      sent.pv.push({ ts: site.time, values: values.pv_inverter_1! });
    }
    const brokerUrl = `mqtt://127.0.0.1:${mqttPort}`;
    await publishAll(brokerUrl, pcs, sent.pcs);
    await publishAll(brokerUrl, grid, sent.grid);
    await publishAll(brokerUrl, load, sent.load);
    await publishAll(brokerUrl, pv, sent.pv);
    const first = localDate(end - 3 * DAY_MS);
    const last = localDate(end - 1);
    const body = { station_ids: [station.id], start: first, end: last, bucket: 'day' };
    const report = async (kind: string) =>
      ok<EnergyReport>(await api.post(`/api/energy-reports/${kind}`, { headers: auth, data: body }));
    // Ingest commits in the background: wait until the load over the three days is all stored.
    const loadKwh = (sent.load.at(-1)!.values.load_kwh as number) - (sent.load[0]!.values.load_kwh as number);
    await expect
      .poll(async () => (await report('consumption')).stations[0]!.total.values.load ?? 0, {
        timeout: 120_000,
      })
      .toBeCloseTo(loadKwh, 1);

    for (const [kind, path] of [
      ['electricity', '/Container/Report/ElectricityStatistics'],
      ['consumption', '/Container/Report/EnergyConsumptionStatistics'],
    ] as const) {
      await test.step(`${kind}: the screen's totals are the API's, and its xlsx holds them`, async () => {
        const [response] = await Promise.all([
          page.waitForResponse(
            (r) => r.url().includes(`/api/energy-reports/${kind}`) && r.request().method() === 'POST',
          ),
          page.goto(path),
        ]);
        expect(response.status()).toBe(200);
        // The same call of the API: the screen's totals and the file's must be its figures.
        const sentBody = response.request().postDataJSON() as Record<string, unknown>;
        const answer = await ok<EnergyReport>(
          await api.post(`/api/energy-reports/${kind}`, { headers: auth, data: sentBody }),
        );
        const stationAnswer = answer.stations.find((s) => s.id === station.id)!;
        const labels = stationAnswer.rows.map((r) => r.label);
        expect(labels).toEqual(expect.arrayContaining([first, localDate(end - 2 * DAY_MS), last]));
        expect(stationAnswer.total.values[kind === 'electricity' ? 'charge' : 'load']).toBeGreaterThan(0);
        const card = page.getByTestId(`report-station-${station.id}`);
        for (const column of answer.columns) {
          await expect(card.getByTestId(`total-${column.key}`)).toHaveAttribute(
            'data-value',
            String(stationAnswer.total.values[column.key] ?? 0),
          );
        }

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          (async () => {
            await page.getByTestId('export-menu').click();
            await page.getByText('导出 Excel', { exact: true }).click();
          })(),
        ]);
        const file = await download.path();
        const rows = await sheetRows(file);
        expect(rows.some((r) => r[0] === station.name)).toBe(true);
        const total = rows.find((r) => r[0] === '合计')!;
        answer.columns.forEach((column, i) => {
          expect(total[i + 1], column.key).toBeCloseTo(stationAnswer.total.values[column.key] ?? 0, 2);
        });
      });
    }

    await test.step('a download task makes the PDF in the background; the list downloads it', async () => {
      await page.getByTestId('export-menu').click();
      await page.getByText('后台生成 PDF（下载任务）', { exact: true }).click();
      await page.getByRole('button', { name: '查看下载任务' }).click();
      await expect(page).toHaveURL(/Report\/Downloads/);
      const state = page.getByTestId('download-tasks').locator('[data-state]').first();
      await expect(state).toHaveAttribute('data-state', 'waiting_for_download', { timeout: 60_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-tasks').getByText('下载', { exact: true }).first().click(),
      ]);
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(state).toHaveAttribute('data-state', 'finished');
    });
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
