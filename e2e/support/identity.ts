import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, type Response } from '@playwright/test';

// Helpers for the identity journeys. Every journey makes its own names and numbers, since all
// specs share one server.

/** A short random suffix for usernames and addresses. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-4)}${randomInt(36 ** 3).toString(36)}`;
}

/** A mainland mobile number no other journey uses (199 + 8 random digits). */
export function uniqueMobile(): string {
  return `199${String(randomInt(10 ** 8)).padStart(8, '0')}`;
}

/** A password under the registration rules. */
export function newPassword(): string {
  return `Pw${String(randomInt(10 ** 6)).padStart(6, '0')}x!`;
}

const CAPTCHA_PATH = '/api/control/captcha';

interface Captcha {
  uuid: string;
  svgCode: string;
}

/**
 * Runs `trigger` (a page load, a click) and returns the text of the graphic code the page then
 * shows: the captcha responses are intercepted, the one whose image is on screen gives the uuid,
 * and the test hook gives its text. Matching the image makes a response of a page that was
 * navigated away from (or an older refresh) harmless.
 */
export async function captchaTextAfter(
  page: Page,
  request: APIRequestContext,
  trigger: () => Promise<unknown>,
): Promise<string> {
  const loaded: Promise<Captcha | null>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname === CAPTCHA_PATH && response.ok()) {
      loaded.push(response.json().catch(() => null) as Promise<Captcha | null>);
    }
  };
  page.on('response', onResponse);
  let uuid = '';
  try {
    await trigger();
    const image = page.getByTestId('captcha-image').locator('img');
    // On a busy machine (several browsers and servers at once) the app can take over 10 s to show
    // the code after the page's load event.
    await expect
      .poll(
        async () => {
          const src = (await image.count()) > 0 ? await image.getAttribute('src') : null;
          if (!src) return false;
          const shown = decodeURIComponent(src.slice(src.indexOf(',') + 1));
          const match = (await Promise.all(loaded)).find((captcha) => captcha?.svgCode === shown);
          uuid = match?.uuid ?? '';
          return uuid !== '';
        },
        { timeout: 45_000 },
      )
      .toBe(true);
  } finally {
    page.off('response', onResponse);
  }
  const answer = await request.get(`/api/test-hooks/captcha/${uuid}`);
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { text: string }).text;
}

/**
 * The latest code sent to a mobile number or e-mail address (test hook). With `previous`, waits
 * until a newer one than that has arrived.
 */
export async function latestCode(
  request: APIRequestContext,
  destination: string,
  previous?: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(
        `/api/test-hooks/codes/latest?destination=${encodeURIComponent(destination)}`,
      );
      code = answer.ok() ? ((await answer.json()) as { code: string }).code : '';
      return code !== '' && code !== previous;
    })
    .toBe(true);
  return code;
}

export function loginPanel(page: Page): Locator {
  return page.getByTestId('login-panel');
}

/** Opens /Login and signs in by password with the graphic code; does not wait for the result. */
export async function submitPasswordSignIn(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
  options: { open?: boolean; remember?: boolean } = {},
): Promise<void> {
  const panel = loginPanel(page);
  const code = await captchaTextAfter(page, request, async () => {
    if (options.open === false) await panel.getByTestId('captcha-image').click();
    else await page.goto('/Login');
  });
  await panel.getByLabel('用户名或手机号', { exact: true }).fill(username);
  await panel.getByLabel('密码', { exact: true }).fill(password);
  await panel.getByLabel('图形验证码', { exact: true }).fill(code);
  if (options.remember !== undefined) await panel.getByRole('checkbox').setChecked(options.remember);
  await panel.getByRole('button', { name: /登\s*录/ }).click();
}

/** Signs in by password and waits for the shell; the token never stays in the address bar. */
export async function signInWithPassword(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  await submitPasswordSignIn(page, request, username, password, options);
  await expect(page).toHaveURL(/\/Container\/Home\/HomePage$/);
  await expect(page.getByTestId('shell')).toBeVisible();
  expect(page.url()).not.toContain('token=');
}

export async function logout(page: Page): Promise<void> {
  // A click on the trigger while the menu is still closing from the last choice can leave it
  // shut (seen once in CI); open it again until the logout item is taken.
  await expect(async () => {
    const item = page.getByTestId('logout');
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await item.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/Login$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** The tenant info stored after sign-in (docs/spec/A-access-and-shell.md §3 userInfo.tenantInfo). */
export async function storedTenant(page: Page): Promise<{ business_id: string; extension_code: string }> {
  const raw = await page.evaluate(() => window.localStorage.getItem('userInfo'));
  return (JSON.parse(raw ?? '{}') as { tenantInfo: { business_id: string; extension_code: string } })
    .tenantInfo;
}

export async function switchLanguage(page: Page, locale: 'zh' | 'en'): Promise<void> {
  const html = page.locator('html');
  // On a loaded machine the popover was seen judged stable at its first place and moved before
  // the click landed (the page stayed Chinese): the switch is checked on the page and tried again.
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== locale) {
      await page.getByTestId('lang-switch').first().click();
      await page.getByTestId(`lang-option-${locale}`).click({ timeout: 5_000 });
    }
    await expect(html).toHaveAttribute('lang', locale, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
