import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { startMailCapture } from '../../test/mail-capture';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { signedInMerchant } from '../../test/devices/device-test-helpers';
import { type Merchant, subUserOf, type SubUser } from '../../test/stations/station-test-helpers';
import {
  bell,
  repairInput,
  stationWithDevice,
  workOrderInput,
  workOrderCrew,
} from '../../test/orders/order-test-helpers';

/*
 * docs/work-orders.md "Notifications": each move tells the next actor by the bell and by e-mail,
 * through the platform's SMTP sender to a real local SMTP server — and never the one who moved.
 */

let app: FastifyInstance;
let database: Database;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let m: Merchant;
let managerEmail: string;
let site: Awaited<ReturnType<typeof stationWithDevice>>;
type Sub = SubUser;
let sponsor: Sub;
let handler: Sub;
let verifier: Sub;
let raiser: Sub;
let reviewer: Sub;

beforeAll(async () => {
  mail = await startMailCapture();
  database = await createTestDatabase();
  app = await buildApp(testConfig({ testHooks: true, smtpUrl: mail.url }), { database });
  await app.ready();
  managerEmail = `mgr${Date.now().toString(36)}@example.com`;
  m = await signedInMerchant(app, database.db, { email: managerEmail });
  site = await stationWithDevice(m);
  ({ sponsor, handler, verifier } = await workOrderCrew(app, m, site.stationId));
  raiser = await subUserOf(app, m, ['repair:view', 'repair:create', 'repair:cancel', 'station:view']);
  await raiser.grant([site.stationId]);
  reviewer = await subUserOf(app, m, [
    'repair:view',
    'repair:update',
    'repair:review',
    'repair:cancel',
    'station:view',
  ]);
  await reviewer.grant([site.stationId]);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await mail?.close();
});

const addressOf = (who: Sub) => `${who.username}@example.com`.toLowerCase();

/**
 * Runs `act`, then expects exactly `to` to have got a new bell message and an e-mail naming `text`
 * (with the status label), and `others` neither.
 */
async function expectTold(
  act: () => Promise<{ statusCode: number; body: string }>,
  text: string,
  to: Sub[],
  others: Sub[],
) {
  const bellsBefore = new Map<Sub, number>();
  for (const who of [...to, ...others])
    bellsBefore.set(who, (await bell(who.as, m.tenant.id, who.id)).filter((n) => n.includes(text)).length);
  const mailsBefore = mail.mails.length;
  const res = await act();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const fresh = mail.mails.slice(mailsBefore);
  for (const who of to) {
    const bells = (await bell(who.as, m.tenant.id, who.id)).filter((n) => n.includes(text));
    expect(bells.length, `bell of ${who.username} for ${text}`).toBe(bellsBefore.get(who)! + 1);
    expect(
      fresh.filter((x) => x.to.includes(addressOf(who)) && x.text.includes(text)),
      `e-mail to ${who.username} for ${text}`,
    ).toHaveLength(1);
  }
  for (const who of others) {
    const bells = (await bell(who.as, m.tenant.id, who.id)).filter((n) => n.includes(text));
    expect(bells.length, `no bell of ${who.username} for ${text}`).toBe(bellsBefore.get(who)!);
    expect(fresh.some((x) => x.to.includes(addressOf(who)))).toBe(false);
  }
}

describe(`order notifications by bell and e-mail on ${testDatabaseKind()}`, () => {
  it('tells the next actor of every work-order move, never the mover', async () => {
    const input = workOrderInput({
      station_id: site.stationId,
      handler_id: handler.id,
      verifier_id: verifier.id,
    });
    const created = await sponsor.as('POST', '/api/work-orders', input);
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as { id: string; order_no: string };
    // The new order reaches the handler.
    expect((await bell(handler.as, m.tenant.id, handler.id)).some((n) => n.includes(order.order_no))).toBe(
      true,
    );
    expect(
      mail.mails.filter(
        (x) => x.to.includes(addressOf(handler)) && x.text.includes(`${order.order_no}：待接收`),
      ),
    ).toHaveLength(1);
    const move =
      (who: Sub, name: string, note = '') =>
      () =>
        who.as('POST', `/api/work-orders/${order.id}/${name}`, { note });
    const no = order.order_no;
    await expectTold(move(handler, 'accept'), `${no}：处理中`, [sponsor], [handler, verifier]);
    await expectTold(move(handler, 'submit', '已处理'), `${no}：待验证`, [verifier], [sponsor, handler]);
    await expectTold(move(verifier, 'fail', '仍有告警'), `${no}：未通过`, [handler], [sponsor, verifier]);
    await expectTold(move(handler, 'rework'), `${no}：处理中`, [verifier], [sponsor, handler]);
    await expectTold(move(handler, 'submit', '再次处理'), `${no}：待验证`, [verifier], [sponsor, handler]);
    await expectTold(move(verifier, 'pass'), `${no}：已完成`, [sponsor, handler], [verifier]);

    const second = (await sponsor.as('POST', '/api/work-orders', input)).json();
    await expectTold(
      () => handler.as('POST', `/api/work-orders/${second.id}/reject`, { note: '不归我处理' }),
      `${second.order_no}：已驳回`,
      [sponsor],
      [handler, verifier],
    );
    const third = (await sponsor.as('POST', '/api/work-orders', input)).json();
    await expectTold(
      () => sponsor.as('POST', `/api/work-orders/${third.id}/withdraw`, {}),
      `${third.order_no}：已撤回`,
      [handler],
      [sponsor, verifier],
    );
  });

  it('tells the tenant manager of a new repair order and the raiser of every move', async () => {
    const mailsBefore = mail.mails.length;
    const raised = await raiser.as('POST', '/api/repair-orders', repairInput(site.stationId));
    expect(raised.statusCode, raised.body).toBe(201);
    const order = raised.json() as { id: string; order_no: string };
    expect((await bell(m.call, m.tenant.id, m.manager.id)).some((n) => n.includes(order.order_no))).toBe(
      true,
    );
    expect(
      mail.mails
        .slice(mailsBefore)
        .filter((x) => x.to.includes(managerEmail) && x.text.includes(`${order.order_no}：待审核`)),
    ).toHaveLength(1);
    const move =
      (name: string, note = '') =>
      () =>
        reviewer.as('POST', `/api/repair-orders/${order.id}/${name}`, { note });
    await expectTold(move('approve'), `${order.order_no}：维修中`, [raiser], [reviewer]);
    await expectTold(move('complete', '已更换模块'), `${order.order_no}：已完成`, [raiser], [reviewer]);
  });
});
