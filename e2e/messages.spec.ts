import { expect, test } from './support/test';
import { apiSignIn, approvedMerchant } from './support/accounts';
import { signInWithPassword } from './support/identity';
import { texts } from './support/texts';

const zh = texts.zh;

test.describe.configure({ timeout: 120_000 });

test('a mandatory message shows after sign-in until confirmed; a new message raises the bell and opening the list clears it', async ({
  page,
  request,
}) => {
  const { account: merchant } = await approvedMerchant(request);
  const token = await apiSignIn(request, merchant.username, merchant.password);
  const headers = { authorization: `Bearer ${token}` };
  const sent = await request.post('/api/test-hooks/messages', {
    headers,
    data: { name: 'Maintenance notice', body: 'The platform restarts tonight', mandatory: true },
  });
  expect(sent.ok()).toBeTruthy();

  await signInWithPassword(page, request, merchant.username, merchant.password);
  const dialog = page.getByTestId('mandatory-message');
  await expect(dialog).toContainText('The platform restarts tonight');
  await page.getByTestId('mandatory-confirm').click();
  await expect(page.getByText('The platform restarts tonight')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(page.getByTestId('mandatory-message')).toHaveCount(0);

  // The approval message is unread; one more arrives.
  expect(
    (
      await request.post('/api/test-hooks/messages', {
        headers,
        data: { name: 'Work order', body: 'Order 42 assigned' },
      })
    ).ok(),
  ).toBeTruthy();
  await page.reload();
  const badge = page.getByTestId('message-badge');
  await expect(badge.locator('.ant-badge-count')).toHaveText(/^2$/);

  await page.getByTestId('message-bell').click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer.getByText('Order 42 assigned')).toBeVisible();
  await expect(drawer.getByText(zh.messages.title).first()).toBeVisible();
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);
});
