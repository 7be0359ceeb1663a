import { type APIRequestContext, expect, test } from './support/test';
import { adminPassword } from './playwright.config';
import { ADMIN_USERNAME, apiSignIn } from './support/accounts';
import { signInWithPassword } from './support/identity';
import { texts } from './support/texts';

const zh = texts.zh;
// The host the specs load pages from: its brand applies to every page of this journey.
const HOST = '127.0.0.1';

/** Removes the brand of HOST if one is left, so the other specs (same server) see the default brand. */
async function removeHostBrand(request: APIRequestContext): Promise<void> {
  const token = await apiSignIn(request, ADMIN_USERNAME, adminPassword);
  const headers = { authorization: `Bearer ${token}` };
  const answer = await request.get('/api/admin/brands', { headers });
  expect(answer.ok()).toBeTruthy();
  const { list } = (await answer.json()) as { list: { id: string; host: string }[] };
  for (const brand of list.filter((b) => b.host === HOST)) {
    expect((await request.delete(`/api/admin/brands/${brand.id}`, { headers })).status()).toBe(204);
  }
}

test.describe.configure({ timeout: 120_000 });

test('the administrator brands a host: owner-only registration and the footer phone follow, then the brand is removed', async ({
  page,
  request,
  browser,
}) => {
  const phone = `400-${String(Date.now()).slice(-7)}`;
  try {
    await signInWithPassword(page, request, ADMIN_USERNAME, adminPassword);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('admin-brands-link').click();
    const brands = page.getByTestId('admin-brands');
    await expect(brands).toBeVisible();

    await page.getByTestId('brand-add').click();
    const form = page.getByTestId('brand-form');
    // A field error from the form's own check shows at the field.
    await form.getByTestId('brand-host').fill('bad host!');
    await form.getByTestId('brand-phone').fill(phone);
    await form.getByTestId('brand-owner_only').check();
    await page.getByTestId('brand-save').click();
    await expect(form.locator('.ant-form-item-has-error')).toHaveCount(1);
    await form.getByTestId('brand-host').fill(HOST);
    await page.getByTestId('brand-save').click();
    const row = brands.getByRole('row').filter({ hasText: HOST });
    await expect(row).toContainText(phone);
    await expect(row).toContainText(zh.admin.yes);

    // The brand is read once per visit: a fresh load shows it in the footer.
    await page.reload();
    await expect(page.getByTestId('shell-footer')).toContainText(phone);

    const visitor = await browser.newContext();
    try {
      const register = await visitor.newPage();
      await register.goto('/Register');
      await expect(register.getByTestId('register-wizard')).toBeVisible();
      await expect(register.getByText(zh.register.merchantClosed)).toBeVisible();
      await expect(register.getByTestId('register-role-owner')).toBeVisible();
      await expect(register.getByTestId('register-role-merchant')).toHaveCount(0);
    } finally {
      await visitor.close();
    }

    await row.getByTestId(`brand-delete-${HOST}`).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: new RegExp(`^\\s*${[...zh.admin.ok].join('\\s*')}\\s*$`) })
      .click();
    await expect(brands.getByRole('row').filter({ hasText: HOST })).toHaveCount(0);
  } finally {
    await removeHostBrand(request);
  }
});
