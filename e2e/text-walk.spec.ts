import { DEFAULT_MENU } from '../packages/contracts/src/menus/default-menu';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, switchLanguage, uniqueSuffix } from './support/identity';
import { expect, type Page, test } from './support/test';

// Issue 34 item 2 and 5: every built screen, in both languages, shows words — no code, id, JSON or
// unfilled placeholder — and on a phone no page scrolls sideways.
test.describe.configure({ timeout: 600_000 });

/** What a user should never read: each pattern with the reason it is reported. */
const SUSPECT: ReadonlyArray<[RegExp, string]> = [
  [/\{\{?\s*[a-zA-Z_]\w*\s*\}?\}/, 'unfilled placeholder'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, 'record id'],
  [/[{[]\s*"[\w-]+"\s*:/, 'JSON'],
  [/\b[A-Z][A-Za-z]*_[A-Z][A-Z0-9_]*\b/, 'code (UPPER_CASE)'],
  [/\b[a-z]+(?:\.[a-z][a-zA-Z]+){2,}\b/, 'untranslated key'],
  [/\b(?:undefined|NaN|null|\[object Object\])\b/, 'programming value'],
];

/** Visible text of the page's main area, as lines; inputs' typed values are the user's own text. */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    return (root as HTMLElement).innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  });
}

async function findings(page: Page, allowed: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const line of await visibleLines(page)) {
    if (allowed.some((text) => line.includes(text))) continue;
    for (const [pattern, reason] of SUSPECT)
      if (pattern.test(line)) found.push(`${reason}: ${line.slice(0, 120)}`);
  }
  return found;
}

/** The built pages of the side menu (a page not built yet says so and is skipped). */
const PAGES = DEFAULT_MENU.filter((entry) => entry.menu_type === '2' && entry.link_address).map(
  (entry) => entry.link_address,
);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

test('every built screen reads as words in zh and en, and no page scrolls sideways on a phone', async ({
  page,
  request,
}) => {
  const { account, auth, self, typeId } = await merchantWithDeviceTypes(request);
  const suffix = uniqueSuffix().slice(-8);
  const devices = [];
  for (const [prefix, type] of [
    ['pcs', 'ES_PCS'],
    ['bms', 'ES_BMS'],
    ['grid', 'GRID_METER'],
  ] as const) {
    devices.push(
      await ok<{ id: string }>(
        await request.post('/api/devices', {
          headers: auth,
          data: { id: `${prefix}-${suffix}`, name: `${prefix}-${suffix}`, type_id: typeId(type) },
        }),
      ),
    );
  }
  const station = await ok<{ id: string }>(
    await request.post('/api/stations', {
      headers: auth,
      data: {
        name: `巡检电站_${suffix}`,
        type: 'industry_storage',
        address: '苏州',
        contact: '李工',
        installed_capacity_kwh: 215,
        installed_power_kw: 100,
        price_per_kwh: 0.8,
        currency: 'CNY',
        tz_offset_hours: 8,
      },
    }),
  );
  await ok(
    await request.put(
      `/api/out-wrapper/group/tenants/${self.tenant_id}/users/${self.id}/groups/${station.id}/bind-with-info`,
      { headers: auth, data: { things_ids: devices.map((device) => device.id) } },
    ),
  );
  // The ids the merchant typed itself are its own text, shown where it named them.
  const ownText = [suffix];

  await signInWithPassword(page, request, account.username, account.password);
  const details = [
    `StationManagement/StationList/StationDetail?id=${station.id}`,
    `StationManagement/StationList/StationDetail?id=${station.id}&tab=devices`,
    `StationManagement/StationList/StationDetail?id=${station.id}&tab=strategy`,
    `StationManagement/StationList/StationDetail?id=${station.id}&tab=logs`,
    `DeviceManager/DeviceList/DeviceDetails?id=${encodeURIComponent(devices[0]!.id)}`,
  ];
  const report: string[] = [];
  for (const locale of ['zh', 'en'] as const) {
    await switchLanguage(page, locale);
    for (const address of [...PAGES, ...details]) {
      await page.goto(`/Container/${address}`);
      await settle(page);
      if (await page.getByTestId('not-built').count()) continue;
      for (const finding of await findings(page, ownText)) report.push(`${locale} ${address} — ${finding}`);
    }
  }

  // A phone: lists scroll inside their own frame, never the page.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const address of [...PAGES, ...details]) {
    await page.goto(`/Container/${address}`);
    await settle(page);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const by = document.documentElement.scrollWidth - width;
      // The outermost element that sticks out, to say where to look.
      const culprit = [...document.querySelectorAll<HTMLElement>('body *')].find(
        (element) => element.getBoundingClientRect().right > width + 1,
      );
      return { by, culprit: culprit ? `${culprit.tagName.toLowerCase()}.${culprit.className}` : '' };
    });
    if (overflow.by > 1)
      report.push(
        `phone ${address} — scrolls sideways by ${overflow.by}px (${overflow.culprit.slice(0, 80)})`,
      );
  }
  console.log(
    `text walk: ${PAGES.length + details.length} addresses × 2 languages + phone; ${report.length} findings`,
  );
  expect(report, report.join('\n')).toEqual([]);
});
