import { expect, test } from './support/test';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';

// Issue 15, EditExpertTrigger: an expert rule of two conditions joined by OR made in the browser
// from AddTriggerManage, listed, and opened again from the rule list with its conditions.

test('an expert rule with two OR-joined conditions is made from AddTriggerManage and edited again', async ({
  page,
  request,
}) => {
  const merchant = await approvedMerchant(request);
  await signInWithPassword(page, request, merchant.account.username, merchant.account.password);
  const ruleName = `电芯温度_${uniqueSuffix().slice(-8)}`;

  await page.goto('/Container/StationManagement/AlarmList');
  await page.getByRole('tab', { name: '告警规则' }).click();
  await page.getByRole('button', { name: '添加规则' }).click();
  await expect(page).toHaveURL(/AlarmList\/AddTriggerManage$/);
  await page.getByText('专家规则', { exact: true }).click();
  await expect(page).toHaveURL(/AlarmList\/EditExpertTrigger$/);

  await page.getByLabel('名称', { exact: true }).fill(ruleName);
  const first = page.getByTestId('condition-0');
  await first.getByLabel('数据点', { exact: true }).fill('cell_temp_max');
  await first.getByLabel('阈值', { exact: true }).fill('55');
  await page.getByRole('button', { name: '添加条件' }).click();
  const second = page.getByTestId('condition-1');
  await second.getByLabel('数据点', { exact: true }).fill('cell_temp_min');
  await second.getByLabel('阈值', { exact: true }).fill('50');
  await page.getByLabel('条件关系', { exact: true }).click();
  await page.getByTitle('任一满足（OR）').click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/AlarmList$/);

  await page.getByRole('tab', { name: '告警规则' }).click();
  const row = page.getByRole('row', { name: new RegExp(ruleName) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/AlarmList\/EditExpertTrigger\?id=/);
  await expect(page.getByLabel('名称', { exact: true })).toHaveValue(ruleName);
  await expect(page.getByTestId('condition-1').getByLabel('数据点', { exact: true })).toHaveValue(
    'cell_temp_min',
  );
  await expect(page.getByTestId('expert-rule-form')).toContainText('任一满足（OR）');
});
