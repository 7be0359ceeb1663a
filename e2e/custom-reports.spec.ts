import path from 'node:path';
import mqtt from 'mqtt';
import { approvedMerchant, apiSignIn, ok } from './support/accounts';
import { newPassword, submitPasswordSignIn, uniqueMobile, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from './support/test';

// Issue 29: create a custom report on a metered station in the browser, run it, share it with a
// sub-user, who then sees it read-only. Screenshots at 1366×768 in zh and en.

test.describe.configure({ timeout: 600_000 });

const shots = path.resolve(import.meta.dirname, '../docs/images/screens');

/** A grid meter's last 12 hours, every 15 minutes, published as one batch over MQTT. */
async function publishMeter(brokerUrl: string, id: string, key: string) {
  const client = await mqtt.connectAsync(brokerUrl, {
    clientId: id,
    username: id,
    password: key,
    protocolVersion: 4,
  });
  const now = Date.now();
  const samples = Array.from({ length: 48 }, (_, i) => ({
    ts: now - (48 - i) * 15 * 60_000,
    values: { import_kwh: 1000 + i * 2.5, grid_power: 20 + (i % 7) },
  }));
  await client.publishAsync(`ies/v1/${id}/telemetry`, JSON.stringify({ samples }), { qos: 1 });
  await client.endAsync();
}

/** A first visit loads the app into the context's cache: on a busy machine the cold start alone can outlast the sign-in's wait. */
async function warmUp(page: Page) {
  await page.goto('/Login');
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible({ timeout: 60_000 });
}

/** Signs in and waits for the shell as long as a busy machine needs. */
async function signIn(page: Page, api: APIRequestContext, username: string, password: string) {
  await warmUp(page);
  await submitPasswordSignIn(page, api, username, password);
  await expect(page).toHaveURL(/\/Container\/Home\/HomePage$/, { timeout: 60_000 });
  await expect(page.getByTestId('shell')).toBeVisible({ timeout: 60_000 });
}

// Page loads on a busy two-core machine take their time: every wait in the journey gets a minute.
const slow = expect.configure({ timeout: 60_000 });

test('a custom report from creation to a read-only view by the sub-user it is shared with', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    const { account } = await approvedMerchant(api);
    const token = await apiSignIn(api, account.username, account.password);
    const headers = { Authorization: `Bearer ${token}` };
    const station = await ok<{ id: string; name: string }>(
      await api.post('/api/stations', {
        headers,
        data: {
          name: `报表电站_${uniqueSuffix()}`.slice(0, 30),
          type: 'industry_storage',
          address: '苏州工业园区 1 号',
          contact: '张三',
          installed_capacity_kwh: 200,
          installed_power_kw: 100,
          price_per_kwh: 0.8,
          currency: 'CNY',
          tz_offset_hours: 8,
        },
      }),
    );
    const types = await ok<{ list: Array<{ id: string; name: string }> }>(
      await api.get('/api/device-types', {
        headers,
        params: { kind: 'standard', search: 'GRID_METER', page_size: 50 },
      }),
    );
    const meterId = `meter-${uniqueSuffix()}`.slice(0, 32);
    const created = await ok<{ key: string }>(
      await api.post('/api/devices', {
        headers,
        data: {
          id: meterId,
          name: '关口电表A',
          type_id: types.list.find((t) => t.name === 'GRID_METER')!.id,
        },
      }),
    );
    const me = await ok<{ id: string; tenant_id: string }>(
      await api.get('/api/tenant/users/self', { headers }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${me.tenant_id}/users/${me.id}/groups/${station.id}/bind-with-info`,
        { headers, data: { things_ids: [meterId] } },
      ),
    );
    await publishMeter(`mqtt://127.0.0.1:${mqttPort}`, meterId, created.key);

    // A sub-user with report reading and this station only.
    const role = await ok<{ id: string }>(
      await api.post('/api/tenant/roles', {
        headers,
        data: {
          name: `role_${uniqueSuffix()}`.slice(0, 30),
          description: 'reports',
          apis: ['report:view', 'station:view'],
        },
      }),
    );
    const subName = `s_${uniqueSuffix()}`;
    const subPassword = newPassword();
    const sub = await ok<{ id: string }>(
      await api.post(`/api/tenant/tenants/${me.tenant_id}/users`, {
        headers,
        data: {
          username: subName,
          password: subPassword,
          mobile: uniqueMobile(),
          email: `${subName}@example.com`,
          nick_name: '报表读者',
          parent_user_id: me.id,
          role_ids: [role.id],
        },
      }),
    );
    await ok(
      await api.put(`/api/tenant/tenants/${me.tenant_id}/users/${sub.id}/scope`, {
        headers,
        data: { all_stations: false, station_ids: [station.id], all_devices: false, device_ids: [] },
      }),
    );

    await signIn(page, api, account.username, account.password);
    const reportName = `月度购电_${uniqueSuffix()}`.slice(0, 30);

    await test.step('create a report of the meter energy, shared with the sub-user', async () => {
      await page.goto('/Container/Report/CustomReport');
      await page.getByTestId('custom-report-add').click();
      const form = page.getByTestId('custom-report-form');
      await form.getByTestId('custom-report-name').fill(reportName);
      await form.getByTestId('custom-report-points').click();
      await page.locator('.ant-select-item-option', { hasText: '累计购电量' }).first().click();
      await form.getByTestId('custom-report-shares').click();
      await page.locator('.ant-select-item-option', { hasText: '报表读者' }).first().click();
      await form.getByTestId('custom-report-save').click();
      await slow(page.getByTestId('custom-report-title')).toHaveText(reportName);
    });

    await test.step('the report runs: the station and its energy show in the table', async () => {
      const table = page.getByTestId('custom-report-table');
      await slow(table).toContainText(station.name);
      // 47 steps of 2.5 kWh within the last 12 hours, spread over at most two local days.
      await slow(table.locator('.ant-table-summary')).toContainText('117.5', { timeout: 30_000 });
      await page.getByTestId('custom-report-compare').click();
      await slow(table).toContainText('对比期');
      for (const lang of ['zh', 'en'] as const) {
        await page.evaluate((value) => localStorage.setItem('solarLang', value), lang);
        await page.setViewportSize({ width: 1366, height: 768 });
        await page.reload();
        await slow(page.getByTestId('custom-report-table')).toContainText(station.name);
        await page.screenshot({ path: path.join(shots, `custom-report-detail-${lang}.png`), fullPage: true });
        await page.goto('/Container/Report/CustomReport');
        await slow(page.getByTestId('custom-report-list')).toContainText(reportName);
        await page.screenshot({ path: path.join(shots, `custom-report-list-${lang}.png`), fullPage: true });
        await page.getByTestId('custom-report-view').first().click();
      }
      await page.evaluate(() => localStorage.setItem('solarLang', 'zh'));
    });

    await test.step('the sub-user sees the shared report read-only', async () => {
      const subContext = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
      const subPage = await subContext.newPage();
      await signIn(subPage, api, `${subName}@${account.username}`, subPassword);
      await subPage.goto('/Container/Report/CustomReport');
      const list = subPage.getByTestId('custom-report-list');
      await slow(list).toContainText(reportName);
      await slow(list).toContainText('共享给我（只读）');
      await slow(list.getByTestId('custom-report-edit')).toHaveCount(0);
      await list.getByTestId('custom-report-view').first().click();
      await slow(subPage.getByTestId('custom-report-read-only')).toBeVisible();
      await slow(subPage.getByTestId('custom-report-detail-edit')).toHaveCount(0);
      await slow(subPage.getByTestId('custom-report-table')).toContainText(station.name);
      await subContext.close();
    });
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
