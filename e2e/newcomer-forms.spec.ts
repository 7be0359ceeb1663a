import mqtt, { type MqttClient } from 'mqtt';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  type Request,
  test,
} from './support/test';
import { freePort, startPlatformServer } from './support/platformServer';
import { subUserCreateSchema } from '../packages/contracts/src/access/access';
import { optionalContactPhone } from '../packages/contracts/src/common/account';
import { apiSignIn, approvedMerchant, ok } from './support/accounts';
import { expectedText, expectRequiredMark, fieldError, codeOf } from './support/forms';
import { logout, newPassword, signInWithPassword, uniqueMobile, uniqueSuffix } from './support/identity';
import { texts } from './support/texts';

// Issue 18, "Must show": what a newcomer meets in the forms, each against the real server.
test.describe.configure({ timeout: 180_000 });

const zh = texts.zh;
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);
const okButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: spaced(zh.access.ok) });

/** The requests of a page matching a method and path, as they are sent. */
function record(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** A station of the merchant made through the API (only what the form requires, plus `extra`). */
async function apiStation(
  request: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  extra: Record<string, unknown> = {},
) {
  return ok<{ id: string; name: string }>(
    await request.post('/api/stations', {
      headers: auth,
      data: {
        name,
        type: 'household_storage',
        address: '上海',
        contact: '王工',
        installed_capacity_kwh: 10,
        installed_power_kw: 5,
        price_per_kwh: 0.5,
        currency: 'CNY',
        ...extra,
      },
    }),
  );
}

test('the sub-user form with four bad values shows four errors, each at its field, and creates nothing', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  const bad = { username: 'bad user!', password: 'short', mobile: '12345', email: 'foo' } as const;
  const fields = subUserCreateSchema.shape;
  const creates = record(page, 'POST', /\/api\/tenant\/tenants\/[^/]+\/users$/);

  await signInWithPassword(page, request, merchant.username, merchant.password);
  await page.goto('/Container/UserManagement/SubUserManager');
  await expect(page.getByTestId('sub-user-table')).toBeVisible();
  await page.getByTestId('sub-user-add').click();
  const form = page.getByTestId('sub-user-form');
  await form.getByTestId('sub-user-username').fill(bad.username);
  await form.getByTestId('sub-user-password').fill(bad.password);
  await form.getByTestId('sub-user-mobile').fill(bad.mobile);
  await form.getByTestId('sub-user-email').fill(bad.email);
  await okButton(page).click();

  // Under each field, that field's own catalogue text (not a toast, not another field's).
  for (const [name, testId] of [
    ['username', 'sub-user-username'],
    ['password', 'sub-user-password'],
    ['mobile', 'sub-user-mobile'],
    ['email', 'sub-user-email'],
  ] as const) {
    await expect(fieldError(form, testId), name).toHaveText(expectedText(fields[name], bad[name]));
  }
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(4);
  await expect(page.getByTestId('sub-user-form')).toBeVisible();

  // The server refuses the same four fields with the same codes; the list stays empty.
  const token = await apiSignIn(request, merchant.username, merchant.password);
  const auth = { Authorization: `Bearer ${token}` };
  const self = await ok<{ id: string; tenant_id: string }>(
    await request.get('/api/tenant/users/self', { headers: auth }),
  );
  const refused = await request.post(`/api/tenant/tenants/${self.tenant_id}/users`, {
    headers: auth,
    data: { ...bad, parent_user_id: self.id },
  });
  expect(refused.status()).toBe(422);
  const envelope = (await refused.json()) as { data?: { fields?: { field: string; code?: string }[] } };
  const byField = Object.fromEntries((envelope.data?.fields ?? []).map((entry) => [entry.field, entry.code]));
  expect(byField).toEqual({
    username: codeOf(fields.username, bad.username),
    password: codeOf(fields.password, bad.password),
    mobile: codeOf(fields.mobile, bad.mobile),
    email: codeOf(fields.email, bad.email),
  });
  // Whatever the browser sent was refused too: nothing was created.
  for (const sent of creates) expect((await sent.response())?.status()).toBe(422);
  const users = await ok<{ list: { username: string }[] }>(
    await request.get(`/api/tenant/tenants/${self.tenant_id}/users`, {
      headers: auth,
      params: { current_page: 1, page_size: 100 },
    }),
  );
  expect(users.list.map((user) => user.username)).not.toContain(bad.username);
  await expect(page.getByTestId('sub-user-table')).not.toContainText(bad.username);
});

