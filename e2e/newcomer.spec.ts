import { expect, test } from './support/test';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword } from './support/identity';

test.describe.configure({ timeout: 180_000 });

test('no address or link carries the session token; a big screen opens with a one-time ticket it removes at once', async ({
  page,
  request,
  context,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  await signInWithPassword(page, request, merchant.username, merchant.password);
  expect(page.url()).not.toContain('token=');
  // The user's details are loaded: the header's big-screen links show.
  const link = page.getByTestId('header-link-StationScreen');
  await expect(link).toBeVisible();
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => /[?&](token|ticket)=/.test(href))).toEqual([]);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(await page.content()).not.toContain(token ?? 'no-token');

  const [screen] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await screen.waitForURL(/\/StationScreen\?/);
  await screen.waitForLoadState('networkidle');
  expect(screen.url()).not.toMatch(/[?&](token|ticket)=/);
  await expect(screen.getByTestId('login-panel')).toHaveCount(0);

  // Spec A: a caller outside the app hands over a session token; the page keeps it and removes it.
  const outside = await context.newPage();
  await outside.goto(`/ies_energy?token=${encodeURIComponent(token ?? '')}&locale=zh`);
  await expect(outside.getByTestId('shell')).toBeVisible();
  expect(outside.url()).not.toContain('token=');
  await expect(outside.getByTestId('header-link-StationScreen')).toBeVisible();
});

test('at 1366×768 with every menu group open the last entry can be clicked; on a phone no icon covers the logo', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithPassword(page, request, merchant.username, merchant.password);
  const menu = page.locator('.ies-shell-sider .ant-menu-root');
  await expect(menu).toBeVisible();
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    await closed.first().click();
  }
  const last = menu.locator('.ant-menu-item').last();
  // The groups' opening animations have ended, then scrolled to the end, as far as the user can.
  await expect(last).toBeVisible();
  await expect(menu.locator('.ant-motion-collapse, [class*="motion-collapse"]')).toHaveCount(0);
  await page.locator('.ies-shell-sider').evaluate((sider) => {
    sider.scrollTop = sider.scrollHeight;
  });
  // What sits at the entry's centre is the entry itself, not the collapse bar.
  const box = await last.boundingBox();
  expect(box).not.toBeNull();
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.ant-menu-item')?.textContent ?? null,
    [box!.x + box!.width / 2, box!.y + box!.height / 2],
  );
  expect(onTop).toBe(await last.textContent());

  await page.setViewportSize({ width: 390, height: 844 });
  const logo = page.locator('.ies-shell-header [data-testid="shell-brand"] > :first-child');
  await expect(logo).toBeVisible();
  // The side menu folds with a short transition when the width changes: ask until the layout
  // has settled, naming what covers the logo if something still does.
  await expect
    .poll(
      async () => {
        const logoBox = (await logo.boundingBox())!;
        return page.evaluate(
          ([x, y]) => {
            const top = document.elementFromPoint(x ?? 0, y ?? 0);
            return top?.closest('.ies-brand') ? 'logo' : (top?.outerHTML.slice(0, 120) ?? 'nothing');
          },
          [logoBox.x + logoBox.width / 2, logoBox.y + logoBox.height / 2],
        );
      },
      { timeout: 10_000 },
    )
    .toBe('logo');
});
