import { expect, test } from './support/test';

test.describe('foundation: routes, guard, language', () => {
  test('signed out, the root lands on /Login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/Login$/);
    await expect(page.getByTestId('login-panel')).toBeVisible();
  });

  test('a /Container page without a token lands on /Login', async ({ page }) => {
    await page.goto('/Container/StationManagement/StationList');
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('/Help opens without a token', async ({ page }) => {
    await page.goto('/Help');
    await expect(page).toHaveURL(/\/Help$/);
    await expect(page.getByTestId('help-page')).toBeVisible();
  });

  test('switching to English survives a reload', async ({ page }) => {
    await page.goto('/Login');
    const zhTitle = await page.getByTestId('login-tab-password').innerText();
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-option-en').click();
    await expect(page.getByTestId('login-tab-password')).not.toHaveText(zhTitle);
    const enTitle = await page.getByTestId('login-tab-password').innerText();
    expect(enTitle).toMatch(/[A-Za-z]/);
    expect(await page.evaluate(() => localStorage.getItem('solarLang'))).toBe('en');
    await page.reload();
    await expect(page.getByTestId('login-tab-password')).toHaveText(enTitle);
  });

  test('an old stored Chinese value is migrated to zh', async ({ page }) => {
    await page.goto('/Help');
    await page.evaluate(() => localStorage.setItem('solarLang', 'zh-CN'));
    await page.reload();
    await expect(page.getByTestId('help-page')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('solarLang'))).toBe('zh');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a stored token the server no longer knows leads back to /Login', async ({ page }) => {
    await page.goto('/Help');
    await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-never-issued'));
    await page.goto('/Container/Report/CustomReport');
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('the served health check says the database is up', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.ok()).toBeTruthy();
    const body = await res.json();
    expect(body.database.status).toBe('up');
  });
});
