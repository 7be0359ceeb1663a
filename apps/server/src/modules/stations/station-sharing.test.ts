import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALL_STATION_APIS,
  createDevices,
  createStation,
  signedInMerchant,
  subUserOf,
  useMerchant,
} from '../../test/stations/station-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);

const ids = (res: { json(): unknown }) =>
  ((res.json() as { list: Array<{ id: string }> }).list ?? []).map((s) => s.id).sort();

describe(`station sharing on ${testDatabaseKind()} (B §6)`, () => {
  it('no share → 404; view → read only (403 on change); edit → edit and bind; distribute → share on below', async () => {
    const station = await createStation(m.call);
    const user = await subUserOf(t.app, m, ALL_STATION_APIS);
    // Sharing on reaches only users below the sharer (docs/delegation.md).
    const friend = await subUserOf(t.app, m, ALL_STATION_APIS, user.id);
    const [device] = await createDevices(m.call, 'ES_PCS', 1);
    const bindAs = (as: typeof user) =>
      as.as(
        'PUT',
        `/api/out-wrapper/group/tenants/${m.tenant.id}/users/${as.id}/groups/${station.id}/bind-with-info`,
        { things_ids: [device] },
      );
    // The user sharing the station on with its friend, which only distribute allows.
    const shareOn = () =>
      user.as('POST', `/api/stations/${station.id}/shares`, { user_id: friend.id, permission: 'view' });
    const shareTo = (permission: string, target = user.id) =>
      m.call('POST', `/api/stations/${station.id}/shares`, { user_id: target, permission });

    // No share: the station does not exist for the user.
    expect((await user.as('GET', `/api/stations/${station.id}`)).statusCode).toBe(404);
    expect((await user.as('PUT', `/api/stations/${station.id}`, { contact: 'x' })).statusCode).toBe(404);
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([]);

    // View: visible, listed, but every change is 403.
    expect((await shareTo('view')).statusCode).toBe(200);
    const seen = await user.as('GET', `/api/stations/${station.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().access).toBe('view');
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([station.id]);
    expect((await user.as('PUT', `/api/stations/${station.id}`, { contact: 'x' })).statusCode).toBe(403);
    expect((await bindAs(user)).statusCode).toBe(403);
    expect((await user.as('DELETE', `/api/stations/${station.id}`)).statusCode).toBe(403);
    expect((await shareOn()).statusCode).toBe(403);

    // Edit: edits the station and binds devices (those within its device authority), cannot share.
    expect((await shareTo('edit')).statusCode).toBe(200);
    await user.grant([], { allDevices: true });
    const edited = await user.as('PUT', `/api/stations/${station.id}`, { contact: '共享编辑' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await bindAs(user)).statusCode).toBe(200);
    expect((await shareOn()).statusCode).toBe(403);

    // Distribute: shares on.
    expect((await shareTo('distribute')).statusCode).toBe(200);
    const on = await shareOn();
    expect(on.statusCode, on.body).toBe(200);
    expect((await friend.as('GET', `/api/stations/${station.id}`)).statusCode).toBe(200);
    const list = await m.call('GET', `/api/stations/${station.id}/shares`);
    expect(
      list
        .json()
        .list.map((s: { user_id: string; permission: string }) => `${s.user_id}:${s.permission}`)
        .sort(),
    ).toEqual([`${user.id}:distribute`, `${friend.id}:view`].sort());

    // Unshare: gone again.
    expect((await m.call('DELETE', `/api/stations/${station.id}/shares/${friend.id}`)).statusCode).toBe(204);
    expect((await friend.as('GET', `/api/stations/${station.id}`)).statusCode).toBe(404);
    const actions = (await m.call('GET', `/api/stations/${station.id}/logs?page_size=50`))
      .json()
      .list.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['share', 'unshare', 'bind', 'update']));
  });

  it("deleting a sub-user removes its shares and favourites from the station's lists", async () => {
    const station = await createStation(m.call);
    const user = await subUserOf(t.app, m, ALL_STATION_APIS);
    expect(
      (await m.call('POST', `/api/stations/${station.id}/shares`, { user_id: user.id, permission: 'view' }))
        .statusCode,
    ).toBe(200);
    expect((await user.as('PUT', `/api/stations/${station.id}/collect`)).statusCode).toBe(204);
    const deleted = await m.call('DELETE', `/api/tenant/tenants/${m.tenant.id}/users/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const shares = (await m.call('GET', `/api/stations/${station.id}/shares`)).json() as {
      list: Array<{ user_id: string }>;
    };
    expect(shares.list.map((share) => share.user_id)).not.toContain(user.id);
    const [left] = await t.database.rows<{ n: number }>(
      `select count(*)::int as n from station_collections where user_id = '${user.id}'`,
    );
    expect(left?.n).toBe(0);
  });

  it('shares only with other users of the tenant who are not managers', async () => {
    const station = await createStation(m.call);
    const other = await signedInMerchant(t.app, t.database.db);
    const share = (user_id: string) =>
      m.call('POST', `/api/stations/${station.id}/shares`, { user_id, permission: 'view' });
    expect((await share(other.manager.id)).json().code).toBe('iot-station.10011');
    expect((await share(m.manager.id)).json().code).toBe('iot-station.10011');
  });

  it('authorises many stations for many users in one call', async () => {
    const stations = [await createStation(m.call), await createStation(m.call)];
    const users = [await subUserOf(t.app, m, ['station:view']), await subUserOf(t.app, m, ['station:view'])];
    const res = await m.call('POST', '/api/stations/batch-authorization', {
      station_ids: stations.map((s) => s.id),
      user_ids: users.map((u) => u.id),
      permission: 'view',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(4);
    for (const user of users)
      expect(ids(await user.as('GET', '/api/stations'))).toEqual(stations.map((s) => s.id).sort());
  });
});

describe(`sub-user station authority on ${testDatabaseKind()}`, () => {
  it('lists, shows and sums on the home page only the stations within authority', async () => {
    const own = await signedInMerchant(t.app, t.database.db);
    const a = await createStation(own.call, { installed_capacity_kwh: 100, installed_power_kw: 10 });
    const b = await createStation(own.call, { installed_capacity_kwh: 250, installed_power_kw: 20 });
    const user = await subUserOf(t.app, own, ['station:view']);
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([]);
    expect((await user.as('GET', '/api/home/summary')).json()).toMatchObject({
      station_count: 0,
      installed_capacity_kwh: 0,
    });

    await user.grant([a.id]);
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([a.id]);
    expect((await user.as('GET', `/api/stations/${b.id}`)).statusCode).toBe(404);
    const home = (await user.as('GET', '/api/home/summary')).json();
    expect(home).toMatchObject({ station_count: 1, installed_capacity_kwh: 100, installed_power_kw: 10 });

    await user.grant([], { allStations: true });
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([a.id, b.id].sort());
    expect((await user.as('GET', '/api/home/summary')).json()).toMatchObject({
      station_count: 2,
      installed_capacity_kwh: 350,
    });
    // Without the function permission the route itself is refused.
    expect((await user.as('POST', '/api/stations', {})).statusCode).toBe(403);
  });

  it('binds only devices within the sub-user device authority (70005 otherwise)', async () => {
    const own = await signedInMerchant(t.app, t.database.db);
    const station = await createStation(own.call);
    const [device] = await createDevices(own.call, 'ES_PCS', 1);
    const user = await subUserOf(t.app, own, ['station:view', 'group:device:bind']);
    await user.grant([station.id]);
    const url = `/api/out-wrapper/group/tenants/${own.tenant.id}/users/${user.id}/groups/${station.id}/bind-with-info`;
    const refused = await user.as('PUT', url, { things_ids: [device] });
    expect(refused.json().code).toBe('iot-out-wrapper.70005');
    await user.grant([station.id], { allDevices: true });
    expect((await user.as('PUT', url, { things_ids: [device] })).statusCode).toBe(200);
  });

  it('lets a sub-user who created a station keep it without a station authority', async () => {
    const own = await signedInMerchant(t.app, t.database.db);
    const user = await subUserOf(t.app, own, ['station:view', 'station:create', 'station:update']);
    const created = await createStation(user.as);
    expect(created.access).toBe('owner');
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([created.id]);
  });

  it("shows a permission group's stations to its members, and only those the granter holds go on a group", async () => {
    const own = await signedInMerchant(t.app, t.database.db);
    const a = await createStation(own.call);
    const b = await createStation(own.call);
    const user = await subUserOf(t.app, own, ['station:view']);
    const group = await own.call('POST', '/api/tenant/roles', {
      name: `south_${Date.now()}`,
      description: 'sees one station',
      apis: ['station:view'],
      stations: [a.id],
    });
    expect(group.statusCode, group.body).toBeLessThan(300);
    const joined = await own.call('PUT', `/api/tenant/tenants/${own.tenant.id}/users/${user.id}/roles`, {
      role_ids: [group.json().id],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // Nothing granted in person: the group's station is the one the member sees, as owner of its reach.
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([a.id]);
    expect((await user.as('GET', `/api/stations/${b.id}`)).statusCode).toBe(404);
    expect((await user.as('GET', '/api/home/summary')).json()).toMatchObject({ station_count: 1 });
    // Out of the group, the station is gone again.
    await own.call('PUT', `/api/tenant/tenants/${own.tenant.id}/users/${user.id}/roles`, { role_ids: [] });
    expect(ids(await user.as('GET', '/api/stations'))).toEqual([]);
  });

  it('refuses a group listing a station its sub-user author does not hold', async () => {
    const own = await signedInMerchant(t.app, t.database.db);
    const a = await createStation(own.call);
    const b = await createStation(own.call);
    const user = await subUserOf(t.app, own, ['station:view', 'role:create']);
    await user.grant([a.id]);
    const group = (stations: string[]) =>
      user.as('POST', '/api/tenant/roles', {
        name: `g_${Date.now()}_${stations.length}`,
        description: 'from a sub-user',
        apis: ['station:view'],
        stations,
      });
    const refused = await group([a.id, b.id]);
    expect(refused.json(), refused.body).toMatchObject({
      code: 'iot-permission.10025',
      data: { station_ids: [b.id] },
    });
    expect((await group([a.id])).statusCode).toBeLessThan(300);
  });
});
