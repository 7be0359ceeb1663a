import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Aedes, Client, Subscription } from 'aedes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokerApp, startBrokerApp } from '../test/broker-app';
import { createMerchant, FACTORY_PASSWORD } from '../test/factories/users';
import { stopChild } from '../test/stop-child';
import { testConfig } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

/*
 * Runs the device makers' walkthrough of docs/device-protocol.md §9 verbatim: every ```sh block
 * preceded by `<!-- walkthrough: NAME -->`, in order, with bash against the app listening on HTTP
 * and the embedded broker. The test plays the operator (the tenant and its account, from the
 * factories) and the person reading the graphic code (through the test hook).
 */

const DOC = path.resolve(__dirname, '../../../../docs/device-protocol.md');
const ORDER = [
  'captcha',
  'sign-in',
  'create-device',
  'publish',
  'latest',
  'device-listens',
  'send-command',
  'device-answers',
  'command-replied',
];
const DEVICE_ID = 'pcs-0001';

function walkthroughBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const marked = /<!-- walkthrough: ([\w-]+) -->\n```sh\n([\s\S]*?)\n```/g;
  for (const [, name, body] of markdown.matchAll(marked)) blocks.set(name!, body!);
  return blocks;
}

let server: BrokerApp;
let dir: string;
let blocks: Map<string, string>;
/** The variables of the one shell the reader keeps open: the ones set here plus those the blocks set. */
let shellEnv: Record<string, string>;
const background: ChildProcess[] = [];

beforeAll(async () => {
  blocks = walkthroughBlocks(await readFile(DOC, 'utf8'));
  server = await startBrokerApp(testConfig({ testHooks: true }));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const httpPort = (server.app.server.address() as AddressInfo).port;
  const mqttPort = new URL(server.broker.url!).port;
  const merchant = await createMerchant(server.database.db);
  dir = await mkdtemp(path.join(tmpdir(), 'ies-walkthrough-'));
  shellEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    LANG: 'C.UTF-8',
    BASE_URL: `http://127.0.0.1:${httpPort}`,
    HOST: '127.0.0.1',
    PORT: mqttPort,
    USERNAME: merchant.manager.username,
    PASSWORD: FACTORY_PASSWORD,
    DEVICE_ID,
  };
});

afterAll(async () => {
  await Promise.all(background.map((child) => stopChild(child)));
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Starts one block with `bash -euo pipefail` in the walkthrough's folder. `set -a` exports what
 * the block assigns, and its environment is carried to the next block, as one open shell would
 * (not from a block in the background: that is another terminal).
 */
async function startBlock(
  name: string,
  carry = true,
): Promise<{ child: ChildProcess; done: Promise<string> }> {
  const body = blocks.get(name);
  expect(body, `walkthrough block ${name}`).toBeDefined();
  const script = path.join(dir, `${name}.sh`);
  const state = path.join(dir, `${name}.env`);
  await writeFile(script, `set -a\n${body}\nenv -0 > ${JSON.stringify(state)}\n`);
  const child = spawn('bash', ['-euo', 'pipefail', script], { cwd: dir, env: shellEnv });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const done = once(child, 'exit').then(async ([code]) => {
    expect(code, `${name} failed:\n${err}\n${out}`).toBe(0);
    if (!carry) return out;
    const carried = (await readFile(state, 'utf8')).split('\0').filter(Boolean);
    shellEnv = Object.fromEntries(
      carried.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    return out;
  });
  return { child, done };
}

async function runBlock(name: string): Promise<string> {
  return (await startBlock(name)).done;
}

/** Resolves when the device has subscribed to its requests on the embedded broker. */
function subscribed(aedes: Aedes, deviceId: string): Promise<void> {
  return new Promise((resolve) => {
    const onSubscribe = (subscriptions: Subscription[], client: Client) => {
      if (client.id !== deviceId) return;
      if (!subscriptions.some((s) => s.topic === `ies/v1/${deviceId}/cmd/req`)) return;
      aedes.removeListener('subscribe', onSubscribe);
      resolve();
    };
    aedes.on('subscribe', onSubscribe);
  });
}

describe(`device makers' walkthrough (docs/device-protocol.md §9) on ${testDatabaseKind()}`, () => {
  it('has its marked blocks, in the order the test runs them', () => {
    expect([...blocks.keys()]).toEqual(ORDER);
  });

  it('provision, publish, read back, answer a command: each block verbatim with bash', async () => {
    await runBlock('captcha');
    expect(await readFile(path.join(dir, 'captcha.svg'), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The person at the screen reads the code; the test hook tells it.
    const { uuid } = JSON.parse(await readFile(path.join(dir, 'captcha.json'), 'utf8')) as { uuid: string };
    const hook = await server.app.inject({ method: 'GET', url: `/api/test-hooks/captcha/${uuid}` });
    shellEnv.CAPTCHA_CODE = (hook.json() as { text: string }).text;

    await runBlock('sign-in');
    expect(shellEnv.TOKEN).toMatch(/\S{16,}/);

    const created = await runBlock('create-device');
    expect(shellEnv.DEVICE_KEY).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(created).toBe(`device ${DEVICE_ID}, key ${shellEnv.DEVICE_KEY}\n`);
    const device = await server.app.inject({
      method: 'GET',
      url: `/api/devices/${DEVICE_ID}`,
      headers: { authorization: `Bearer ${shellEnv.TOKEN}` },
    });
    expect(device.json()).toMatchObject({ id: DEVICE_ID, type_name: 'ES_PCS' });

    await runBlock('publish');
    // The fixture's ingest writes latest values hourly, not every second: the drain stands in for
    // the production writer's tick the block waits for.
    await server.ingest.drain();
    const latest = JSON.parse(await runBlock('latest'));
    expect(latest).toEqual({
      device_id: DEVICE_ID,
      ts: Number(shellEnv.TS),
      values: { active_power: -120.4, state: 'run' },
    });

    const listening = subscribed((server.broker as unknown as { aedes: Aedes }).aedes, DEVICE_ID);
    const listener = await startBlock('device-listens', false);
    background.push(listener.child);
    await listening;
    await runBlock('send-command');
    expect(shellEnv.COMMAND_ID).toMatch(/\S+/);
    // mosquitto_sub -C 1 ends once the request arrived.
    await listener.done;

    const request = JSON.parse(await runBlock('device-answers'));
    expect(request).toMatchObject({ method: 'set_power', params: { power_kw: 50 } });
    expect(request.request_id).toBe(shellEnv.REQUEST_ID);
    expect(request.expires_at).toBeGreaterThan(Date.now());

    const command = JSON.parse(await runBlock('command-replied'));
    expect(command).toMatchObject({
      id: shellEnv.COMMAND_ID,
      state: 'replied',
      reply_code: 0,
      result: { power_kw: 50 },
    });
  });
});
