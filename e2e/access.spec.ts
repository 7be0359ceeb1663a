import { expect, type Page, test } from './support/test';
import { dataErrors } from '../packages/contracts/src/storage/errors';
import { httpErrors } from '../packages/contracts/src/common/http-errors';
import { adminPassword } from './playwright.config';
import { ADMIN_USERNAME, apiSignIn, approvedMerchant } from './support/accounts';
import { logout, newPassword, signInWithPassword, uniqueMobile, uniqueSuffix } from './support/identity';
import { texts } from './support/texts';

const zh = texts.zh;
const DENIAL = httpErrors['iot-http.403'].zh;

// Each journey makes a merchant through the API; the screens under test do the rest.
test.describe.configure({ timeout: 180_000 });

const sideMenu = (page: Page) => page.getByTestId('side-menu');
// antd spaces out a two-character Chinese button label ("确 定").
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);
const okButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: spaced(zh.access.ok) });

/** The side menu as built from the tenant menu (not the built-in fallback). */
async function tenantSideMenu(page: Page) {
  const menu = sideMenu(page);
  await expect(menu).toHaveAttribute('data-source', 'tenant', { timeout: 20_000 });
  return menu;
}

test('a merchant’s permission group and sub-user limit the sub-user’s menus and actions; a hidden menu disappears for everyone', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  const roleName = `station_view_${uniqueSuffix()}`;
  const sub = { username: `s_${uniqueSuffix()}`, password: newPassword(), mobile: uniqueMobile() };

  await test.step('the manager creates a group allowing only station viewing', async () => {
    await signInWithPassword(page, request, merchant.username, merchant.password);
    await page.goto('/Container/UserManagement/AuthorityManager');
    await page.getByTestId('role-add').click();
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-name').fill(roleName);
    await form.getByTestId('role-description').fill('station viewers');
    await form.getByTestId('api-station:view').check();
    // The group's screens follow its permissions: the station list comes in with station:view;
    // home and the personal center, offered to every group, are taken out here.
    const menus = form.getByTestId('role-menus');
    await expect(menus.locator('.ant-select-selection-item[title="电站列表"]')).toBeVisible();
    for (const screen of ['首页', '个人中心']) {
      await menus
        .locator(`.ant-select-selection-item[title="${screen}"] .ant-select-selection-item-remove`)
        .click();
      await expect(menus.locator(`.ant-select-selection-item[title="${screen}"]`)).toHaveCount(0);
    }
    await okButton(page).click();
    await expect(page.getByTestId('role-table')).toContainText(roleName);
  });

  await test.step('and a sub-user in it', async () => {
    await page.goto('/Container/UserManagement/SubUserManager');
    await page.getByTestId('sub-user-add').click();
    const form = page.getByTestId('sub-user-form');
    await form.getByTestId('sub-user-username').fill(sub.username);
    await form.getByTestId('sub-user-password').fill(sub.password);
    await form.getByTestId('sub-user-mobile').fill(sub.mobile);
    await form.getByTestId('sub-user-email').fill(`${sub.username}@example.com`);
    await form.getByLabel(zh.access.roles).click();
    await page.locator('.ant-select-item-option', { hasText: roleName }).click();
    await okButton(page).click();
    await expect(page.getByTestId('sub-user-table')).toContainText(sub.username);
    await logout(page);
  });

  const subSignIn = `${sub.username}@${merchant.username}`;
  await test.step('signed in as sub-user@tenant, the sub-user sees only the allowed menus', async () => {
    await signInWithPassword(page, request, subSignIn, sub.password);
    await page.goto('/Container/StationManagement/StationList');
    const menu = await tenantSideMenu(page);
    await expect(menu.getByText('电站管理')).toBeVisible();
    await expect(menu.getByText('电站列表')).toBeVisible();
    for (const hidden of ['告警列表', '首页', '用户管理', '系统管理', '设备管理']) {
      await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
    }
  });

  await test.step('and, opening a page of another permission by address, reads the denial text', async () => {
    await page.goto('/Container/UserManagement/AuthorityManager');
    await expect(page.getByTestId('no-permission')).toContainText(DENIAL);
    await expect(page.getByTestId('role-add')).toHaveCount(0);
    // On its own list it is offered no action its group does not hold.
    await page.goto('/Container/StationManagement/StationList');
    await expect(page.getByTestId('station-table')).toBeVisible();
    for (const action of ['station-add', 'station-batch-authorize'])
      await expect(page.getByTestId(action)).toHaveCount(0);
    await logout(page);
  });

  await test.step('the manager hides the station list in MenuManage', async () => {
    await signInWithPassword(page, request, merchant.username, merchant.password);
    await page.goto('/Container/OperationManagement/MenuManage');
    const toggle = page.getByTestId('menu-show-StationList');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.goto('/Container/StationManagement/AlarmList');
    const menu = await tenantSideMenu(page);
    await expect(menu.getByText('告警列表')).toBeVisible();
    await expect(menu.getByText('电站列表', { exact: true })).toHaveCount(0);
    await logout(page);
  });

  await test.step('and it is gone for the sub-user too', async () => {
    await signInWithPassword(page, request, subSignIn, sub.password);
    const menu = await tenantSideMenu(page);
    await expect(menu.getByText('电站列表', { exact: true })).toHaveCount(0);
    // Its group has nothing left for this sub-user, so the group goes as well.
    await expect(menu.getByText('电站管理', { exact: true })).toHaveCount(0);
  });
});

