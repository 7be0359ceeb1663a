import { readFile } from 'node:fs/promises';
import { DeviceAgent, DeviceConnection } from '@ies/simulator';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { expect, request as playwrightRequest, test } from './support/test';

// Issue 31 item 4's journey: devices chosen by type and name, a command sent to all of them in
// the browser; the job sends it and the drawer shows the progress and each device's outcome (the
// offline one refused with its reason); the results are exported as CSV.

test.describe.configure({ timeout: 90_000 });

function simulatedPcs(id: string, key: string, mqttPort: number) {
  const agent: DeviceAgent = new DeviceAgent(
    { deviceId: id, kind: 'pcs', firmwareVersion: '01.00.00', otaStepMs: 300 },
    {
      now: () => Date.now(),
      setPower: () => {},
      setRunning: () => {},
      setMode: () => {},
      replaceStrategy: () => {},
      injectFault: () => {},
      send: (kind, body) => connection.publish(id, kind, body),
      log: () => {},
    },
  );
  const connection: DeviceConnection = new DeviceConnection({
    brokerUrl: `mqtt://127.0.0.1:${mqttPort}`,
    credentials: { id, key },
    onDownlink: (_id, kind, payload) => void agent.handle(kind, payload),
  });
  return connection;
}

test('a batch command to three simulated PCS, one offline: progress, outcomes, the offline one refused, CSV export', async ({
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
  const connections: DeviceConnection[] = [];
  try {
    const { account, auth, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const ids = [1, 2, 3].map((i) => `bpcs${i}-${suffix}`);
    for (const [index, id] of ids.entries()) {
      const created = await ok<{ key: string }>(
        await api.post('/api/devices', {
          headers: auth,
          data: { id, name: `批量变流器${index + 1}_${suffix}`, type_id: typeId('ES_PCS') },
        }),
      );
      const connection = simulatedPcs(id, created.key, mqttPort);
      await connection.connect();
      connections.push(connection);
    }
    // The third goes offline: it was online once, then left.
    await connections[2]!.goOffline();
    await expect
      .poll(
        async () => {
          const list = await ok<{ list: Array<{ id: string; status: string }> }>(
            await api.get('/api/devices', {
              headers: auth,
              params: { type_id: typeId('ES_PCS'), page_size: 50 },
            }),
          );
          return ids.map((id) => list.list.find((d) => d.id === id)?.status);
        },
        { timeout: 20_000 },
      )
      .toEqual(['online_normal', 'online_normal', 'offline']);
    await signInWithPassword(page, api, account.username, account.password);

    await test.step('choose the devices and send a command', async () => {
      await page.goto('/Container/OperationManagement/BatchOperation');
      await page.getByTestId('batch-type').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: /^ES_PCS$/ })
        .click();
      await page.getByTestId('batch-keyword').fill(suffix);
      await page.getByTestId('batch-operation').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '设置有功功率' })
        .click();
      await page.getByTestId('batch-param-power_kw').fill('25');
      await page.getByTestId('batch-send').click();
    });

    await test.step('the drawer shows progress until every device has its outcome', async () => {
      const drawer = page.locator('.ant-drawer:visible');
      await expect(drawer.getByTestId('batch-progress')).toBeVisible();
      await expect(drawer.getByTestId('batch-summary')).toHaveText(
        '共 3 台：成功 2，失败 0，拒绝 1，执行中 0',
        { timeout: 30_000 },
      );
      const rows = drawer.getByTestId('batch-items').locator('tbody tr.ant-table-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: `批量变流器3_${suffix}` })).toContainText('已拒绝');
      await expect(rows.filter({ hasText: `批量变流器3_${suffix}` })).toContainText('设备离线，无法下发指令');
      await expect(rows.locator('[data-result="succeeded"]')).toHaveCount(2);
      await expect(drawer.getByTestId('batch-progress')).toContainText('100%');
    });

    await test.step('export the results as CSV', async () => {
      const drawer = page.locator('.ant-drawer:visible');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        drawer.getByRole('button', { name: '导出 CSV' }).click(),
      ]);
      const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = text.trim().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines.find((l) => l.startsWith(`${ids[2]},`))).toContain('已拒绝');
      expect(lines.filter((l) => l.includes(',成功,'))).toHaveLength(2);
    });
  } finally {
    for (const connection of connections) await connection.close().catch(() => {});
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
