import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { expect, request as playwrightRequest, test } from './support/test';

// Issue 27 point 6: an alarm event's detail shows its delivery log — each notice of the raise and
// of the recovery by channel, masked recipient, state, attempts, time and, for a receiver that
// keeps failing, why in words — in zh and en (screenshots at 1366x768 in docs/images/screens).

test.describe.configure({ timeout: 300_000 });

const shots = path.resolve(import.meta.dirname, '../docs/images/screens');

test('an alarm event’s details list its deliveries, failures explained, in zh and en', async ({
  browser,
}) => {
  // Stands in for a webhook receiver (answers 200) and one that is down (503 every time).
  const receiver: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/down')) res.writeHead(503).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const port = await freePort();
  const mqttPort = await freePort();
  // The compiled server (as `npm start` runs it), without the demo: it starts in seconds. The
  // receiver is on loopback, so the operator allow-list names it (docs/operations.md).
  const server = await startPlatformServer(
    port,
    { MQTT_PORT: String(mqttPort), DEMO: 'off', OUTBOUND_ALLOW: '127.0.0.1' },
    { viaStartScript: true },
  );
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  let client: MqttClient | undefined;
  try {
    const { account, auth, self, typeId } = await merchantWithDeviceTypes(api);
    const suffix = uniqueSuffix().slice(-8);
    const bms = await ok<{ id: string; key: string }>(
      await api.post('/api/devices', {
        headers: auth,
        data: { id: `bms-${suffix}`, name: `电池堆_${suffix}`, type_id: typeId('ES_BMS') },
      }),
    );
    const ruleName = `SOC过低_${suffix}`;
    await ok(
      await api.post(`/api/alert-mgmt/tenants/${self.tenant_id}/rules`, {
        headers: auth,
        data: {
          name: ruleName,
          data_type: 'device_data',
          level: 3,
          status: 'enabled',
          trigger_condition: {
            conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }],
          },
          trigger_filter: { type: 'devices', ids: [bms.id] },
          actions: [
            { type: 'email', email: 'ops.lead@example.com' },
            { type: 'webhook', url: `${hooks}/ok/alarms` },
            { type: 'webhook', url: `${hooks}/down/alarms` },
            { type: 'wecom', url: `${hooks}/robot/send?key=abc` },
          ],
        },
      }),
    );
    client = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
      clientId: bms.id,
      username: bms.id,
      password: bms.key,
      protocolVersion: 4,
    });
    await new Promise<void>((resolve) => client!.once('connect', () => resolve()));
    const send = (soc: number) =>
      client!.publishAsync(
        `ies/v1/${bms.id}/telemetry`,
        JSON.stringify({ ts: Date.now(), values: { soc } }),
        {
          qos: 1,
        },
      );
    const eventsUrl = `/api/out-wrapper/group/tenants/${self.tenant_id}/user/${self.id}/alert-event-data`;
    const events = async () =>
      (
        (await (await api.get(eventsUrl, { headers: auth })).json()) as {
          list: Array<{ id: string; state: string }>;
        }
      ).list;
    await send(50);
    await send(15);
    await expect
      .poll(async () => (await events()).map((e) => e.state), { timeout: 30_000 })
      .toEqual(['active']);
    await send(60);
    await expect
      .poll(async () => (await events()).map((e) => e.state), { timeout: 30_000 })
      .toEqual(['recovered']);
    const [event] = await events();
    // The receiver that is down is tried four times (1 s, 5 s, 30 s apart) before it is failed.
    await expect
      .poll(
        async () => {
          const res = await api.get(`${eventsUrl}/${event!.id}/deliveries`, { headers: auth });
          return ((await res.json()) as { list: Array<{ status: string }> }).list.map((d) => d.status).sort();
        },
        { timeout: 120_000, intervals: [2000] },
      )
      .toEqual(['failed', 'failed', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent']);

    await signInWithPassword(page, api, account.username, account.password);
    for (const lang of ['zh', 'en'] as const) {
      await page.evaluate((value) => localStorage.setItem('solarLang', value), lang);
      await page.goto('/Container/StationManagement/AlarmList');
      const row = page.getByTestId('alarm-events').getByRole('row').filter({ hasText: ruleName });
      await row.getByTestId('alarm-event-details').click();
      const log = page.getByTestId('alarm-deliveries');
      await expect(log.getByRole('row')).toHaveCount(9);
      await expect(log.getByText('o***@example.com').first()).toBeVisible();
      await expect(log).not.toContainText('ops.lead');
      await expect(log).not.toContainText('key=abc');
      await expect(
        log
          .getByText(
            lang === 'zh' ? '接收方返回了错误状态 503' : 'The receiver answered with error status 503',
          )
          .first(),
      ).toBeVisible();
      await expect(log).toContainText(lang === 'zh' ? '恢复' : 'Recovery');
      await page.screenshot({ path: path.join(shots, `alarm-event-detail-laptop-${lang}.png`) });
    }
  } finally {
    await client?.endAsync();
    await context.close();
    await api.dispose();
    await server.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
