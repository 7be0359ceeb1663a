import { STANDARD_TYPE_LABELS } from '../packages/contracts/src/device/standard-types';
import { DeviceAgent, DeviceConnection } from '@ies/simulator';
import { ok, merchantWithDeviceTypes } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { type Page, expect, request as playwrightRequest, test } from './support/test';

// Issue 31 item 2's journey: firmware for the simulator's PCS type uploaded in the browser, a task
// with a one-device canary (20 % of 5 simulated PCS) whose states reach success while the devices
// download over HTTP, check the SHA-256 and report their new version; then a corrupted package
// fails the canary on its checksum, the rollout pauses itself with the reason, and resuming with
// a good package finishes it.

test.describe.configure({ timeout: 300_000 });

async function pickOption(page: Page, label: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label.replace(/\./g, '\\.')}`) })
    .first()
    .click();
}

async function uploadInBrowser(page: Page, version: string, text: string) {
  await page.goto('/Container/DeviceManager/FirmwareList');
  await page.getByTestId('firmware-upload').click();
  await page.getByTestId('firmware-type').click();
  await pickOption(page, STANDARD_TYPE_LABELS.ES_PCS!.zh);
  await page.getByTestId('firmware-version').fill(version);
  await page.getByTestId('firmware-description').fill(`PCS 固件 ${version}`);
  await page.getByTestId('firmware-file').setInputFiles({
    name: `pcs-${version}.bin`,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(text.repeat(4000)),
  });
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(page.getByTestId('firmware-packages').getByText(version, { exact: true })).toBeVisible();
}

async function createTaskInBrowser(
  page: Page,
  version: string,
  deviceNames: string[],
  errorThreshold?: number,
) {
  await page.getByTestId(`create-task-${version}`).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByTestId('task-devices').click();
  for (const name of deviceNames) await pickOption(page, name);
  await dialog.locator('.ant-modal-title').click();
  if (errorThreshold !== undefined) {
    const input = dialog
      .locator('input[data-testid="task-error_threshold"], [data-testid="task-error_threshold"] input')
      .first();
    await input.fill(String(errorThreshold));
  }
  await dialog.locator('.ant-btn-primary').click();
  await expect(page).toHaveURL(/TaskDetails\?id=/);
}

test('firmware for the simulated PCS: a canary then the rest reach success; a corrupted package pauses the rollout, a good one finishes it', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const connections: DeviceConnection[] = [];
  try {
    const { account, auth, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const agents = new Map<string, DeviceAgent>();
    const names: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const id = `pcs${i}-${suffix}`;
      const created = await ok<{ id: string; key: string }>(
        await api.post('/api/devices', {
          headers: auth,
          data: { id, name: `储能变流器${i}_${suffix}`, type_id: typeId('ES_PCS') },
        }),
      );
      names.push(`储能变流器${i}_${suffix}`);
      // The simulator's own device agent and connection for each PCS.
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
        credentials: { id, key: created.key },
        onDownlink: (_id, kind, payload) => void agent.handle(kind, payload),
        onAnnounced: () => void agent.reportVersion().catch(() => {}),
      });
      await connection.connect();
      connections.push(connection);
      agents.set(id, agent);
    }
    await signInWithPassword(page, api, account.username, account.password);

    await test.step('upload 02.00.00 for ES_PCS and roll it out with a one-device canary', async () => {
      await uploadInBrowser(page, '02.00.00', 'good build');
      await createTaskInBrowser(page, '02.00.00', names);
      const groups = page.getByTestId('task-groups').locator('tbody tr.ant-table-row');
      await expect(groups).toHaveCount(2);
      await expect(page.locator('[data-testid="task-phase"][data-phase="finished"]')).toBeVisible({
        timeout: 120_000,
      });
      await expect(page.getByTestId('task-summary')).toHaveText('5/5 成功，0 失败');
      const rows = page.getByTestId('task-devices-table').locator('tbody tr.ant-table-row');
      await expect(rows).toHaveCount(5);
      await expect(rows.locator('[data-state="success"]')).toHaveCount(5);
      for (const agent of agents.values()) expect(agent.firmwareVersion).toBe('02.00.00');
      const device = await ok<{ firmware_version: string }>(
        await api.get(`/api/devices/${[...agents.keys()][0]}`, { headers: auth }),
      );
      expect(device.firmware_version).toBe('02.00.00');
    });

    await test.step('a corrupted 03.00.00 fails the canary on its checksum: the rollout pauses itself', async () => {
      await uploadInBrowser(page, '03.00.00', 'broken build');
      const list = await ok<{ items: Array<{ id: string; version: string }> }>(
        await api.get('/api/firmware', { headers: auth }),
      );
      const bad = list.items.find((p) => p.version === '03.00.00')!;
      await ok(await api.post(`/api/test-hooks/firmware/${bad.id}/corrupt`, { headers: auth }));
      await createTaskInBrowser(page, '03.00.00', names, 0);
      await expect(page.locator('[data-testid="task-phase"][data-phase="paused"]')).toBeVisible({
        timeout: 120_000,
      });
      await expect(page.getByTestId('task-reason')).toContainText('升级已自动暂停');
      await expect(page.getByTestId('task-devices-table')).toContainText('sha256 mismatch');
      await expect(page.getByTestId('task-summary')).toHaveText('0/5 成功，1 失败');
    });

    await test.step('resume with a good 03.00.01 finishes it', async () => {
      const taskUrl = page.url();
      await uploadInBrowser(page, '03.00.01', 'fixed build');
      await page.goto(taskUrl);
      await page.getByTestId('task-replacement').click();
      await pickOption(page, '03.00.01');
      await page.getByTestId('task-resume').click();
      await expect(page.locator('[data-testid="task-phase"][data-phase="finished"]')).toBeVisible({
        timeout: 120_000,
      });
      await expect(page.getByTestId('task-summary')).toHaveText('5/5 成功，0 失败');
      for (const agent of agents.values()) expect(agent.firmwareVersion).toBe('03.00.01');
    });
  } finally {
    await Promise.all(connections.map((c) => c.close().catch(() => {})));
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
