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
