import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from './support/test';
import { apiSignIn, approvedMerchant, ok } from './support/accounts';
import { newPassword, signInWithPassword, uniqueMobile, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

// Issue 16's journey: a sub-user raises a repair order from a station and the merchant reviews it
// into service and completes it; an alarm from a scripted device becomes a work order that the
// handler accepts and submits, the verifier fails once and then passes, each actor seeing a bell
// message at their turn, and the alarm ends handled. One browser context per actor.

test.describe.configure({ timeout: 300_000 });

const CONTAINER = '/Container';

interface Setup {
  api: APIRequestContext;
  headers: { authorization: string };
  tenantId: string;
  managerId: string;
  merchant: { username: string; password: string };
}

async function merchantSetup(api: APIRequestContext): Promise<Setup> {
  const { account } = await approvedMerchant(api);
  const token = await apiSignIn(api, account.username, account.password);
  const headers = { authorization: `Bearer ${token}` };
  const me = await ok<{ id: string; tenant_id: string }>(
    await api.get('/api/tenant/users/self', { headers }),
  );
  return { api, headers, tenantId: me.tenant_id, managerId: me.id, merchant: account };
}

async function createStation(s: Setup) {
  return ok<{ id: string; name: string }>(
    await s.api.post('/api/stations', {
      headers: s.headers,
      data: {
        name: `电站_${uniqueSuffix()}`.slice(0, 30),
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
}

/** A sub-user of the manager with a group of `apis` and authority over `stationIds`; answers its sign-in. */
async function subUser(s: Setup, apis: string[], stationIds: string[], nick: string) {
  const role = await ok<{ id: string }>(
    await s.api.post('/api/tenant/roles', {
      headers: s.headers,
      data: { name: `role_${uniqueSuffix()}`.slice(0, 30), description: 'orders journey', apis },
    }),
  );
  const username = `s_${uniqueSuffix()}`;
  const password = newPassword();
  const user = await ok<{ id: string }>(
    await s.api.post(`/api/tenant/tenants/${s.tenantId}/users`, {
      headers: s.headers,
      data: {
        username,
        password,
        mobile: uniqueMobile(),
        email: `${username}@example.com`,
        nick_name: nick,
        parent_user_id: s.managerId,
        role_ids: [role.id],
      },
    }),
  );
  await ok(
    await s.api.put(`/api/tenant/tenants/${s.tenantId}/users/${user.id}/scope`, {
      headers: s.headers,
      data: { all_stations: false, station_ids: stationIds, all_devices: false, device_ids: [] },
    }),
  );
  return { id: user.id, signIn: `${username}@${s.merchant.username}`, password };
}

async function actorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  // A first visit loads the app into the context's cache: on a busy machine the cold start alone
  // can outlast the sign-in helper's wait for the graphic code.
  await page.goto('/Login');
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible({ timeout: 60_000 });
  return page;
}

/** Opens the bell's drawer and expects a message whose name contains `text`. */
async function expectBell(page: Page, text: string | RegExp) {
  await expect(async () => {
    // From the home page: an order's drawer (opened by `?id=`) would cover the bell.
    await page.goto(`${CONTAINER}/Home/HomePage`);
    await expect(page.getByTestId('shell')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('message-bell').click();
    await expect(page.getByTestId('message-drawer').getByText(text).first()).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
  await page.keyboard.press('Escape');
}

/** Makes a move through the MoveButtons modal, with a note. */
async function move(page: Page, name: string, note = '') {
  await page.getByTestId(`move-${name}`).click();
  if (note) await page.getByTestId('move-note').fill(note);
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.locator('.ant-modal-footer')).toHaveCount(0, { timeout: 15_000 });
}

test('a sub-user raises a repair order from a station; the merchant reviews it into service and completes it', async ({
  browser,
}) => {
  const port = await freePort();
  const server = await startPlatformServer(port, {});
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    const s = await merchantSetup(api);
    const station = await createStation(s);
    const raiser = await subUser(s, ['station:view', 'repair:view', 'repair:create'], [station.id], '报修人');
    const raiserPage = await actorPage(browser, server.baseURL);
    const merchantPage = await actorPage(browser, server.baseURL);
    await signInWithPassword(raiserPage, api, raiser.signIn, raiser.password);
    await signInWithPassword(merchantPage, api, s.merchant.username, s.merchant.password);

    let recordUrl = '';
    await test.step('the sub-user raises a repair order for the station', async () => {
      // From the station's detail, as an owner's sub-user would.
      await raiserPage.goto(`${CONTAINER}/StationManagement/StationList/StationDetail?id=${station.id}`);
      await raiserPage.getByTestId('station-detail-repair').click();
      await expect(raiserPage).toHaveURL(/StationRepair\/RepairAdd\?station_id=/, { timeout: 15_000 });
      await expect(raiserPage.getByTestId('repair-station')).toContainText(station.name);
      await raiserPage.getByTestId('repair-description').fill('逆变器告警，无法启动');
      await raiserPage.getByTestId('repair-contact').fill('李四');
      await raiserPage.getByTestId('repair-phone').fill('13800138000');
      await raiserPage.getByTestId('repair-address').fill('苏州工业园区 1 号');
      await raiserPage.getByTestId('repair-submit').click();
      await expect(raiserPage).toHaveURL(/RepairRecord\?id=/, { timeout: 15_000 });
      await expect(raiserPage.getByTestId('repair-record')).toContainText('待审核');
      recordUrl = new URL(raiserPage.url()).pathname + new URL(raiserPage.url()).search;
    });

    await test.step('the merchant sees it in the bell and the repair list, and approves it', async () => {
      await expectBell(merchantPage, /维修单 R\S+：待审核/);
      await merchantPage.goto(`${CONTAINER}/RepairManagement/RepairList`);
      const table = merchantPage.getByTestId('repair-table');
      await expect(table).toContainText(station.name, { timeout: 15_000 });
      await merchantPage.goto(recordUrl);
      await expect(merchantPage.getByTestId('repair-record')).toContainText('待审核');
      await move(merchantPage, 'approve');
      await expect(merchantPage.getByTestId('repair-record')).toContainText('维修中');
    });

    await test.step('the merchant completes it; the raiser sees it completed with its timeline', async () => {
      await move(merchantPage, 'complete', '更换了逆变器的风扇');
      await expect(merchantPage.getByTestId('repair-record')).toContainText('已完成');
      await expectBell(raiserPage, /维修单 R\S+：已完成/);
      await raiserPage.goto(recordUrl);
      await expect(raiserPage.getByTestId('repair-record')).toContainText('已完成');
      await expect(raiserPage.getByText('更换了逆变器的风扇')).toBeVisible();
    });
  } finally {
    await api.dispose();
    await server.stop();
  }
});

/** A scripted PCS reporting an active power over the rule's threshold every second. */
function startHotPcs(brokerUrl: string, id: string, key: string) {
  const client: MqttClient = mqtt.connect(brokerUrl, {
    clientId: id,
    username: id,
    password: key,
    protocolVersion: 4,
    reconnectPeriod: 1000,
  });
  let seq = 0;
  const timer = setInterval(() => {
    if (!client.connected) return;
    seq += 1;
    client.publish(
      `ies/v1/${id}/telemetry`,
      JSON.stringify({ ts: Date.now(), seq, values: { active_power: 80, state: 'run' } }),
      { qos: 1 },
    );
  }, 1_000);
  return {
    stop: async () => {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}

/** A PCS of the standard type bound to the station, with its key. */
async function boundPcs(s: Setup, stationId: string) {
  const types = await ok<{ list: Array<{ id: string; name: string }> }>(
    await s.api.get('/api/device-types?kind=standard&search=ES_PCS&page_size=50', { headers: s.headers }),
  );
  const typeId = types.list.find((t) => t.name === 'ES_PCS')!.id;
  const id = `pcs-${uniqueSuffix()}`.slice(0, 32);
  const key = randomUUID();
  await ok(
    await s.api.post('/api/devices', {
      headers: s.headers,
      data: { id, name: '储能变流器A', type_id: typeId, key },
    }),
  );
  await ok(
    await s.api.put(
      `/api/out-wrapper/group/tenants/${s.tenantId}/users/${s.managerId}/groups/${stationId}/bind-with-info`,
      { headers: s.headers, data: { things_ids: [id] } },
    ),
  );
  return { id, key };
}

async function createRule(s: Setup, stationId: string) {
  await ok(
    await s.api.post(`/api/alert-mgmt/tenants/${s.tenantId}/rules`, {
      headers: s.headers,
      data: {
        name: `功率过高_${uniqueSuffix()}`.slice(0, 30),
        data_type: 'device_data',
        level: 1,
        status: 'enabled',
        alert_description_type: 'custom',
        custom_alert_description: '{device}: {point} = {value}, threshold {threshold}',
        enable_recovery: false,
        time_condition: null,
        trigger_condition: {
          conditions: [{ kind: 'point', point: 'active_power', comparison: '>', threshold: 50 }],
          join: 'and',
          duration_seconds: 0,
          frequency: { type: 'immediate' },
          hysteresis: 0,
        },
        trigger_filter: { type: 'station', ids: [stationId] },
        to_public: false,
        simple_mode: true,
        actions: [],
        notification_interval: null,
      },
    }),
  );
}

/** Picks an option of an antd select by its label. */
async function choose(page: Page, testId: string, label: string) {
  // Both selects search: typing the label and Enter avoids the other select's closing dropdown.
  await page.getByTestId(testId).click();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(testId)).toContainText(label);
}

const WORK_ORDER_APIS = ['work-order:view', 'work-order:handle', 'work-order:verify', 'station:view'];

test('an alarm becomes a work order; the handler accepts and submits, the verifier fails it once and then passes it; the alarm ends handled', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  let pcs: ReturnType<typeof startHotPcs> | undefined;
  try {
    const s = await merchantSetup(api);
    const station = await createStation(s);
    const device = await boundPcs(s, station.id);
    await createRule(s, station.id);
    const handler = await subUser(s, WORK_ORDER_APIS, [station.id], '处理人');
    const verifier = await subUser(s, WORK_ORDER_APIS, [station.id], '验证人');
    pcs = startHotPcs(`mqtt://127.0.0.1:${mqttPort}`, device.id, device.key);

    const merchantPage = await actorPage(browser, server.baseURL);
    const handlerPage = await actorPage(browser, server.baseURL);
    const verifierPage = await actorPage(browser, server.baseURL);
    await signInWithPassword(merchantPage, api, s.merchant.username, s.merchant.password);
    await signInWithPassword(handlerPage, api, handler.signIn, handler.password);
    await signInWithPassword(verifierPage, api, verifier.signIn, verifier.password);

    await test.step('the device’s value over the threshold raises an alarm; the merchant creates a work order from it', async () => {
      await expect(async () => {
        await merchantPage.goto(`${CONTAINER}/StationManagement/AlarmList`);
        await expect(merchantPage.getByTestId('alarm-create-work-order').first()).toBeVisible({
          timeout: 10_000,
        });
      }).toPass({ timeout: 90_000 });
      // The alarm exists: the device goes quiet so its repeated alarm messages do not push the
      // order's messages off the bell's first page.
      await pcs?.stop();
      pcs = undefined;
      await merchantPage.getByTestId('alarm-create-work-order').first().click({ timeout: 15_000 });
      await expect(merchantPage.getByTestId('work-from-alarm')).toBeVisible();
      await expect(merchantPage.getByTestId('work-station')).toContainText(station.name);
      await merchantPage.getByTestId('work-name').fill('功率过高排查');
      await choose(merchantPage, 'work-handler', '处理人');
      await choose(merchantPage, 'work-verifier', '验证人');
      const start = merchantPage.locator('.ant-picker-range input').first();
      const end = merchantPage.locator('.ant-picker-range input').nth(1);
      // The picker's OK confirms each end (Enter would submit the whole form).
      const pickerOk = merchantPage.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
      await start.click();
      await start.fill('2030-01-01 09:00:00');
      await pickerOk.click({ timeout: 15_000 });
      await end.fill('2030-01-01 17:00:00');
      await pickerOk.click({ timeout: 15_000 });
      await expect(merchantPage.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
      await merchantPage.getByTestId('work-submit').click({ timeout: 15_000 });
      await expect(merchantPage).toHaveURL(/RepairManagement\/WorkOrder$/, { timeout: 15_000 });
      await expect(merchantPage.getByTestId('work-table')).toContainText('功率过高排查');
    });

    const orders = await ok<{ list: Array<{ id: string; name: string }> }>(
      await api.get('/api/work-orders?current_page=1&page_size=10', { headers: s.headers }),
    );
    const order = orders.list.find((o) => o.name === '功率过高排查')!;
    const detail = `${CONTAINER}/RepairManagement/WorkOrder?id=${order.id}`;
    const status = (page: Page) => page.getByTestId('work-detail');

    await test.step('the handler is told, accepts it; the merchant is told', async () => {
      await expectBell(handlerPage, /工单 W?\S+：待接收/);
      await handlerPage.goto(detail);
      await expect(status(handlerPage)).toContainText('待接收');
      await move(handlerPage, 'accept');
      await expect(status(handlerPage)).toContainText('处理中');
      await expectBell(merchantPage, /工单 \S+：处理中/);
    });

    await test.step('the handler submits; the verifier is told and fails it', async () => {
      await move(handlerPage, 'submit', '已清洁散热风道');
      await expect(status(handlerPage)).toContainText('待验证');
      await expectBell(verifierPage, /工单 \S+：待验证/);
      await verifierPage.goto(detail);
      await expect(status(verifierPage)).toContainText('待验证');
      await move(verifierPage, 'fail', '功率仍然过高');
      await expect(status(verifierPage)).toContainText('未通过');
    });

    await test.step('the handler is told, reworks and submits again; the verifier passes it', async () => {
      await expectBell(handlerPage, /工单 \S+：未通过/);
      await handlerPage.goto(detail);
      await expect(status(handlerPage)).toContainText('未通过');
      await move(handlerPage, 'rework');
      await expect(status(handlerPage)).toContainText('处理中');
      await move(handlerPage, 'submit', '更换了风扇');
      await expect(status(handlerPage)).toContainText('待验证');
      await verifierPage.goto(detail);
      await expect(status(verifierPage)).toContainText('待验证');
      await move(verifierPage, 'pass');
      await expect(status(verifierPage)).toContainText('已完成');
    });

    await test.step('sponsor and handler are told it is completed; the alarm ends handled', async () => {
      await expectBell(merchantPage, /工单 \S+：已完成/);
      await expectBell(handlerPage, /工单 \S+：已完成/);
      await merchantPage.goto(`${CONTAINER}/StationManagement/AlarmList`);
      const row = merchantPage.locator('.ant-table-row', { hasText: '储能变流器A' }).first();
      await expect(row).toContainText('已处理', { timeout: 15_000 });
      await expect(row.getByTestId('alarm-create-work-order')).toHaveCount(0);
    });
  } finally {
    await pcs?.stop();
    await api.dispose();
    await server.stop();
  }
});
