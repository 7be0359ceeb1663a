import path from 'node:path';
import { approvedMerchant } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { expect, test } from './support/test';

// Issue 27 item 1: a webhook address into the platform's own network (the cloud metadata address)
// is refused by the server when the rule is saved, and the form says why at the address field, in
// zh and en. Screenshots of both go to docs/images/.

const IMAGES = path.resolve(import.meta.dirname, '../docs/images');

const LABELS = {
  zh: {
    name: '名称',
    point: '数据点',
    threshold: '阈值',
    channel: '通知方式',
    target: '通知对象',
    save: /保\s*存/,
  },
  en: {
    name: 'Name',
    point: 'Point',
    threshold: 'Threshold',
    channel: 'Notify by',
    target: 'Notify',
    save: /Save/,
  },
};
const WHY = {
  zh: '不允许使用内部或私有网络地址',
  en: 'Internal or private addresses are not allowed',
};

test.use({ viewport: { width: 1366, height: 768 } });

test('a webhook address on an internal network is refused at its field, in zh and en', async ({
  page,
  request,
}) => {
  const { account } = await approvedMerchant(request);
  await signInWithPassword(page, request, account.username, account.password);
  for (const locale of ['zh', 'en'] as const) {
    const label = LABELS[locale];
    await page.evaluate((lang) => localStorage.setItem('solarLang', lang), locale);
    await page.goto('/Container/StationManagement/AlarmList/AddTriggerManage');
    await page.getByLabel(label.name, { exact: true }).fill(`SOC_${uniqueSuffix().slice(-6)}`);
    await page.getByLabel(label.point, { exact: true }).fill('soc');
    await page.getByLabel(label.threshold, { exact: true }).fill('20');
    await page.getByLabel(label.channel, { exact: true }).click();
    await page.getByTitle('Webhook').click();
    const target = page.getByLabel(label.target, { exact: true });
    await target.fill('http://169.254.169.254/latest/meta-data/');
    const saved = page.waitForResponse((r) => r.url().includes('/rules') && r.request().method() === 'POST');
    await page.getByRole('button', { name: label.save }).click();
    expect((await saved).status()).toBe(422);
    await expect(
      page.locator('.ant-form-item').filter({ has: target }).locator('.ant-form-item-explain-error'),
    ).toContainText(WHY[locale]);
    await expect(page).toHaveURL(/AddTriggerManage$/);
    await page.screenshot({ path: path.join(IMAGES, `alarm-webhook-refused-${locale}.png`) });
  }
});