test('add device with nothing filled in scrolls to the first required field and marks each required one', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  // A short window, so that the form is taller than the view.
  await page.setViewportSize({ width: 1366, height: 500 });
  await signInWithPassword(page, request, merchant.username, merchant.password);
  const creates = record(page, 'POST', /^\/api\/devices$/);
  await page.goto('/Container/DeviceManager/DeviceList/DeviceAdd');
  const submit = page.getByTestId('device-form-submit');
  await expect(page.getByTestId('device-form-id')).toBeVisible();

  for (const testId of ['device-form-id', 'device-form-name', 'device-form-type']) {
    await expectRequiredMark(page, testId);
  }
  // Scrolled down to the button: the first field is out of view before the click.
  await submit.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('device-form-id')).not.toBeInViewport();
  await submit.click();

  await expect(page.getByTestId('device-form-id')).toBeInViewport();
  for (const testId of ['device-form-id', 'device-form-name', 'device-form-type']) {
    await expect(fieldError(page, testId), testId).not.toHaveText('');
    await expect(fieldError(page, testId), testId).toBeVisible();
  }
  // An empty type says it is required, not "invalid value".
  await expect(fieldError(page, 'device-form-type')).not.toContainText(/invalid|无效/i);
  expect(creates).toHaveLength(0);
});

test('a station contact phone "abc" is refused: at the field in the form, 422 from the API, old value kept', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  const token = await apiSignIn(request, merchant.username, merchant.password);
  const auth = { Authorization: `Bearer ${token}` };
  const oldPhone = '13912345678';
  const station = await apiStation(request, auth, `phone_${uniqueSuffix()}`, { contact_phone: oldPhone });
  const saves = record(page, 'PUT', new RegExp(`^/api/stations/${station.id}$`));

  await signInWithPassword(page, request, merchant.username, merchant.password);
  await page.goto(`/Container/StationManagement/StationList/StationEdit?id=${station.id}`);
  const phone = page.getByTestId('station-field-contact_phone');
  await expect(phone).toHaveValue(oldPhone);
  await phone.fill('abc');
  await page.getByTestId('station-save').click();
  await expect(fieldError(page, 'station-field-contact_phone')).toHaveText(
    expectedText(optionalContactPhone, 'abc'),
  );
  // Anything the page sent was refused.
  for (const sent of saves) expect((await sent.response())?.status()).toBe(422);

  await page.reload();
  await expect(page.getByTestId('station-field-contact_phone')).toHaveValue(oldPhone);

  // The server itself refuses it, with the catalogue code at the field.
  const refused = await request.put(`/api/stations/${station.id}`, {
    headers: auth,
    data: { contact_phone: 'abc' },
  });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as {
    code: string;
    data?: { fields?: { field: string; code?: string }[] };
  };
  expect(body.data?.fields).toContainEqual(
    expect.objectContaining({ field: 'contact_phone', code: 'iot-validation.10023' }),
  );
  const stored = await ok<{ contact_phone: string }>(
    await request.get(`/api/stations/${station.id}`, { headers: auth }),
  );
  expect(stored.contact_phone).toBe(oldPhone);
});

