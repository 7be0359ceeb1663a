import { expect, test } from '@playwright/test';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';

test.describe.configure({ timeout: 180_000 });

test('a merchant adds a device of a standard type, finds it in the list and opens its details', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  const deviceId = `pcs-${uniqueSuffix()}`.slice(0, 32);

  await signInWithPassword(page, request, account.username, account.password);
  await page.goto('/Container/DeviceManager/DeviceList');
  await expect(page.getByTestId('device-list')).toBeVisible();

  await test.step('add a PCS with a generated key, shown once', async () => {
    await page.getByTestId('device-add').click();
    await expect(page).toHaveURL(/DeviceList\/DeviceAdd$/);
    await page.getByTestId('device-form-id').fill(deviceId);
    await page.getByTestId('device-form-name').fill('储能变流器1');
    await page.getByTestId('device-form-type').click();
    await page.locator('.ant-select-item-option', { hasText: 'ES_PCS' }).first().click();
    await page.getByTestId('device-form-generate-key').click();
    await page.getByTestId('device-form-submit').click();
    await expect(page.getByTestId('device-key-value')).toHaveText(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  await test.step('the list shows it, searched by id', async () => {
    await page.goto('/Container/DeviceManager/DeviceList');
    await page.getByTestId('device-search').getByRole('searchbox').fill(deviceId);
    await page.getByTestId('device-search').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${deviceId}`));
    await expect(page.getByTestId(`device-open-${deviceId}`)).toBeVisible();
  });

  await test.step('its details show the info tab, and back returns to the searched list', async () => {
    await page.getByTestId(`device-open-${deviceId}`).click();
    const info = page.getByTestId('device-info');
    await expect(info).toContainText(deviceId);
    await expect(info).toContainText('ES_PCS');
    await expect(
      page.getByTestId('device-status-unset').or(page.getByTestId('device-status-offline')).first(),
    ).toBeVisible();
    await page.getByTestId('device-details-back').click();
    await expect(page).toHaveURL(new RegExp(`DeviceList\\?search=${deviceId}`));
    await expect(page.getByTestId('device-search').getByRole('searchbox')).toHaveValue(deviceId);
  });
});
