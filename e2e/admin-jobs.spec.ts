import path from 'node:path';
import { PLATFORM_JOBS } from '../packages/contracts/src/system/jobs';
import { adminPassword } from './playwright.config';
import { ADMIN_USERNAME } from './support/accounts';
import { signInWithPassword } from './support/identity';
import { expect, test } from './support/test';
import { texts } from './support/texts';

// Issue 28 point 5: the platform administrator's jobs page lists every background job of the one
// job runtime with its schedule in words, last run, duration, next run and the newest error. A
// run of the alarm sweep queued with an input it refuses (through the e2e server's test hook)
// fails, and its error shows as text. Screenshots at 1366×768 and 390×844 in zh and en.

test.describe.configure({ timeout: 180_000 });

const shots = path.resolve(import.meta.dirname, '../docs/images/screens');
const NAME_KEYS = Object.keys(PLATFORM_JOBS) as Array<keyof typeof PLATFORM_JOBS>;

test('the administrator sees every background job, and a failed run’s error as text', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithPassword(page, request, ADMIN_USERNAME, adminPassword);
  // The user menu animates open: a click during it can land on the entry beside; try until it opens the page.
  await expect(async () => {
    if (!(await page.getByTestId('admin-jobs-link').isVisible())) await page.getByTestId('user-menu').click();
    await page.getByTestId('admin-jobs-link').click({ timeout: 3_000 });
    await expect(page).toHaveURL(/Admin\/Jobs/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const jobs = page.getByTestId('admin-jobs');
  await expect(jobs.getByRole('heading')).toHaveText(texts.zh.adminJobs.title);
  const titles = jobs.getByTestId('admin-job-title');
  await expect(titles).toHaveCount(NAME_KEYS.length);
  expect((await titles.allTextContents()).sort()).toEqual(
    NAME_KEYS.map((key) => texts.zh.adminJobs.names[key]).sort(),
  );
  // The alarm sweep runs every minute, said in words.
  const alarmRow = jobs.getByTestId('admin-job').filter({ hasText: texts.zh.adminJobs.names.alarmSweep });
  await expect(alarmRow).toContainText('每 1 分钟');

  // A run of the alarm sweep with an input it refuses (markup in it stays text).
  const queued = await request.post(`/api/test-hooks/jobs/${PLATFORM_JOBS.alarmSweep}`, {
    data: { payload: { level: '<b>critical</b>' } },
  });
  expect(queued.status()).toBe(204);
  const error = alarmRow.getByTestId('admin-job-error');
  await expect(async () => {
    await jobs.getByTestId('admin-jobs-refresh').click();
    await expect(error).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Said in the interface's language; the handler's own words only behind the details toggle.
  await expect(error).toContainText(texts.zh.adminJobs.errorSummary);
  await expect(error.locator('details')).toContainText(
    'The job\'s input is not valid (payload: Unrecognized key: "level")',
  );
  await expect(alarmRow.getByTestId('admin-job-status')).toHaveText(texts.zh.adminJobs.failed);
  await expect(alarmRow.locator('b')).toHaveCount(0);

  for (const lang of ['zh', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('solarLang', value), lang);
    for (const [device, size] of [
      ['laptop', { width: 1366, height: 768 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/Container/Admin/Jobs');
      await expect(jobs.getByRole('heading')).toHaveText(texts[lang].adminJobs.title);
      await expect(jobs.getByTestId('admin-job-title')).toHaveCount(NAME_KEYS.length);
      const row = jobs.getByTestId('admin-job').filter({ hasText: texts[lang].adminJobs.names.alarmSweep });
      await expect(row).toContainText(lang === 'zh' ? '每 1 分钟' : 'every 1 minute');
      await expect(row.getByTestId('admin-job-error')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `admin-jobs-${device}-${lang}.png`), fullPage: true });
    }
  }
});