test('a sub-user of a view-only group sees the station screens and exactly the granted station; one with nothing is told who grants', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  const token = await apiSignIn(request, merchant.username, merchant.password);
  const auth = { Authorization: `Bearer ${token}` };
  const self = await ok<{ id: string; tenant_id: string }>(
    await request.get('/api/tenant/users/self', { headers: auth }),
  );
  const tenant = await ok<{ name: string }>(await request.get('/api/tenant/tenants/self', { headers: auth }));
  const suffix = uniqueSuffix();
  const granted = await apiStation(request, auth, `granted_${suffix}`);
  const other = await apiStation(request, auth, `other_${suffix}`);
  await apiStation(request, auth, `third_${suffix}`);
  const viewers = `viewers_${suffix}`;
  const empty = `nothing_${suffix}`;

  await test.step('the manager makes a view-only group granting one station, in one form', async () => {
    await signInWithPassword(page, request, merchant.username, merchant.password);
    await page.goto('/Container/UserManagement/AuthorityManager');
    await page.getByTestId('role-add').click();
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-name').fill(viewers);
    await form.getByTestId('role-description').fill('view only');
    await form.getByTestId('api-station:view').check();
    await expect(form).toContainText(zh.access.roleStationsHint);
    await form.getByTestId('role-stations').click();
    await page.locator('.ant-select-item-option', { hasText: granted.name }).click();
    await okButton(page).click();
    await expect(page.getByTestId('role-table')).toContainText(viewers);
  });

  await test.step('and a group with no station and no screen', async () => {
    await page.getByTestId('role-add').click();
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-name').fill(empty);
    await form.getByTestId('role-description').fill('nothing');
    await form.getByTestId('api-station:view').check();
    const menus = form.getByTestId('role-menus');
    const remove = menus.locator('.ant-select-selection-item-remove');
    for (let left = await remove.count(); left > 0; left = await remove.count()) await remove.first().click();
    await okButton(page).click();
    await expect(page.getByTestId('role-table')).toContainText(empty);
    await logout(page);
  });

  const roles = await ok<{ list: { id: string; name: string; stations: string[] }[] }>(
    await request.get('/api/tenant/roles', { headers: auth, params: { current_page: 1, page_size: 999 } }),
  );
  const roleId = (name: string) => roles.list.find((role) => role.name === name)!.id;
  expect(roles.list.find((role) => role.name === viewers)?.stations).toEqual([granted.id]);
  const subUser = async (role: string) => {
    const sub = { username: `s_${uniqueSuffix()}`, password: newPassword() };
    await ok(
      await request.post(`/api/tenant/tenants/${self.tenant_id}/users`, {
        headers: auth,
        data: {
          ...sub,
          mobile: uniqueMobile(),
          email: `${sub.username}@example.com`,
          parent_user_id: self.id,
          role_ids: [roleId(role)],
        },
      }),
    );
    return { ...sub, signIn: `${sub.username}@${merchant.username}` };
  };
  const viewer = await subUser(viewers);
  const nobody = await subUser(empty);

  await test.step('the viewer sees the station screens and exactly the granted station', async () => {
    await signInWithPassword(page, request, viewer.signIn, viewer.password);
    const menu = page.getByTestId('side-menu');
    await expect(menu).toHaveAttribute('data-source', 'tenant', { timeout: 20_000 });
    await expect(menu.getByText('电站管理', { exact: true })).toBeVisible();
    await menu.getByText('电站管理', { exact: true }).click();
    await menu.getByText('电站列表', { exact: true }).click();
    const table = page.getByTestId('station-table');
    await expect(table.locator('.ant-table-row')).toHaveCount(1);
    await expect(table).toContainText(granted.name);
    await expect(table).not.toContainText(other.name);
    await logout(page);
  });

  await test.step('the one with no station and no screen is told so, and who grants them', async () => {
    await signInWithPassword(page, request, nobody.signIn, nobody.password);
    const notice = page.getByTestId('home-empty');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(zh.stations.home.emptyTitle);
    await expect(notice).toContainText(zh.stations.home.emptySubUserOf.replace('{{tenant}}', tenant.name));
  });
});

