import { apiSignIn, approvedMerchant } from './support/accounts';
import { signInWithPassword } from './support/identity';
import { expect, test } from './support/test';

// Issue 27 item 5: free text accepts < and > and is shown as text where it is read, never run as
// markup. A permission group's name and description hold a script and an image with an error
// handler; the group list shows both literally and neither runs.

const NAME = '<b>g</b><script>__p=1</script>';
const DESCRIPTION = '<img src=x onerror=__p=2> {value} > {threshold}';

test('markup typed into free text is shown as text on the page and never runs', async ({ page, request }) => {
  const { account } = await approvedMerchant(request);
  const token = await apiSignIn(request, account.username, account.password);
  const created = await request.post('/api/tenant/roles', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: NAME, description: DESCRIPTION, apis: ['station:view'] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInWithPassword(page, request, account.username, account.password);
  await page.goto('/Container/UserManagement/AuthorityManager');
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  await expect(page.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  // Nothing was injected: no bold element, no image, and neither handler ran.
  await expect(page.locator('b', { hasText: /^g$/ })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __p?: number }).__p)).toBeUndefined();
});
