import type { Organisation, OrganisationTree } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const t = useTestApp({ config: { testHooks: true } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function merchant() {
  const m = await createMerchant(t.database.db);
  return { ...m, token: await tokenFor(t.app, m.manager.username, FACTORY_PASSWORD) };
}

async function create(token: string, payload: Record<string, unknown>): Promise<Organisation> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Organisation;
}

async function tree(token: string): Promise<OrganisationTree> {
  const res = await t.app.inject({ method: 'GET', url: '/api/organisations', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrganisationTree;
}

describe(`organisations on ${testDatabaseKind()}`, () => {
  it('builds a tree, renames and moves, refusing a move under its own descendant', async () => {
    const { token } = await merchant();
    const head = await create(token, { name: '总部' });
    const east = await create(token, { name: 'East_1', parent_id: head.id });
    const site = await create(token, { name: 'Site-A', parent_id: east.id });

    expect((await tree(token)).list).toMatchObject([
      { name: '总部', children: [{ name: 'East_1', children: [{ name: 'Site-A', children: [] }] }] },
    ]);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/organisations/${east.id}`,
      headers: bearer(token),
      payload: { name: 'East_2' },
    });
    expect(renamed.json()).toEqual({ id: east.id, name: 'East_2', parent_id: head.id });

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/organisations/${site.id}`,
      headers: bearer(token),
      payload: { parent_id: null },
    });
    expect(moved.json()).toMatchObject({ parent_id: null });
    expect((await tree(token)).list.map((n) => n.name)).toEqual(['总部', 'Site-A']);

    const cycle = await t.app.inject({
      method: 'PUT',
      url: `/api/organisations/${head.id}`,
      headers: bearer(token),
      payload: { parent_id: east.id },
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json()).toMatchObject({ data: { fields: [{ field: 'parent_id' }] } });
  });

  it('keeps names unique in a tenant (case-insensitive) but not across tenants, and checks the name rule', async () => {
    const a = await merchant();
    const b = await merchant();
    await create(a.token, { name: 'Sales' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/organisations',
      headers: bearer(a.token),
      payload: { name: 'sales' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'iot-org.10002', data: { fields: [{ field: 'name' }] } });
    await create(b.token, { name: 'Sales' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/organisations',
      headers: bearer(a.token),
      payload: { name: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ data: { fields: [{ field: 'name' }] } });
  });

  it('refuses to delete while there are sub-organisations or members, then deletes', async () => {
    const { token, tenant } = await merchant();
    const parent = await create(token, { name: 'Parent' });
    const child = await create(token, { name: 'Child', parent_id: parent.id });
    const member = await createUser(t.database.db, tenant, { isManager: false });

    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/organisations/${id}`, headers: bearer(token) });
    const refused = await del(parent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'iot-org.10001' });

    const bound = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${child.id}/members`,
      headers: bearer(token),
      payload: { user_ids: [member.id] },
    });
    expect(bound.statusCode, bound.body).toBe(204);
    expect((await tree(token)).list[0]?.children[0]?.member_count).toBe(1);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/${child.id}/members`,
      headers: bearer(token),
    });
    expect(members.json()).toEqual({
      list: [{ id: member.id, username: member.username, nick_name: member.nickName }],
    });
    expect((await del(child.id)).json()).toMatchObject({ code: 'iot-org.10001' });

    const unbound = await t.app.inject({
      method: 'DELETE',
      url: `/api/organisations/${child.id}/members/${member.id}`,
      headers: bearer(token),
    });
    expect(unbound.statusCode).toBe(204);
    expect((await del(child.id)).statusCode).toBe(204);
    expect((await del(parent.id)).statusCode).toBe(204);
    expect((await tree(token)).list).toEqual([]);
  });

  it("answers 404 for another tenant's organisations and users and changes nothing", async () => {
    const a = await merchant();
    const b = await merchant();
    const orgA = await create(a.token, { name: 'Secret' });
    const orgB = await create(b.token, { name: 'Mine' });
    const userA = await createUser(t.database.db, a.tenant, { isManager: false });

    const calls = [
      { method: 'PUT' as const, url: `/api/organisations/${orgA.id}`, payload: { name: 'Stolen' } },
      { method: 'DELETE' as const, url: `/api/organisations/${orgA.id}` },
      { method: 'GET' as const, url: `/api/organisations/${orgA.id}/members` },
      {
        method: 'POST' as const,
        url: `/api/organisations/${orgA.id}/members`,
        payload: { user_ids: [b.manager.id] },
      },
      // B's own organisation with A's user in the bulk array.
      {
        method: 'POST' as const,
        url: `/api/organisations/${orgB.id}/members`,
        payload: { user_ids: [b.manager.id, userA.id] },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(b.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const moveUnder = await t.app.inject({
      method: 'POST',
      url: '/api/organisations',
      headers: bearer(b.token),
      payload: { name: 'Under', parent_id: orgA.id },
    });
    expect(moveUnder.statusCode).toBe(422);

    expect((await tree(a.token)).list).toMatchObject([{ name: 'Secret', member_count: 0, children: [] }]);
    const bMembers = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/${orgB.id}/members`,
      headers: bearer(b.token),
    });
    expect(bMembers.json()).toEqual({ list: [] });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/organisations' })).statusCode).toBe(401);
  });
});
