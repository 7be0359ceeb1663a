import { expect, type Page, request as playwrightRequest, test } from './support/test';
import mqtt, { type MqttClient } from 'mqtt';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

// Issue 15's journey: a simple rule "SOC < 20" made in the browser, a scripted BMS whose SOC
// falls below it, the alarm seen in the list, the bell, the station's alarm tab and the home
// count, handled in the browser, then closed by the recovery when SOC rises again.

test.describe.configure({ timeout: 300_000 });

const REPORT_MS = 2_000;

/** A scripted BMS on MQTT reporting `soc` (the ES_BMS point) every REPORT_MS; `setSoc` moves it. */
function startBms(brokerUrl: string, id: string, key: string) {
  let soc = 55;
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
    client.publish(`ies/v1/${id}/telemetry`, JSON.stringify({ ts: Date.now(), seq, values: { soc } }), {
      qos: 1,
    });
  };
  client.on('connect', () => client.publish(`ies/v1/${id}/status`, 'online', { qos: 1, retain: true }));
  const timer = setInterval(report, REPORT_MS);
  return {
    setSoc: (value: number) => {
      soc = value;
    },
    stop: async () => {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}

/** Reloads until `check` passes: the alarm screens poll slowly or not at all, a reload asks now. */
async function afterReloads(page: Page, check: () => Promise<void>, timeout = 90_000) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout });
}

test('a simple SOC < 20 rule raises an alarm seen in the list, bell, station tab and home; handled; recovery closes it', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  let bms: ReturnType<typeof startBms> | undefined;
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const bmsDevice = await ok<{ id: string; key: string }>(
      await api.post('/api/devices', {
        headers: auth,
        data: {
          id: `bms-${suffix}`,
          name: `电池堆_${suffix}`,
          type_id: typeId('ES_BMS'),
        },
      }),
    );
    const stationName = `告警站_${suffix}`;
    const station = await ok<{ id: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: stationName,
          type: 'household_storage',
          address: '杭州',
          contact: '李工',
          installed_capacity_kwh: 10,
          installed_power_kw: 5,
          price_per_kwh: 0.5,
          currency: 'CNY',
        },
      }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
        { headers: auth, data: { things_ids: [bmsDevice.id] } },
      ),
    );
    bms = startBms(`mqtt://127.0.0.1:${mqttPort}`, bmsDevice.id, bmsDevice.key);

    await signInWithPassword(page, api, account.username, account.password);
    const ruleName = `SOC过低_${suffix}`;

    await test.step('create the simple rule "soc < 20" on the add-rule screen', async () => {
      await page.goto('/Container/StationManagement/AlarmList');
      await page.getByRole('tab', { name: '告警规则' }).click();
      await page.getByRole('button', { name: '添加规则' }).click();
      await expect(page).toHaveURL(/AlarmList\/AddTriggerManage$/);
      await page.getByLabel('名称', { exact: true }).fill(ruleName);
      await page.getByLabel('数据点', { exact: true }).fill('soc');
      // The comparison starts at "<"; the threshold is typed.
      await page.getByLabel('阈值', { exact: true }).fill('20');
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page).toHaveURL(/AlarmList$/);
      await page.getByRole('tab', { name: '告警规则' }).click();
      await expect(page.getByRole('row', { name: new RegExp(ruleName) })).toBeVisible();
    });

    const statistic = (testId: string) => page.getByTestId(testId).locator('.ant-statistic-content-value');
    const row = () => page.getByTestId('alarm-events').getByRole('row').filter({ hasText: ruleName });

    await test.step('SOC falls to 15: the alarm shows in the list, active and unhandled', async () => {
      bms!.setSoc(30);
      await page.waitForTimeout(2 * REPORT_MS);
      bms!.setSoc(15);
      await afterReloads(page, async () => {
        await expect(row()).toHaveCount(1, { timeout: 10_000 });
      });
      await expect(row()).toContainText(stationName);
      await expect(row()).toContainText(`电池堆_${suffix}`);
      await expect(row()).toContainText('告警中');
      // The message names the point as the thing model does, with the value that raised it (only
      // 15 is below the threshold) and its unit.
      await expect(row()).toContainText('荷电状态=15 %');
      await expect(row().getByRole('button', { name: /处\s*理/ })).toBeVisible();
    });

    await test.step('the bell has a message for the new alarm', async () => {
      await page.getByTestId('message-bell').click();
      const drawer = page.getByTestId('message-drawer');
      await expect(drawer.getByText(`告警：${ruleName}`).first()).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press('Escape');
    });

    await test.step('the header and home page count it as open', async () => {
      // The header polls the open count every 30 s; it may have asked just before the alarm came.
      await expect(page.getByTestId('alarm-count-badge').locator('.ant-badge-count')).toHaveText('1', {
        timeout: 40_000,
      });
      await page.goto('/Container/Home/HomePage');
      await expect(statistic('home-alarm-count')).toHaveText('1');
    });

    await test.step("the station's alarm tab lists it", async () => {
      await page.goto(
        `/Container/StationManagement/StationList/StationDetail?id=${encodeURIComponent(station.id)}&tab=alarms`,
      );
      await expect(statistic('station-alarm-count')).toHaveText('1');
      await expect(row()).toHaveCount(1);
      await expect(row()).toContainText('告警中');
    });

    await test.step('handle it with a handler and a method', async () => {
      await page.goto('/Container/StationManagement/AlarmList');
      await row()
        .getByRole('button', { name: /处\s*理/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('处理人', { exact: true }).fill('值班员张三');
      await dialog.getByLabel('处理方式', { exact: true }).fill('现场检查后手动充电');
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await expect(row()).toContainText('已处理 · 值班员张三');
      await expect(page.getByTestId('alarm-count-badge').locator('.ant-badge-count')).toHaveCount(0);
      await page.goto('/Container/Home/HomePage');
      await expect(statistic('home-alarm-count')).toHaveText('0');
    });

    await test.step('SOC rises to 60: the recovery closes the alarm', async () => {
      await page.goto('/Container/StationManagement/AlarmList');
      bms!.setSoc(60);
      await afterReloads(page, async () => {
        await expect(row()).toContainText('已恢复', { timeout: 10_000 });
      });
      // The same event recovered: still one row, still handled.
      await expect(row()).toHaveCount(1);
      await expect(row()).toContainText('已处理 · 值班员张三');
    });
  } finally {
    await bms?.stop();
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
