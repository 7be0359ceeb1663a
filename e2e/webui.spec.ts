import { expect, test } from './support/test';
import { userErrors } from '../packages/contracts/src/access/errors';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword } from './support/identity';

test.describe.configure({ timeout: 120_000 });

// A real 1×1 PNG: the avatar falls back to its icon when the browser cannot decode the image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the manager builds an organisation tree and cannot delete one that has sub-organisations', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  await signInWithPassword(page, request, account.username, account.password);
  await page.goto('/Container/UserManagement/OrganizationManagement');
  await expect(page.getByTestId('organization-management')).toBeVisible();

  await page.getByTestId('organisation-add').click();
  await page.getByTestId('organisation-name').fill('华南区');
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await page.getByTestId('organisation-node-华南区').click();
  await page.getByTestId('organisation-add').click();
  await page.getByTestId('organisation-name').fill('深圳站');
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByTestId('organisation-node-深圳站')).toBeVisible();

  // A parent with a sub-organisation is refused with the catalogue text.
  await page.getByTestId('organisation-node-华南区').click();
  await page.getByTestId('organisation-delete').click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText(userErrors['iot-org.10001'].zh)).toBeVisible();
  await expect(page.getByTestId('organisation-node-华南区')).toBeVisible();

  // The leaf goes once empty.
  await page.getByTestId('organisation-node-深圳站').click();
  await page.getByTestId('organisation-delete').click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByTestId('organisation-node-深圳站')).toHaveCount(0);
});

test('the user uploads an avatar in the personal center and the header shows it at once', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  await signInWithPassword(page, request, account.username, account.password);
  await page.goto('/Container/SystemManagement/PersonalCenter');
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^\/api\/uploads\//);
  await page.reload();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^\/api\/uploads\//);
});
