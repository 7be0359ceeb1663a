import { expect, request as playwrightRequest, test } from './support/test';
import mqtt, { type MqttClient } from 'mqtt';
import { deviceErrors } from '../packages/contracts/src/device/errors';
import { stationErrors } from '../packages/contracts/src/station/errors';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

test.describe.configure({ timeout: 240_000 });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const REPORT_MS = 2_000;

interface Published {
  at: number;
  grid: number;
  pv: number;
  storage: number;
  load: number;
}

/** A scripted EMS on MQTT: reports moving power figures every REPORT_MS, remembering what it sent. */
function startEms(brokerUrl: string, id: string, key: string) {
  const sent: Published[] = [];
  const client: MqttClient = mqtt.connect(brokerUrl, {
    clientId: id,
    username: id,
    password: key,
    protocolVersion: 4,
    reconnectPeriod: 1000,
  });
  let seq = 0;
  const report = () => {
    if (!client.connected) return;
    seq += 1;
    // Whole tenths that differ every report, so the screen can be seen moving.
    const sample = {
      grid: 10 + (seq % 7) / 10,
      pv: 20 + (seq % 5) / 10,
      storage: -(5 + (seq % 3) / 10),
      load: 25 + (seq % 4) / 10,
    };
    sent.push({ at: Date.now(), ...sample });
    client.publish(
      `ies/v1/${id}/telemetry`,
      JSON.stringify({
        ts: Date.now(),
        seq,
        values: {
          status: 'normal',
          grid_power: sample.grid,
          photovoltaic_power: sample.pv,
          active_power: sample.storage,
          load_power: sample.load,
          soc: 60,
        },
      }),
      { qos: 1 },
    );
  };
  client.on('connect', () => client.publish(`ies/v1/${id}/status`, 'online', { qos: 1, retain: true }));
  const timer = setInterval(report, REPORT_MS);
  return {
    sent,
    stop: async () => {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}

/** A scripted BMS on MQTT: 8 cells, the 3rd the highest and the 6th the lowest voltage. */
function startBms(brokerUrl: string, id: string, key: string) {
  const client: MqttClient = mqtt.connect(brokerUrl, {
    clientId: id,
    username: id,
    password: key,
    protocolVersion: 4,
    reconnectPeriod: 1000,
  });
  const report = () => {
    if (!client.connected) return;
    client.publish(
      `ies/v1/${id}/telemetry`,
      JSON.stringify({
        ts: Date.now(),
        values: {
          soc: 60,
          soh: 98.5,
          cell_voltages: [3.31, 3.3, 3.42, 3.32, 3.3, 3.21, 3.33, 3.3],
          cell_temperatures: [25, 25.5, 26, 31.5, 25, 24, 25, 25],
        },
      }),
      { qos: 1 },
    );
  };
  client.on('connect', () => client.publish(`ies/v1/${id}/status`, 'online', { qos: 1, retain: true }));
  const timer = setInterval(report, REPORT_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}

function kw(text: string | null): number {
  return Number((text ?? '').replace(' kW', ''));
}

test('a station from creation to deletion: pictures, location, binding, live energy flow, kept-alive list', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  let ems: ReturnType<typeof startEms> | undefined;
  let bms: ReturnType<typeof startBms> | undefined;
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const device = async (id: string, type: string) =>
      ok<{ id: string; key: string }>(
        await api.post('/api/devices', { headers: auth, data: { id, name: id, type_id: typeId(type) } }),
      );
    const emsDevice = await device(`ems-${suffix}`, 'EMS_GATEWAY');
    const bmsDevice = await device(`bms-${suffix}`, 'ES_BMS');
    const elsewhere = await device(`pcs-${suffix}`, 'ES_PCS');

    // Another station holds `elsewhere`, so binding it here answers 70006.
    const other = await ok<{ id: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: `其他电站_${suffix}`,
          type: 'household_storage',
          address: '上海',
          contact: '王工',
          installed_capacity_kwh: 10,
          installed_power_kw: 5,
          price_per_kwh: 0.5,
          currency: 'CNY',
        },
      }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${other.id}/bind-with-info`,
        { headers: auth, data: { things_ids: [elsewhere.id] } },
      ),
    );
    ems = startEms(`mqtt://127.0.0.1:${mqttPort}`, emsDevice.id, emsDevice.key);
    bms = startBms(`mqtt://127.0.0.1:${mqttPort}`, bmsDevice.id, bmsDevice.key);

    await signInWithPassword(page, api, account.username, account.password);
    const stationName = `一号站_${suffix}`;

    await test.step('the list is filtered before leaving it', async () => {
      await page.goto('/Container/StationManagement/StationList');
      await page.getByTestId('station-filter-name').fill('站_');
      await page.getByTestId('station-search').click();
      await expect(page).toHaveURL(/name=/);
      await expect(page.getByTestId('station-table')).toContainText(`其他电站_${suffix}`);
    });

    await test.step('create a station with two pictures and a location', async () => {
      await page.getByTestId('station-add').click();
      await page.getByTestId('station-field-name').fill(stationName);
      await page.getByTestId('station-field-type').click();
      await page.locator('.ant-select-item-option', { hasText: '工商业储能' }).click();
      await page.getByTestId('station-field-address').fill('杭州市西湖区');
      await page.getByTestId('station-field-contact').fill('李工');
      await page.getByTestId('station-field-installed_capacity_kwh').fill('200');
      await page.getByTestId('station-field-installed_power_kw').fill('100');
      await page.getByTestId('station-field-price_per_kwh').fill('0.8');
      // A click on the offline map picks a point; typing refines it.
      await page.getByTestId('location-picker').click({ position: { x: 200, y: 100 } });
      await expect(page.getByTestId('station-field-longitude')).not.toHaveValue('');
      await page.getByTestId('station-field-longitude').fill('120.15');
      await page.getByTestId('station-field-latitude').fill('30.28');
      const input = page.getByTestId('station-picture-input');
      await input.setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByTestId('station-picture')).toHaveCount(1);
      await input.setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByTestId('station-picture')).toHaveCount(2);
      await page.getByTestId('station-save').click();
      await expect(page.getByTestId('station-detail-name')).toHaveText(stationName);
      await expect(page.getByTestId('station-detail').locator('img')).toHaveCount(2);
    });

    await test.step('edit the station: the form comes filled, the change is saved', async () => {
      await page.getByTestId('station-detail-edit').click();
      await expect(page.getByTestId('station-field-name')).toHaveValue(stationName);
      await expect(page.getByTestId('station-picture')).toHaveCount(2);
      await page.getByTestId('station-field-contact').fill('张工');
      await page.getByTestId('station-save').click();
      await expect(page.getByTestId('station-detail')).toContainText('张工');
      await expect(page.getByTestId('station-detail').locator('img')).toHaveCount(2);
    });

    await test.step('bind two devices; a device of another station answers 70006', async () => {
      await page.getByRole('tab', { name: '绑定设备' }).click();
      await page.getByTestId('device-bind').click();
      await page.getByTestId('bind-things-ids').fill(`${emsDevice.id}, ${bmsDevice.id}`);
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByTestId('station-things')).toContainText(emsDevice.id);
      await expect(page.getByTestId('station-things')).toContainText(bmsDevice.id);

      await page.getByTestId('device-bind').click();
      await page.getByTestId('bind-things-ids').fill(elsewhere.id);
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText(deviceErrors['iot-out-wrapper.70006'].zh)).toBeVisible();
      await page.getByRole('button', { name: /取\s*消/ }).click();
    });

    await test.step('the overview shows the EMS telemetry, moving', async () => {
      const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/live'));
      await page.getByRole('tab', { name: '概览' }).click();
      // Power is pushed over the station's WebSocket between the overview polls.
      await (await socket).waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('"type":"live"'),
        timeout: 15_000,
      });
      const grid = page.getByTestId('flow-electricSupply-power');
      await expect(grid).toHaveText(/kW$/, { timeout: 20_000 });
      const seen = new Set<number>();
      for (let round = 0; round < 3; round += 1) {
        await expect
          .poll(
            async () => {
              const shown = kw(await grid.textContent());
              // Equal to one of the figures the device reported within the last refresh and report.
              const recent = ems!.sent.filter((sample) => sample.at >= Date.now() - 5_000 - 2 * REPORT_MS);
              return recent.some((sample) => sample.grid === shown);
            },
            { timeout: 15_000 },
          )
          .toBe(true);
        seen.add(kw(await grid.textContent()));
        const pv = kw(await page.getByTestId('flow-photovoltaic-power').textContent());
        expect(ems!.sent.some((sample) => sample.pv === pv)).toBe(true);
        await page.waitForTimeout(5_500);
      }
      expect(seen.size).toBeGreaterThan(1);
      await expect(page.getByTestId('flow-energyStorage')).toHaveAttribute('data-direction', 'out');
    });

    await test.step('the BMS tab shows the cell heat maps with the extreme cells', async () => {
      await page.getByRole('tab', { name: 'BMS' }).click();
      await expect(page.getByTestId('heat-voltage-max')).toHaveText('#3 3.42 V', { timeout: 20_000 });
      await expect(page.getByTestId('heat-voltage-min')).toHaveText('#6 3.21 V');
      await expect(page.getByTestId('heat-temperature-max')).toHaveText('#4 31.5 °C');
    });

    await test.step("the home page counts the tenant's stations", async () => {
      await page.goto('/Container/Home/HomePage');
      await expect(page.getByTestId('home-station-count')).toContainText('2');
      await expect(page.getByTestId('home-map-marker')).toHaveCount(1);
      await page.goBack();
      await expect(page.getByTestId('station-detail-name')).toHaveText(stationName);
    });

    await test.step('deleting is refused while devices are bound', async () => {
      await page.getByTestId('station-back').click();
      await expect(page.getByTestId('station-table')).toContainText(stationName);
      await page.getByTestId(`station-delete-${stationName}`).click();
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText(stationErrors['iot-station.10003'].zh)).toBeVisible();
    });

    await test.step('unbind all, then delete succeeds and the list is as it was', async () => {
      await page.getByTestId('station-table').getByText(stationName).click();
      await page.getByRole('tab', { name: '绑定设备' }).click();
      for (const id of [emsDevice.id, bmsDevice.id]) {
        await page.getByTestId(`device-unbind-${id}`).click();
        await page.getByRole('button', { name: /确\s*定/ }).click();
        await expect(page.getByTestId(`device-unbind-${id}`)).toHaveCount(0);
      }
      await page.getByTestId('station-back').click();
      await expect(page).toHaveURL(/StationList\?name=/);
      await expect(page.getByTestId('station-filter-name')).toHaveValue('站_');
      await page.getByTestId(`station-delete-${stationName}`).click();
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByTestId('station-table')).not.toContainText(stationName);
      await expect(page.getByTestId('station-filter-name')).toHaveValue('站_');
      await expect(page.getByTestId('station-table')).toContainText(`其他电站_${suffix}`);
    });
  } finally {
    await ems?.stop();
    await bms?.stop();
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
