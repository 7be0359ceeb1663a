import { Fleet, type SiteSpec } from '@ies/simulator';
import { type Page, expect, request as playwrightRequest, test } from './support/test';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

// Issue 14's journey ("Must show", third point): a five-band price template and a peak-shaving
// strategy made in the browser, the station's simulated EMS and PCS (the simulator's own site
// physics and device agents) acknowledging the push, the grid import held under the threshold
// while the battery has energy, and the overview's revenue per band.

test.describe.configure({ timeout: 300_000 });

const THRESHOLD_KW = 80;
const SOC_MIN = 5;
/** Telemetry step of the simulated site, s. */
const INTERVAL_S = 2;

const BANDS = [
  { property: 'deep_valley', label: '深谷', start: '00:00', end: '06:00', price: 0.2 },
  { property: 'valley', label: '谷', start: '06:00', end: '10:00', price: 0.35 },
  { property: 'flat', label: '平', start: '10:00', end: '14:00', price: 0.6 },
  { property: 'peak', label: '峰', start: '14:00', end: '18:00', price: 0.95 },
  { property: 'sharp', label: '尖', start: '18:00', end: '23:59', price: 1.3 },
] as const;

/** An antd InputNumber's input, whether the test id sits on the input or its wrapper. */
function numberInput(page: Page, testId: string) {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** Picks the option with exactly this label in the open antd select dropdown. */
async function pickOption(page: Page, label: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .click();
}

test('a five-band tariff and a peak-shaving strategy from the browser: acknowledged, grid import held, revenue per band', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  let fleet: Fleet | undefined;
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const devices: SiteSpec['devices'] = [];
    for (const [kind, type] of [
      ['ems', 'EMS_GATEWAY'],
      ['pcs', 'ES_PCS'],
      ['bms', 'ES_BMS'],
      ['grid_meter', 'GRID_METER'],
    ] as const) {
      const id = `${kind.replace('_', '')}-${suffix}`;
      const created = await ok<{ id: string; key: string }>(
        await api.post('/api/devices', { headers: auth, data: { id, name: id, type_id: typeId(type) } }),
      );
      devices.push({ kind, id: created.id, key: created.key });
    }
    const gridId = devices.find((d) => d.kind === 'grid_meter')!.id;
    const emsId = devices.find((d) => d.kind === 'ems')!.id;
    const station = await ok<{ id: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: `削峰站_${suffix}`,
          type: 'industry_storage',
          address: '上海市浦东新区',
          contact: '王工',
          installed_capacity_kwh: 430,
          installed_power_kw: 215,
          price_per_kwh: 0.8,
          currency: 'CNY',
        },
      }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
        { headers: auth, data: { things_ids: devices.map((d) => d.id) } },
      ),
    );
    // The simulator's site: a factory load up to 260 kW, a battery of 215 kW that starts well charged.
    fleet = new Fleet({
      brokerUrl: `mqtt://127.0.0.1:${mqttPort}`,
      sites: [
        {
          id: `site-${suffix}`,
          latitude: 31.23,
          longitude: 121.47,
          tz_offset_minutes: 480,
          pv: { kwp: 100 },
          battery: { capacity_kwh: 430, max_charge_kw: 215, max_discharge_kw: 215, initial_soc_pct: 70 },
          pcs_rated_kw: 215,
          load: { profile: 'factory', base_kw: 60, peak_kw: 260 },
          devices,
        },
      ],
      seed: `strategy-${suffix}`,
      intervalS: INTERVAL_S,
      backfillIntervalS: 60,
      cellIntervalS: 3600,
      log: () => undefined,
    });
    await fleet.connect();
    fleet.startLive();

    await signInWithPassword(page, api, account.username, account.password);
    const templateName = `五段电价_${suffix}`;
    const strategyName = `削峰_${suffix}`.slice(0, 24);

    await test.step('a price template of five bands is added on the price list', async () => {
      await page.goto('/Container/StationManagement/PriceList');
      await page.getByTestId('price-add').click();
      await page.getByTestId('price-name').fill(templateName);
      await numberInput(page, 'price-charge').fill('0.3');
      await numberInput(page, 'price-discharge').fill('1.1');
      await numberInput(page, 'price-feed-in').fill('0.4');
      const rows = page.getByTestId('price-periods').locator('tbody tr.ant-table-row');
      for (const [index, band] of BANDS.entries()) {
        if (index > 0) await page.getByTestId('price-period-add').click();
        await expect(rows).toHaveCount(index + 1);
        await rows.nth(index).locator('.ant-select').first().click();
        await pickOption(page, band.label);
        await page.getByTestId(`price-period-${index}-start`).fill(band.start);
        await page.getByTestId(`price-period-${index}-end`).fill(band.end);
        await numberInput(page, `price-period-${index}-price`).fill(String(band.price));
      }
      await page.getByTestId('price-save').click();
      await expect(page.getByTestId('price-table')).toContainText(templateName, { timeout: 20_000 });
    });

    await test.step('the template is assigned to the station', async () => {
      await page.goto(`/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=tariff`);
      await page.getByTestId('station-tariff-template').click();
      await pickOption(page, templateName);
      await page.getByTestId('station-tariff-assign').click();
      await expect(page.getByTestId('station-tariff-current')).toContainText(templateName, {
        timeout: 20_000,
      });
    });

    await test.step('a peak-shaving strategy is added on the batch strategy list', async () => {
      await page.goto('/Container/StationManagement/StationBatchStrategyList');
      await page.getByTestId('strategy-add').click();
      await page.getByTestId('strategy-name').fill(strategyName);
      await page.getByTestId('strategy-range-0-mode').click();
      await pickOption(page, '削峰填谷');
      await numberInput(page, 'strategy-range-0-charge').fill('100');
      await numberInput(page, 'strategy-range-0-discharge').fill('200');
      await numberInput(page, 'strategy-range-0-soc-min').fill(String(SOC_MIN));
      await numberInput(page, 'strategy-range-0-soc-max').fill('95');
      await numberInput(page, 'strategy-range-0-grid_import_threshold_kw').fill(String(THRESHOLD_KW));
      await page.getByTestId('strategy-save').click();
      await expect(page.getByTestId('strategy-detail-name')).toHaveText(strategyName, { timeout: 20_000 });
    });

    let appliedAt = 0;
    await test.step("it is chosen on the station's strategy tab; the EMS and PCS acknowledge: applied", async () => {
      await page.goto(`/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=strategy`);
      await page.getByTestId('station-strategy-select').click();
      await pickOption(page, strategyName);
      await page.getByTestId('station-strategy-choose').click();
      await expect(page.getByTestId('station-strategy-current')).toContainText(strategyName, {
        timeout: 20_000,
      });
      // The tab polls while the push is pending.
      await expect(page.getByTestId('station-strategy-state')).toHaveText('已生效', { timeout: 60_000 });
      const state = await ok<{ state: string; applied_at: string }>(
        await api.get(`/api/stations/${station.id}/strategy`, { headers: auth }),
      );
      expect(state.state).toBe('applied');
      appliedAt = Date.parse(state.applied_at);
    });

    await test.step('while the battery has energy the grid import stays under the threshold', async () => {
      type History = { series: { point: string; data: [number, number][] }[] };
      const recent = async (deviceId: string, point: string) => {
        const history = await ok<History>(
          await api.get(`/api/devices/${deviceId}/history`, {
            headers: auth,
            params: { points: point, recent: 100 },
          }),
        );
        return history.series[0]!.data;
      };
      // Samples taken a step after the devices acknowledged: the site runs the strategy by then.
      const after = (data: [number, number][]) => data.filter(([ts]) => ts > appliedAt + INTERVAL_S * 1000);
      await expect
        .poll(async () => after(await recent(gridId, 'grid_power')).length, { timeout: 90_000 })
        .toBeGreaterThanOrEqual(5);
      const grid = after(await recent(gridId, 'grid_power'));
      const soc = new Map(after(await recent(emsId, 'soc')));
      const withEnergy = grid.filter(([ts]) => (soc.get(ts) ?? 0) > SOC_MIN);
      expect(withEnergy.length, 'samples while the battery holds energy').toBeGreaterThanOrEqual(3);
      for (const [ts, kw] of withEnergy) {
        // Rounded to 3 decimals by the meter.
        expect(kw, `grid import at ${new Date(ts).toISOString()}`).toBeLessThanOrEqual(THRESHOLD_KW + 0.001);
      }
    });

    await test.step("the station's overview shows today's revenue in the band the battery worked in", async () => {
      // The station's clock is UTC+8 (its overview says so); the site has worked since a minute or two.
      const bandNow = () => {
        const local = new Date(Date.now() + 8 * 3_600_000);
        const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
        return BANDS.find((band) => hhmm >= band.start && hhmm < band.end) ?? BANDS[4];
      };
      const before = bandNow();
      await page.goto(`/Container/StationManagement/StationList/StationDetail?id=${station.id}&tab=overview`);
      const table = page.getByTestId('overview-band-revenue');
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      // Every band shown is one of the template's, with the template's price.
      const shown = await table.locator('tbody tr.ant-table-row').all();
      for (const row of shown) {
        const label = (await row.locator('td').nth(0).textContent())?.trim();
        const band = BANDS.find((b) => b.label === label);
        expect(band, `band ${label}`).toBeDefined();
        await expect(row.locator('td').nth(1)).toHaveText(String(band!.price));
      }
      // A band that began while the page loaded may not have a row yet: the one before it has.
      const after = bandNow();
      const band = (await table.getByTestId(`overview-band-revenue-${after.property}`).count())
        ? after
        : before;
      const row = table
        .locator('tbody tr.ant-table-row')
        .filter({ has: page.getByTestId(`overview-band-revenue-${band.property}`) });
      await expect(row).toHaveCount(1);
      // The battery charged or discharged in it under the strategy, and the band's revenue is a figure.
      const charged = Number(await row.locator('td').nth(2).textContent());
      const discharged = Number(await row.locator('td').nth(3).textContent());
      expect(charged + discharged).toBeGreaterThan(0);
      await expect(page.getByTestId(`overview-band-revenue-${band.property}`)).toHaveText(/^-?\d+(\.\d+)?$/);
      await expect(page.getByTestId('overview-band-revenue-total')).toContainText(/\d/);
    });
  } finally {
    await fleet?.close();
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
