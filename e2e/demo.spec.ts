import { expect, request as playwrightRequest, test } from './support/test';
import { apiSignIn } from './support/accounts';
import { signInWithPassword } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';

// Issue 6: the README's start command on a fresh data directory brings up the demo: within two
// minutes the home and station pages show live, moving values and 30 days of history.

test.describe.configure({ timeout: 300_000 });

const TWO_MINUTES = 120_000;
// A live figure moves with the next sample (10 s); on a busy two-core machine the ingest and the
// socket can lag, so a figure gets this long to move (the two-minute bound below still holds).
const MOVES_WITHIN = 45_000;

test('npm start shows the demo stations live with 30 days of history within two minutes', async ({
  browser,
}) => {
  const started = Date.now();
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(
    port,
    { MQTT_PORT: String(mqttPort), DEMO: 'on', LOG_LEVEL: 'warn' },
    { viaStartScript: true },
  );
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    const printed = server.output().match(/Demo merchant: (\S+)\s+password: (\S+)/);
    expect(printed, server.output()).not.toBeNull();
    const [, username, password] = printed!;

    // The simulator provisions, backfills and goes live in the background.
    await expect
      .poll(() => /\[demo\] live:/.test(server.output()), { timeout: TWO_MINUTES - (Date.now() - started) })
      .toBe(true);

    await signInWithPassword(page, api, username!, password!);

    await test.step('the home page counts the demo stations and its live power moves', async () => {
      await page.goto('/Container/Home/HomePage');
      await expect(page.getByTestId('home-station-count')).toContainText('6');
      const power = page.getByTestId('home-power');
      await expect(power).toContainText(/\d/);
      const first = await power.textContent();
      await expect.poll(() => power.textContent(), { timeout: MOVES_WITHIN }).not.toBe(first);
    });

    await test.step('a station shows 30 days of history and moving energy-flow values', async () => {
      const token = await apiSignIn(api, username!, password!);
      const stations = (await (
        await api.get('/api/stations', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { list: Array<{ id: string; name: string }> };
      const suzhou = stations.list.find((station) => station.name.startsWith('Suzhou'))!;
      await page.goto(`/Container/StationManagement/StationList/StationDetail?id=${suzhou.id}`);
      const since = page.getByTestId('overview-history-since');
      await expect(since).toBeVisible();
      const days = Number((await since.textContent())?.match(/（(\d+) 天）/)?.[1]);
      expect(days).toBeGreaterThanOrEqual(30);
      const load = page.getByTestId('flow-load-power');
      await expect(load).toContainText(/\d/);
      const first = await load.textContent();
      await expect.poll(() => load.textContent(), { timeout: MOVES_WITHIN }).not.toBe(first);
    });
    // Both pages showed live values and a month of history within two minutes of the start command.
    expect(Date.now() - started).toBeLessThan(TWO_MINUTES);
  } finally {
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
