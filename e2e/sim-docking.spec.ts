import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSimProviderStandIn } from '../apps/server/src/test/sim/sim-provider-stand-in';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { expect, request as playwrightRequest, test } from './support/test';

// Issue 32 items 2 and 3: add a SIM pool (an invalid pool id refused at its field, the secret never
// shown again), see its cards and usage from a local stand-in provider; add a docking binding for a
// station and see its deliveries arrive at a local receiver. Both stand-ins are on loopback, so the
// server's OUTBOUND_ALLOW names 127.0.0.1 (docs/operations.md).

test.describe.configure({ timeout: 300_000 });

const SECRET = 'Journey_Secret_42';
const ICCID = '89860099887766554433';

test('a SIM pool and a platform docking binding, end to end in the browser', async ({ browser }) => {
  const provider = await startSimProviderStandIn();
  const received: Array<Record<string, unknown>> = [];
  const receiver: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ies/push`;
  const server = await startPlatformServer(await freePort(), {
    MQTT_PORT: String(await freePort()),
    DEMO: 'off',
    OUTBOUND_ALLOW: '127.0.0.1',
  });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    // A station with one device whose data arrives by the spec's HTTP data call.
    const station = await ok<{ id: string; name: string }>(
      await api.post('/api/stations', {
        headers: auth,
        data: {
          name: `对接电站_${suffix}`,
          type: 'industry_storage',
          address: '苏州工业园区 1 号',
          contact: '张三',
          installed_capacity_kwh: 200,
          installed_power_kw: 100,
          price_per_kwh: 0.8,
          currency: 'CNY',
        },
      }),
    );
    const device = await ok<{ id: string }>(
      await api.post('/api/devices', {
        headers: auth,
        data: { id: `bms-${suffix}`, name: `电池堆_${suffix}`, type_id: typeId('ES_BMS') },
      }),
    );
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
        { headers: auth, data: { things_ids: [device.id] } },
      ),
    );
    const sent = await ok<{ accepted: number }>(
      await api.post(`/api/data-mgmt/tenants/${self.tenant_id}/users/${self.id}/data`, {
        headers: auth,
        data: { third_things_id: device.id, event_type: 'telemetry', data_list: [{ values: { soc: 55 } }] },
      }),
    );
    expect(sent.accepted).toBe(1);

    await signInWithPassword(page, api, account.username, account.password);
    // ---- SIM pool ----
    const poolId = `pool_${suffix}`;
    provider.pools.set(poolId, {
      appId: 'app_journey',
      secret: SECRET,
      usage: {
        total_mb: 2048,
        used_mb: 512,
        cards: [{ iccid: ICCID, used_mb: 96, limit_mb: 100, expires_at: '2099-12-31T00:00:00Z' }],
      },
    });
    await page.goto('/Container/SystemManagement/SimpoolList');
    await page.getByTestId('sim-pool-add').click();
    const dialog = page.getByRole('dialog');
    const poolField = dialog.getByTestId('sim-pool-id');
    await poolField.fill('卡池 1');
    await dialog.getByTestId('sim-app-id').fill('app_journey');
    await dialog.getByTestId('sim-secret-key').fill(SECRET);
    await dialog.getByTestId('sim-provider-url').fill(provider.url);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // Refused at its field, by the contract's rule: the field is marked and says why.
    await expect(dialog.getByRole('textbox', { name: '卡池ID' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('只能包含字母、数字和下划线');
    await poolField.fill(poolId);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/sim-pools') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    expect((await created).status()).toBe(201);
    const row = page.locator('tr').filter({ hasText: poolId });
    await expect(row).toBeVisible();
    // Editing shows that a secret is saved, never the secret.
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await expect(page.getByRole('dialog').getByTestId('sim-secret-key')).toHaveValue('');
    await expect(page.getByRole('dialog')).toContainText('密钥已保存');
    expect(await page.content()).not.toContain(SECRET);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await row.getByRole('button', { name: /同\s*步/ }).click();
    await expect(row).toContainText('2,048');
    await expect(row).toContainText('1,536');
    await row.getByRole('button', { name: /卡\s*片/ }).click();
    const cards = page.getByTestId('sim-cards');
    await expect(cards).toContainText(ICCID);
    await expect(cards).toContainText('用量接近上限');
    expect(await page.content()).not.toContain(SECRET);

    // ---- Platform docking ----
    await page.goto('/Container/SystemManagement/PlatformDocking');
    await page.getByTestId('docking-add').click();
    const form = page.getByRole('dialog');
    await form.getByTestId('docking-project-name').fill('园区储能对接');
    await form.getByTestId('docking-project-number').fill(`PRJ_${suffix}`);
    await form.getByTestId('docking-station').click();
    await page.getByTitle(station.name).click();
    await form.getByTestId('docking-push-url').fill(receiverUrl);
    const bound = page.waitForResponse(
      (r) => r.url().includes('/platform-binding') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: /确\s*定/ }).click();
    expect((await bound).status()).toBe(201);
    const binding = page.locator('tr').filter({ hasText: `PRJ_${suffix}` });
    await binding.getByTestId('docking-push').click();
    const log = page.getByTestId('docking-deliveries');
    await expect(log).toContainText('已送达', { timeout: 60_000 });
    expect(received.some((body) => (body.station as { id: string }).id === station.id)).toBe(true);
    const pushed = received.find((body) => (body.station as { id: string }).id === station.id)!;
    expect(pushed).toMatchObject({ project_number: `PRJ_${suffix}`, records: [{ things_id: device.id }] });
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
    await provider.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