test("Phoenix's power curve, read from a browser in UTC, starts at the station's midnight and says its zone", async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  // The reader's browser is in UTC; Phoenix is UTC−7 all year (no summer time).
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN', timezoneId: 'UTC' });
  const page = await context.newPage();
  let client: MqttClient | undefined;
  try {
    const { account } = await approvedMerchant(api);
    const token = await apiSignIn(api, account.username, account.password);
    const auth = { Authorization: `Bearer ${token}` };
    const self = await ok<{ id: string; tenant_id: string }>(
      await api.get('/api/tenant/users/self', { headers: auth }),
    );
    const types = await ok<{ list: { id: string; name: string }[] }>(
      await api.get('/api/device-types', { headers: auth, params: { current_page: 1, page_size: 100 } }),
    );
    const ems = await ok<{ id: string; key: string }>(
      await api.post('/api/devices', {
        headers: auth,
        data: {
          id: `ems-phx-${uniqueSuffix()}`,
          name: 'Phoenix_EMS',
          type_id: types.list.find((type) => type.name === 'EMS_GATEWAY')!.id,
        },
      }),
    );
    const station = await apiStation(api, auth, `Phoenix_${uniqueSuffix()}`, { tz_offset_hours: -7 });
    await ok(
      await api.put(
        `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
        { headers: auth, data: { things_ids: [ems.id] } },
      ),
    );
    client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
      clientId: ems.id,
      username: ems.id,
      password: ems.key,
      protocolVersion: 4,
    });
    const report = () =>
      client!.publishAsync(
        `ies/v1/${ems.id}/telemetry`,
        JSON.stringify({
          ts: Date.now(),
          values: {
            status: 'normal',
            grid_power: 12,
            photovoltaic_power: 20,
            active_power: -5,
            load_power: 27,
          },
        }),
        { qos: 1 },
      );
    // Telemetry until today's curve holds a point.
    let curve: { time: string }[] = [];
    await expect
      .poll(
        async () => {
          await report();
          const overview = await ok<{ curve: { time: string }[] }>(
            await api.get(`/api/stations/${station.id}/overview`, { headers: auth }),
          );
          curve = overview.curve;
          return curve.length;
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    // Phoenix's midnight of its today, as an instant: every point of "today" is on or after it.
    const phoenixNow = new Date(Date.now() - 7 * 3_600_000);
    const midnight =
      Date.UTC(phoenixNow.getUTCFullYear(), phoenixNow.getUTCMonth(), phoenixNow.getUTCDate()) +
      7 * 3_600_000;
    for (const point of curve) expect(new Date(point.time).getTime()).toBeGreaterThanOrEqual(midnight);

    await signInWithPassword(page, api, account.username, account.password);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
    await page.goto(`/Container/StationManagement/StationList/StationDetail?id=${station.id}`);
    const chart = page.getByTestId('power-curve');
    // The chart library loads on demand: slow on a busy machine.
    await expect(chart).toBeAttached({ timeout: 45_000 });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-first-label', '00:00');
    await expect(chart).toHaveAttribute('data-tz', 'UTC−7');
    // What the reader sees: the card says the zone, the axis starts at 00:00 and is named by it.
    await expect(page.getByText(`${zh.stations.overview.curve} (UTC−7)`)).toBeVisible();
    const labels = chart.locator('svg text');
    await expect(labels.filter({ hasText: /^UTC−7$/ })).toHaveCount(1);
    const axisTexts = await labels.allTextContents();
    const firstTime = axisTexts.find((text) => /^\d\d:\d\d$/.test(text));
    expect(firstTime).toBe('00:00');
    // The lines are drawn.
    await expect(chart.locator('svg path[stroke="#6f42c1"]').first()).toBeAttached();
  } finally {
    await client?.endAsync();
    await context.close();
    await api.dispose();
    await server.stop();
  }
});

test("on a phone the folded side menu does not cover the page with the current page's group", async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, request, merchant.username, merchant.password);
  const popups = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
  for (const path of ['/Container/StationManagement/StationList', '/Container/DeviceManager/DeviceList']) {
    await page.goto(path);
    await expect(page.locator('.ies-shell-sider')).toHaveClass(/ant-layout-sider-collapsed/);
    await page.mouse.move(389, 843);
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await expect(popups).toHaveCount(0);
  }
  // Unfolded by its button, the menu shows the current page's group open.
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu').getByText(zh.route.deviceList, { exact: true })).toBeVisible();
});
