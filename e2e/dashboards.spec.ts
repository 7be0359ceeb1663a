import { expect, type Page, request as playwrightRequest, type Response, test } from './support/test';
import mqtt from 'mqtt';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, switchLanguage, uniqueMobile, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

// Issue 30 point 1: a dashboard with two kanbans (a line of 3 points over 6 hours, a table of the
// most recent 100 records) on a live BMS; moved and resized in the browser, kept after a reload,
// values moving; a sub-user without the edit permission sees it read-only.

test.describe.configure({ timeout: 300_000 });

const SLOW = 30_000;
const PHONE = { width: 390, height: 844 };
const first = (page: Page) => page.getByTestId('kanban-cell').nth(0);
const isLayoutSave = (response: Response) =>
  response.request().method() === 'PUT' && /\/api\/dashboards\/[^/]+\/layout$/.test(response.url());

test('dashboard kanbans move, resize, stay after a reload and move live; a viewer cannot change them', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  let timer: ReturnType<typeof setInterval> | undefined;
  const client = { end: async () => {} } as { end: () => Promise<unknown> };
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const bms = await ok<{ id: string; key: string }>(
      await api.post('/api/devices', {
        headers: auth,
        data: { id: `bms-${suffix}`, name: `电池堆_${suffix}`, type_id: typeId('ES_BMS') },
      }),
    );
    const mq = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
      clientId: bms.id,
      username: bms.id,
      password: bms.key,
      protocolVersion: 4,
    });
    client.end = () => mq.endAsync();
    let n = 0;
    timer = setInterval(() => {
      n += 1;
      if (mq.connected)
        mq.publish(
          `ies/v1/${bms.id}/telemetry`,
          JSON.stringify({
            ts: Date.now(),
            seq: n,
            values: { soc: 50 + (n % 10), soh: 98, soc_min: 40 + (n % 5) },
          }),
          { qos: 1 },
        );
    }, 1000);

    const dashboard = await ok<{ id: string }>(
      await api.post('/api/dashboards', { headers: auth, data: { name: `运行看板_${suffix}` } }),
    );
    const base = { description: '储能运行', device_ids: [bms.id], x_axis: 'time' };
    await ok(
      await api.post(`/api/dashboards/${dashboard.id}/kanbans`, {
        headers: auth,
        data: {
          ...base,
          name: 'SOC 曲线',
          points: ['soc', 'soh', 'soc_min'],
          form: 'line',
          range: 'hours',
          hours: 6,
        },
      }),
    );
    await ok(
      await api.post(`/api/dashboards/${dashboard.id}/kanbans`, {
        headers: auth,
        data: { ...base, name: '最近记录', points: ['soc'], form: 'table', range: 'recent' },
      }),
    );

    await signInWithPassword(page, api, account.username, account.password);
    await page.goto(`/Container/DataAnalysis/DataDashboards?id=${dashboard.id}`);
    const cells = page.getByTestId('kanban-cell');
    const tableRows = page.getByTestId('kanban-table').locator('tbody tr.ant-table-row');
    // The page, its data and the chart load on a shared 2-core machine: wait for what the user sees.
    await expect(cells).toHaveCount(2, { timeout: SLOW });
    await expect(tableRows.first()).toBeVisible({ timeout: SLOW });
    await expect(first(page).locator('canvas')).toBeVisible({ timeout: SLOW });

    const firstCell = cells.nth(0);
    const second = cells.nth(1);
    await test.step('move the line kanban right and resize the table taller', async () => {
      const handle = firstCell.getByTestId('kanban-handle');
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 8);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + 300, box.y + 8, { steps: 8 });
      const movedSaved = page.waitForResponse(isLayoutSave);
      await page.mouse.up();
      expect((await movedSaved).ok()).toBe(true);
      await expect(firstCell).not.toHaveAttribute('data-layout', '0,0,12,8');
      const corner = (await second.getByTestId('kanban-resize').boundingBox())!;
      await page.mouse.move(corner.x + 8, corner.y + 8);
      await page.mouse.down();
      await page.mouse.move(corner.x + 8 + 200, corner.y + 8 + 96, { steps: 8 });
      const resizedSaved = page.waitForResponse(isLayoutSave);
      await page.mouse.up();
      expect((await resizedSaved).ok()).toBe(true);
      await expect(second).not.toHaveAttribute('data-layout', '0,8,12,8');
    });
    const moved = await firstCell.getAttribute('data-layout');
    const resized = await second.getAttribute('data-layout');

    await test.step('reload: the layout is kept and the table moves live', async () => {
      await page.reload();
      await expect(cells.nth(0)).toHaveAttribute('data-layout', moved!, { timeout: SLOW });
      await expect(cells.nth(1)).toHaveAttribute('data-layout', resized!);
      const firstRow = tableRows.first();
      await expect(firstRow).toBeVisible({ timeout: SLOW });
      await expect(first(page).locator('canvas')).toBeVisible({ timeout: SLOW });
      const before = await firstRow.innerText();
      await expect(async () => expect(await firstRow.innerText()).not.toBe(before)).toPass({
        timeout: SLOW,
      });
      await page.screenshot({ path: 'docs/images/screens/dashboards-zh-1366.png' });
      await page.setViewportSize(PHONE);
      await expect(tableRows.first()).toBeVisible();
      await page.screenshot({ path: 'docs/images/screens/dashboards-zh-phone.png', fullPage: true });
    });

    await test.step('a sub-user with view only sees the dashboard read-only', async () => {
      const role = await ok<{ id: string }>(
        await api.post('/api/tenant/roles', {
          headers: auth,
          data: { name: `viewer${suffix}`, description: 'viewer', apis: ['dashboard:view'] },
        }),
      );
      const username = `view${suffix}`;
      const sub = await ok<{ id: string }>(
        await api.post(`/api/tenant/tenants/${self.tenant_id}/users`, {
          headers: auth,
          data: {
            username,
            password: 'SubPass99',
            mobile: uniqueMobile(),
            email: `${username}@example.com`,
            parent_user_id: self.id,
            role_ids: [role.id],
          },
        }),
      );
      await ok(
        await api.put(`/api/tenant/tenants/${self.tenant_id}/users/${sub.id}/scope`, {
          headers: auth,
          data: { all_stations: false, station_ids: [], all_devices: true, device_ids: [] },
        }),
      );
      const viewerContext = await browser.newContext({
        baseURL: server.baseURL,
        locale: 'en-US',
        viewport: PHONE,
      });
      const viewer = await viewerContext.newPage();
      await signInWithPassword(viewer, api, `${username}@${account.username}`, 'SubPass99');
      await viewer.goto(`/Container/DataAnalysis/DataDashboards?id=${dashboard.id}`);
      await expect(viewer.getByTestId('kanban-cell')).toHaveCount(2, { timeout: SLOW });
      await switchLanguage(viewer, 'en');
      await expect(viewer.getByTestId('read-only')).toHaveText('Read-only');
      await expect(viewer.getByTestId('kanban-table').locator('tbody tr.ant-table-row').first()).toBeVisible({
        timeout: SLOW,
      });
      await expect(first(viewer).locator('canvas')).toBeVisible({ timeout: SLOW });
      // The viewer sees the layout the owner saved, and no way to change it.
      await expect(viewer.getByTestId('kanban-cell').nth(0)).toHaveAttribute('data-layout', moved!);
      await expect(viewer.getByTestId('kanban-handle').first()).toHaveCSS('cursor', 'default');
      await expect(viewer.getByTestId('kanban-resize')).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: 'Add kanban' })).toHaveCount(0);
      await viewer.screenshot({ path: 'docs/images/screens/dashboards-en-phone.png', fullPage: true });
      await viewer.setViewportSize({ width: 1366, height: 768 });
      await expect(viewer.getByTestId('read-only')).toBeVisible();
      await viewer.screenshot({ path: 'docs/images/screens/dashboards-en-1366.png' });
      await viewerContext.close();
    });
  } finally {
    if (timer) clearInterval(timer);
    await client.end();
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
