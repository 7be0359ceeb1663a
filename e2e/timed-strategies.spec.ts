import { DeviceAgent, DeviceConnection } from '@ies/simulator';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { type Locator, type Page, expect, request as playwrightRequest, test } from './support/test';

// Issue 31 item 3's journey: a timed strategy made on the station detail's "timed" tab, at a
// specified time a minute ahead, runs then against a simulated PCS (the device hears the command)
// and its log entry shows it finished; an enabled strategy cannot be deleted (B §8: deactivate it
// first), a deactivated one can.

// Starting the platform and registering the merchant take ~40 s of it on the shared machine; the
// run waits for the next whole minute (the picker holds minutes). Under CI's load the form's steps
// alone once took a minute, so the budget holds both at their slowest.
test.describe.configure({ timeout: 240_000 });

const ZONE = 'Asia/Shanghai';

async function typeDate(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

/** "YYYY-MM-DD HH:mm" of a time in the station's zone (the browser runs in it too). */
function wallClock(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

test('a timed strategy on the station tab runs at its time against a simulated PCS; deactivate before delete', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN', timezoneId: ZONE });
  const page = await context.newPage();
  let connection: DeviceConnection | undefined;
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const id = `tpcs-${suffix}`;
    const name = `定时变流器_${suffix}`;
    const device = await ok<{ key: string }>(
      await api.post('/api/devices', { headers: auth, data: { id, name, type_id: typeId('ES_PCS') } }),
    );
    const station = await ok<{ id: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: `定时站_${suffix}`,
          type: 'household_storage',
          address: '上海',
          contact: '王工',
          installed_capacity_kwh: 10,
          installed_power_kw: 5,
          price_per_kwh: 0.5,
          currency: 'CNY',
          time_zone: ZONE,
        },
      }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
        { headers: auth, data: { things_ids: [id] } },
      ),
    );
    // The simulator's PCS agent: it records the power it is told to run at.
    const powers: Array<number | null> = [];
    const agent: DeviceAgent = new DeviceAgent(
      { deviceId: id, kind: 'pcs', firmwareVersion: '01.00.00', otaStepMs: 300 },
      {
        now: () => Date.now(),
        setPower: (power) => void powers.push(power),
        setRunning: () => {},
        setMode: () => {},
        replaceStrategy: () => {},
        injectFault: () => {},
        send: (kind, body) => connection!.publish(id, kind, body),
        log: () => {},
      },
    );
    connection = new DeviceConnection({
      brokerUrl: `mqtt://127.0.0.1:${mqttPort}`,
      credentials: { id, key: device.key },
      onDownlink: (_id, kind, payload) => void agent.handle(kind, payload),
    });
    await connection.connect();
    await signInWithPassword(page, api, account.username, account.password);

    const row = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('button', { name: '新增定时策略' }) })
      .locator('.ant-table-row')
      .filter({ hasText: `定时_${suffix}` });
    await test.step('create a timed strategy at a specified time a minute ahead on the "timed" tab', async () => {
      await page.goto(`/Container/StationManagement/StationList/StationDetail?id=${station.id}`);
      await page.getByRole('tab', { name: '定时策略' }).click();
      await page.getByRole('button', { name: '新增定时策略' }).click();
      const dialog = page.locator('.ant-modal:visible');
      await dialog.locator('#name').fill(`定时_${suffix}`);
      await dialog.locator('#device_id').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: name })
        .click();
      await dialog.locator('#repeat_mode').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '指定时间' })
        .click();
      await dialog.getByRole('button', { name: '添加时间' }).click();
      await dialog.locator('#commands_0_operation').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '设置有功功率' })
        .click();
      await dialog.locator('#commands_0_params_power_kw').fill('30');
      // The next whole minute at least 8 s ahead (the picker holds minutes).
      const now = Date.now();
      const due = new Date(Math.ceil((now + 8_000) / 60_000) * 60_000);
      await typeDate(page, dialog.locator('#effective_at'), wallClock(new Date(now)));
      await typeDate(page, dialog.locator('#failure_at'), wallClock(new Date(now + 86_400_000)));
      await typeDate(page, dialog.locator('#specified_times_0'), wallClock(due));
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('指定时间（1 个）');
    });

    await test.step('at its time the PCS hears the command and the log shows the run finished', async () => {
      await expect.poll(() => powers, { timeout: 80_000 }).toEqual([30]);
      const log = page.locator('.ant-card').filter({ hasText: '执行日志' }).locator('.ant-table-row');
      await expect(log.filter({ hasText: `定时_${suffix}` })).toContainText('已完成', { timeout: 15_000 });
      await expect(log.filter({ hasText: `定时_${suffix}` })).toContainText('set_power');
    });

    await test.step('an enabled strategy cannot be deleted; once deactivated it can', async () => {
      await row.getByRole('button', { name: /^删\s*除$/ }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /^确\s*定$/ })
        .click();
      await expect(page.getByText('请先停用定时策略，再删除')).toBeVisible();
      await expect(row).toHaveCount(1);
      await row.getByRole('switch').click();
      await expect(row.getByRole('switch')).not.toBeChecked();
      await row.getByRole('button', { name: /^删\s*除$/ }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /^确\s*定$/ })
        .click();
      await expect(row).toHaveCount(0);
    });
  } finally {
    await connection?.close().catch(() => {});
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