test('theme colour, layout and menu style survive a reload', async ({ page, request }) => {
  const { account: merchant } = await approvedMerchant(request);
  await signInWithPassword(page, request, merchant.username, merchant.password);
  const shell = page.getByTestId('shell');
  await expect(shell).toHaveAttribute('data-layout', 'LTAContainer');

  await page.getByTestId('theme-button').click();
  const drawer = page.getByRole('dialog');
  const green = drawer.getByRole('button', { name: zh.theme.presetColor.replace('{{color}}', '#33A870') });
  await green.click();
  await expect(green).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByText(zh.theme.LTBContainer, { exact: true }).click();
  await drawer.getByText(zh.theme.dark, { exact: true }).click();
  await expect(shell).toHaveAttribute('data-layout', 'LTBContainer');
  await expect(page.locator('.ies-shell-sider')).toHaveAttribute('data-menu-style', 'dark');

  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'LTBContainer');
  await expect(page.locator('.ies-shell-sider')).toHaveAttribute('data-menu-style', 'dark');
  await page.getByTestId('theme-button').click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: zh.theme.presetColor.replace('{{color}}', '#33A870') }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the manager sees the full-storage state in the header; a monitoring link opens its screen in a new tab', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  const token = await apiSignIn(request, merchant.username, merchant.password);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  const uploaded = await request.post('/api/uploads?purpose=avatar', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const tenant = (await (
    await request.get('/api/tenant/tenants/self', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string };
  const admin = await apiSignIn(request, ADMIN_USERNAME, adminPassword);
  const quota = await request.put(`/api/admin/tenants/${tenant.id}/storage-quota`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { quota_bytes: png.length },
  });
  // Quota equal to what is stored: 100 %.
  expect(quota.ok(), await quota.text()).toBeTruthy();

  await signInWithPassword(page, request, merchant.username, merchant.password);
  const notice = page.getByTestId('capacity-notice');
  await expect(notice).toHaveAttribute('data-state', 'full');
  await expect(notice).toContainText(dataErrors['iot-storage.10002'].zh);

  const [screen] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('header-link-StationScreen').click(),
  ]);
  // The single-station big screen opens with the spec's query values and no token.
  await expect(screen.getByTestId('bigscreen-canvas')).toBeVisible();
  await expect(screen).toHaveURL(
    /\/StationScreen\?info_model_id=[^&]*&tenantId=[^&]+&userId=[^&]+&locale=zh/,
  );
  expect(screen.url()).not.toMatch(/[?&](token|ticket)=/);
});
