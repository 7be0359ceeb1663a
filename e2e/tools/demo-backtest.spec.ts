import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { freePort, startPlatformServer } from '../support/platformServer';

// A measurement, not a journey (issue 27 point 3): a fresh demo backfills 30 days at 15-minute
// steps; each station's own strategy is then backtested over its backfilled days and compared with
// the revenue the platform recorded for those days. Prints one line per station (docs/api/prices.md).
//   npx playwright test -c e2e/screenshots.config.ts e2e/tools/demo-backtest.spec.ts

test.describe.configure({ timeout: 900_000 });

interface Figures {
  revenue: number;
  grid_bill: number;
  charge_kwh: number;
  discharge_kwh: number;
}

test('the demo stations backtested over their backfilled month against the recorded revenue', async () => {
  const port = await freePort();
  const server = await startPlatformServer(port, {
    MQTT_PORT: String(await freePort()),
    DEMO: 'on',
    LOG_LEVEL: 'warn',
  });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  try {
    // The demo merchant is printed once the platform answers, a moment after its banner.
    const merchantLine = /Demo merchant: (\S+)\s+password: (\S+)/;
    await expect.poll(() => merchantLine.test(server.output()), { timeout: 120_000 }).toBe(true);
    const printed = server.output().match(merchantLine);
    await expect.poll(() => /\[demo\] live:/.test(server.output()), { timeout: 600_000 }).toBe(true);
    const token = await apiSignIn(api, printed![1]!, printed![2]!);
    const headers = { Authorization: `Bearer ${token}` };
    const get = async <T>(path: string) => (await (await api.get(path, { headers })).json()) as T;
    const stations = await get<{ list: Array<{ id: string; name: string; timezone?: string }> }>(
      '/api/stations?page_size=50',
    );
    for (const station of stations.list) {
      const { strategy } = await get<{ strategy: { id: string } | null }>(
        `/api/stations/${station.id}/strategy`,
      );
      // The backfill's first local day is partial and today is live: the whole days between.
      const today = new Date();
      const day = (offset: number) =>
        new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      type Result = {
        coverage?: { share: number; missing_hours: number };
        recorded: Figures;
        backtest: Figures;
        code?: string;
        message?: string;
        days?: Array<{ date: string; coverage?: { share: number } }>;
      };
      const backtest = async () => {
        const answer = await api.post(`/api/stations/${station.id}/backtest`, {
          headers,
          data: { from: day(-28), to: day(-2), strategy_id: strategy?.id },
        });
        return { answer, result: (await answer.json()) as Result };
      };
      // "live" is printed when the simulator has sent the month; the platform may still be storing
      // it under load, and a month half stored compares half a month. Wait until it is all there.
      // Recorded revenue follows the stored readings by the revenue sweep: wait until two reads
      // 10 s apart agree too.
      let { answer, result } = await backtest();
      let previous = '';
      const deadline = Date.now() + 600_000;
      while (
        answer.ok() &&
        ((result.coverage?.share ?? 0) < 0.999 ||
          result.recorded.charge_kwh === 0 ||
          JSON.stringify(result.recorded) !== previous) &&
        Date.now() < deadline
      ) {
        previous = JSON.stringify(result.recorded);
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        ({ answer, result } = await backtest());
      }
      if (!answer.ok()) {
        console.log(`${station.name}: ${answer.status()} ${result.code} ${result.message}`);
        continue;
      }
      const off = (a: number, b: number) => (b === 0 ? 0 : ((a - b) / Math.abs(b)) * 100);
      console.log(
        `${station.name}: ${day(-28)}…${day(-2)} coverage ${result.coverage?.share} ` +
          `recorded revenue ${result.recorded.revenue.toFixed(2)} backtest ${result.backtest.revenue.toFixed(2)} ` +
          `(${off(result.backtest.revenue, result.recorded.revenue).toFixed(2)} %), grid bill ` +
          `${result.recorded.grid_bill.toFixed(2)} / ${result.backtest.grid_bill.toFixed(2)} ` +
          `(${off(result.backtest.grid_bill, result.recorded.grid_bill).toFixed(2)} %), charge ` +
          `${result.recorded.charge_kwh.toFixed(0)} / ${result.backtest.charge_kwh.toFixed(0)} kWh, discharge ` +
          `${result.recorded.discharge_kwh.toFixed(0)} / ${result.backtest.discharge_kwh.toFixed(0)} kWh`,
      );
      // A station not fully covered: which days lack data (the backfill reads every 15 minutes).
      if ((result.coverage?.share ?? 1) < 0.99)
        console.log(
          `  days: ${(result.days ?? []).map((d) => `${d.date.slice(5)} ${d.coverage?.share}`).join(', ')}`,
        );
    }
  } finally {
    await api.dispose();
    await server.stop();
  }
});
