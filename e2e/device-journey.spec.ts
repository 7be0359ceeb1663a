import { STANDARD_TYPE_LABELS } from '../packages/contracts/src/device/standard-types';
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test } from './support/test';
import mqtt, { type MqttClient } from 'mqtt';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

// Issue 5's journey: add a device of a standard type in the browser, connect a scripted MQTT
// device with its key, see it online and its values move on the real-time tab, send a command and
// see the device's reply, download its history as xlsx.

test.describe.configure({ timeout: 240_000 });

const REPORT_MS = 1_000;

/** A scripted PCS: reports a moving active power every second and answers every command with code 0. */
function startPcs(brokerUrl: string, id: string, key: string) {
  const sent: number[] = [];
  const commands: Array<{ method: string; params: Record<string, unknown> }> = [];
  const client: MqttClient = mqtt.connect(brokerUrl, {
    clientId: id,
    username: id,
    password: key,
    protocolVersion: 4,
    reconnectPeriod: 1000,
  });
  let seq = 0;
  client.on('connect', () => {
    client.subscribe(`ies/v1/${id}/cmd/req`, { qos: 1 });
  });
  client.on('message', (_topic, payload) => {
    const request = JSON.parse(payload.toString()) as {
      request_id: string;
      method: string;
      params: Record<string, unknown>;
    };
    commands.push({ method: request.method, params: request.params });
    client.publish(
      `ies/v1/${id}/cmd/resp`,
      JSON.stringify({ request_id: request.request_id, code: 0, result: { applied: request.params } }),
      { qos: 1 },
    );
  });
  const timer = setInterval(() => {
    if (!client.connected) return;
    seq += 1;
    // Whole tenths that differ every report.
    const power = 40 + (seq % 9) / 10;
    sent.push(power);
    client.publish(
      `ies/v1/${id}/telemetry`,
      JSON.stringify({ ts: Date.now(), seq, values: { active_power: power, state: 'run' } }),
      { qos: 1 },
    );
  }, REPORT_MS);
  return {
    sent,
    commands,
    stop: async () => {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}

test('a device from adding to live values, a command round trip and a history download', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  let pcs: ReturnType<typeof startPcs> | undefined;
  try {
    const { account } = await approvedMerchant(api);
    const deviceId = `pcs-${uniqueSuffix()}`.slice(0, 32);
    await signInWithPassword(page, api, account.username, account.password);

    let key = '';
    await test.step('add a PCS of the standard type; its key is shown once', async () => {
      await page.goto('/Container/DeviceManager/DeviceList/DeviceAdd');
      await page.getByTestId('device-form-id').fill(deviceId);
      await page.getByTestId('device-form-name').fill('储能变流器A');
      await page.getByTestId('device-form-type').click();
      await page
        .locator('.ant-select-item-option', { hasText: STANDARD_TYPE_LABELS.ES_PCS!.zh })
        .first()
        .click();
      await page.getByTestId('device-form-generate-key').click();
      await page.getByTestId('device-form-submit').click();
      key = (await page.getByTestId('device-key-value').textContent()) ?? '';
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });

    await test.step('a scripted device connects with that key and shows online', async () => {
      pcs = startPcs(`mqtt://127.0.0.1:${mqttPort}`, deviceId, key);
      await page.goto(`/Container/DeviceManager/DeviceList/DeviceDetails?id=${deviceId}&tab=info`);
      await expect(async () => {
        await page.reload();
        // A reload boots the whole app again: give it time to draw before reloading once more.
        await expect(page.getByTestId('device-status-online_normal').first()).toBeVisible({
          timeout: 10_000,
        });
      }).toPass({ timeout: 60_000 });
    });

    await test.step('the real-time tab shows its values moving', async () => {
      await page.getByRole('tab', { name: '实时数据' }).click();
      await expect(page.getByTestId('realtime-live')).toContainText('已连接', { timeout: 15_000 });
      const value = page.getByTestId('realtime-value-active_power');
      await expect(value).toContainText(/\d/, { timeout: 15_000 });
      const first = Number.parseFloat((await value.locator('.ant-statistic-content').textContent()) ?? '');
      expect(pcs!.sent).toContain(first);
      await expect
        .poll(
          async () => Number.parseFloat((await value.locator('.ant-statistic-content').textContent()) ?? ''),
          {
            timeout: 15_000,
          },
        )
        .not.toBe(first);
    });

    await test.step('a command goes to the device and its reply shows', async () => {
      await page.getByRole('tab', { name: '控制' }).click();
      await page.getByTestId('command-operation').click();
      await page.locator('.ant-select-item-option', { hasText: '设置有功功率' }).first().click();
      await page
        .locator('input[data-testid="param-power_kw"], [data-testid="param-power_kw"] input')
        .first()
        .fill('55.5');
      await page.getByTestId('command-send').click();
      await expect(page.locator('[data-testid^="command-state-"]').first()).toHaveText('已响应', {
        timeout: 20_000,
      });
      expect(pcs!.commands).toContainEqual({ method: 'set_power', params: { power_kw: 55.5 } });
    });

    await test.step('its history downloads as xlsx', async () => {
      await page.getByRole('tab', { name: '历史数据' }).click();
      await page.getByTestId('history-download').click();
      await expect(page.getByTestId('download-progress')).toHaveAttribute(
        'data-state',
        'waiting_for_download',
        {
          timeout: 30_000,
        },
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-save').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = await readFile((await download.path())!);
      // An xlsx is a zip: "PK" first.
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(bytes.length).toBeGreaterThan(1000);
    });
  } finally {
    await pcs?.stop();
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
