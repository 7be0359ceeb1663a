import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { MessageService } from './message.service';
import { MessagesRepository } from './messages.repository';

let messages: MessageService;
const clock = new ManualClock();
const t = useTestApp({ config: { testHooks: true }, clock });

beforeAll(async () => {
  messages = new MessageService(new MessagesRepository(t.database.db), clock);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in merchant manager with the base path of their own messages. */
async function signedInManager() {
  const { tenant, manager } = await createMerchant(t.database.db);
  const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
  return { tenant, manager, token, base: `/api/tenant/tenants/${tenant.id}/users/${manager.id}` };
}

async function sendMany(owner: { tenantId: string; userId: string }, count: number, mandatory = false) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    clock.advance(1000);
    ids.push((await messages.send({ ...owner, name: `title ${i}`, body: `body ${i}`, mandatory })).id);
  }
  return ids;
}

describe(`messages on ${testDatabaseKind()}`, () => {
  it('lists the caller’s messages newest first, five per page, and counts the unread with page size 1', async () => {
    const me = await signedInManager();
    await sendMany({ tenantId: me.tenant.id, userId: me.manager.id }, 7);
    const page1 = await t.app.inject({
      method: 'GET',
      url: `${me.base}/messages?current_page=1&page_size=5`,
      headers: bearer(me.token),
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const body = page1.json();
    expect(body.list).toHaveLength(5);
    expect(body.list[0]).toMatchObject({
      message_name: 'title 6',
      message_body: { message: 'body 6' },
      read_status: 0,
    });
    expect(body.pagination).toMatchObject({ total_size: 7, current_page: 1 });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `${me.base}/messages?current_page=2&page_size=5`,
      headers: bearer(me.token),
    });
    expect(page2.json().list.map((m: { message_name: string }) => m.message_name)).toEqual([
      'title 1',
      'title 0',
    ]);
    const unread = await t.app.inject({
      method: 'GET',
      url: `${me.base}/messages?current_page=1&page_size=1&read_status=0`,
      headers: bearer(me.token),
    });
    expect(unread.json().pagination.total_size).toBe(7);
  });

  it('marks a batch read by comma-joined ids, ignoring ids that are not the caller’s', async () => {
    const me = await signedInManager();
    const other = await signedInManager();
    const mine = await sendMany({ tenantId: me.tenant.id, userId: me.manager.id }, 3);
    const theirs = await sendMany({ tenantId: other.tenant.id, userId: other.manager.id }, 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${me.base}/messages/read?ids=${[mine[0], mine[1], theirs[0], 'not-an-id'].join(',')}`,
      headers: bearer(me.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const unread = await t.app.inject({
      method: 'GET',
      url: `${me.base}/messages?page_size=1&read_status=0`,
      headers: bearer(me.token),
    });
    expect(unread.json().pagination.total_size).toBe(1);
    const [row] = await t.database.rows<{ read_status: number }>(
      sql`select read_status from user_messages where id = ${theirs[0]}`,
    );
    expect(row?.read_status).toBe(0);
  });

  it('marks all of the caller’s messages read and no one else’s', async () => {
    const me = await signedInManager();
    const colleague = await createUser(t.database.db, me.tenant, { isManager: false, userType: '2' });
    await sendMany({ tenantId: me.tenant.id, userId: me.manager.id }, 2);
    await sendMany({ tenantId: me.tenant.id, userId: colleague.id }, 2);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${me.base}/messages/read-all`,
      headers: bearer(me.token),
    });
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await t.database.rows<{ user_id: string; read_status: number }>(
      sql`select user_id, read_status from user_messages where tenant_id = ${me.tenant.id}`,
    );
    expect(rows.filter((r) => r.user_id === colleague.id).every((r) => r.read_status === 0)).toBe(true);
    expect(rows.filter((r) => r.user_id === me.manager.id).every((r) => r.read_status === 1)).toBe(true);
  });

  it('answers 404 for another user’s or tenant’s path and 401 without a session', async () => {
    const me = await signedInManager();
    const other = await signedInManager();
    await sendMany({ tenantId: other.tenant.id, userId: other.manager.id }, 1);
    for (const [method, suffix] of [
      ['GET', '/messages'],
      ['PUT', '/messages/read-all'],
      ['GET', '/mandatory-messages'],
    ] as const) {
      const foreign = await t.app.inject({
        method,
        url: `${other.base}${suffix}`,
        headers: bearer(me.token),
      });
      expect(foreign.statusCode).toBe(404);
      const anonymous = await t.app.inject({ method, url: `${me.base}${suffix}` });
      expect(anonymous.statusCode).toBe(401);
    }
    const [row] = await t.database.rows<{ read_status: number }>(
      sql`select read_status from user_messages where user_id = ${other.manager.id}`,
    );
    expect(row?.read_status).toBe(0);
  });

  it('gives the unread mandatory prompts and confirms them one by one', async () => {
    const me = await signedInManager();
    const owner = { tenantId: me.tenant.id, userId: me.manager.id };
    await sendMany(owner, 1);
    const [first, second] = await sendMany(owner, 2, true);
    const query = 'current_page=1&page_size=10&platform=IES&read_status=0&reminder_mode=3';
    const prompts = await t.app.inject({
      method: 'GET',
      url: `${me.base}/mandatory-messages?${query}`,
      headers: bearer(me.token),
    });
    expect(prompts.statusCode, prompts.body).toBe(200);
    expect(prompts.json().list).toEqual([
      { id: second, messageTitle: 'title 1', messageType: 3, messageContent: 'body 1' },
      { id: first, messageTitle: 'title 0', messageType: 3, messageContent: 'body 0' },
    ]);
    const confirm = await t.app.inject({
      method: 'PUT',
      url: `${me.base}/mandatory-messages`,
      headers: bearer(me.token),
      payload: { read_status: 1, user_message_id: second },
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    const next = await t.app.inject({
      method: 'GET',
      url: `${me.base}/mandatory-messages?${query}`,
      headers: bearer(me.token),
    });
    expect(next.json().list.map((m: { id: string }) => m.id)).toEqual([first]);
  });

  it('refuses to confirm another user’s mandatory prompt, or an ordinary message, and leaves it unread', async () => {
    const me = await signedInManager();
    const other = await signedInManager();
    const [theirs] = await sendMany({ tenantId: other.tenant.id, userId: other.manager.id }, 1, true);
    const [ordinary] = await sendMany({ tenantId: me.tenant.id, userId: me.manager.id }, 1);
    for (const id of [theirs, ordinary]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${me.base}/mandatory-messages`,
        headers: bearer(me.token),
        payload: { read_status: 1, user_message_id: id },
      });
      expect(res.statusCode).toBe(404);
    }
    const rows = await t.database.rows<{ read_status: number }>(
      sql`select read_status from user_messages where id in (${theirs}, ${ordinary})`,
    );
    expect(rows.map((r) => r.read_status)).toEqual([0, 0]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${me.base}/mandatory-messages`,
      headers: bearer(me.token),
      payload: { read_status: 0, user_message_id: theirs },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields[0].field).toBe('read_status');
  });

  it('sends the merchant’s manager a message when the platform approves the merchant', async () => {
    const adminPassword = (await bootstrapPlatform(t.database.db)).password!;
    const { tenant, manager } = await createMerchant(t.database.db, { status: 'pending' });
    const adminToken = await tokenFor(t.app, 'admin', adminPassword);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/approve`,
      headers: bearer(adminToken),
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(204);
    const token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/tenant/tenants/${tenant.id}/users/${manager.id}/messages?page_size=5`,
      headers: bearer(token),
    });
    expect(list.json().list).toHaveLength(1);
    expect(list.json().list[0].message_body.message).toContain(manager.username);
  });

  it('lets browser tests send the caller a message through the test hook', async () => {
    const me = await signedInManager();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/test-hooks/messages',
      headers: bearer(me.token),
      payload: { name: 'Hook', body: 'From a test', mandatory: true },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const prompts = await t.app.inject({
      method: 'GET',
      url: `${me.base}/mandatory-messages`,
      headers: bearer(me.token),
    });
    expect(prompts.json().list).toEqual([
      { id: sent.json().id, messageTitle: 'Hook', messageType: 3, messageContent: 'From a test' },
    ]);
  });
});
