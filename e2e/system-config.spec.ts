import { expect, test } from './support/test';
import { systemErrors } from '../packages/contracts/src/system/errors';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword } from './support/identity';

test.describe.configure({ timeout: 120_000 });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const SCRIPT_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

test('the manager renames the system and sets its logo; the header changes at once; unsafe uploads are refused', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  await signInWithPassword(page, request, account.username, account.password);
  await page.goto('/Container/SystemManagement/SystemConfig');
  await expect(page.getByTestId('system-config')).toBeVisible();

  // Refused uploads show the catalogue text and change nothing.
  const input = page.getByTestId('system-logo-input');
  await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SCRIPT_SVG });
  await expect(page.getByText(systemErrors['iot-upload.10003'].zh)).toBeVisible();
  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html></html>'),
  });
  await expect(page.getByText(systemErrors['iot-upload.10001'].zh)).toBeVisible();
  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(201 * 1024)]),
  });
  await expect(page.getByText(systemErrors['iot-upload.10002'].zh.replace('{limit}', '200k'))).toBeVisible();
  await expect(page.getByTestId('system-logo-preview')).toHaveCount(0);

  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('system-logo-preview')).toBeVisible();
  await page.getByTestId('system-name-zh').fill('储能云平台');
  await page.getByTestId('system-name-en').fill('Storage Cloud');
  await page.getByTestId('system-config-save').click();
  await expect(page.getByTestId('brand-name')).toHaveText('储能云平台');
  await expect(page.getByTestId('brand-logo')).toBeVisible();

  // The served logo is an image, never HTML.
  const src = await page.getByTestId('brand-logo').getAttribute('src');
  const served = await request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
});
