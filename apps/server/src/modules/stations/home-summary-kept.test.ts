import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bind,
  createDevices,
  createStation,
  signedInMerchant,
  unbindAll,
} from '../../test/stations/station-test-helpers';

/*
 * The home summary as shipped: kept a short time for the callers of one merchant
 * (HOME_SUMMARY_KEEP_MS), but never across a change of the merchant's stations or bindings.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true, homeSummaryKeepMs: 10_000 } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('kept home summary', () => {
  it('shows a new, changed, bound, unbound or deleted station at once', async () => {
    const m = await signedInMerchant(t.app, t.database.db);
    const home = async () => (await m.call('GET', '/api/home/summary')).json();
    expect((await home()).station_count).toBe(0);
    const station = await createStation(m.call, { installed_capacity_kwh: 200 });
    expect((await home()).station_count).toBe(1);
    const renamed = await m.call('PUT', `/api/stations/${station.id}`, { installed_capacity_kwh: 300 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await home()).installed_capacity_kwh).toBe(300);
    const [device] = await createDevices(m.call, 'GRID_METER', 1);
    await bind(m, station.id, [device!]);
    const stateCount = (summary: { by_running_state: Record<string, number> }) =>
      Object.values(summary.by_running_state).reduce((a, b) => a + b, 0);
    expect(stateCount(await home())).toBe(1);
    await unbindAll(m, station.id, [device!]);
    const deleted = await m.call('DELETE', `/api/stations/${station.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await home()).station_count).toBe(0);
  });
});
