import { STANDARD_TYPE_LABELS } from '../packages/contracts/src/device/standard-types';
import { expect, test } from './support/test';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword, storedToken, uniqueSuffix } from './support/identity';

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
    await page
      .locator('.ant-select-item-option', { hasText: STANDARD_TYPE_LABELS.ES_PCS!.zh })
      .first()
      .click();
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
    // A standard type reads by its label, never its code.
    await expect(info).toContainText(STANDARD_TYPE_LABELS.ES_PCS!.zh);
    await expect(info).not.toContainText('ES_PCS');
    await expect(
      page.getByTestId('device-status-unset').or(page.getByTestId('device-status-offline')).first(),
    ).toBeVisible();
    await page.getByTestId('device-details-back').click();
    await expect(page).toHaveURL(new RegExp(`DeviceList\\?search=${deviceId}`));
    await expect(page.getByTestId('device-search').getByRole('searchbox')).toHaveValue(deviceId);
  });
});

test('a merchant defines a custom type with a command whose parameters are edited in a table', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  const typeName = `E2E_${uniqueSuffix()}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 32);

  await signInWithPassword(page, request, account.username, account.password);
  await page.goto('/Container/DeviceManager/DeviceTypeList');
  await page.getByTestId('type-add').click();
  await page.getByTestId('type-form-name').fill(typeName);

  await test.step('a command with a string parameter whose enum values are tags', async () => {
    await page.getByRole('tab', { name: /设备命令|Device commands/ }).click();
    await page.getByTestId('type-add-operations').click();
    await page.getByTestId('operations-0-name').fill('set_mode');
    await page.getByTestId('operations-0-zh').fill('设置模式');
    await page.getByTestId('operations-0-params').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('命令 设置模式 的参数');
    await dialog.getByTestId('type-add-operations-0-params').click();
    await dialog.getByTestId('operations-0-params-0-name').fill('mode');
    await dialog.getByTestId('operations-0-params-0-type').click();
    await page
      .locator('.ant-select-item-option', { hasText: /字符串|String/ })
      .first()
      .click();
    const enumInput = dialog.getByTestId('operations-0-params-0-enum').getByRole('combobox');
    await enumInput.fill('auto');
    await enumInput.press('Enter');
    await enumInput.fill('manual');
    await enumInput.press('Enter');
    await dialog.getByTestId('operations-0-params-done').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('operations-0-params')).toHaveText(/（1）|\(1\)/);
  });

  await test.step('saved, the definition holds the parameter; reopened, the table shows it', async () => {
    await page.getByTestId('type-save').click();
    await expect(page).toHaveURL(/DeviceTypeDetail\?id=/);
    const token = await storedToken(page);
    const id = new URL(page.url()).searchParams.get('id');
    const saved = await request.get(`/api/device-types/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).operations).toEqual([
      expect.objectContaining({
        name: 'set_mode',
        params: [expect.objectContaining({ name: 'mode', type: 'string', enum: ['auto', 'manual'] })],
      }),
    ]);
    await page.reload();
    await page.getByRole('tab', { name: /设备命令|Device commands/ }).click();
    await page.getByTestId('operations-0-params').click();
    await expect(page.getByRole('dialog').getByTestId('operations-0-params-0-enum')).toContainText('manual');
  });
});
