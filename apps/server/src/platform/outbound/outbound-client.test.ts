import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOutboundAllow } from '../../config/outbound-allow';
import { INTERNAL_TARGETS } from '../../test/outbound/outbound-test-helpers';
import { OutboundClient } from './outbound-client';
import { OutboundPolicy, OutboundRefusedError, type Resolver } from './outbound-policy';

// A real receiver on 127.0.0.1 stands for every internal service: a request that reaches it is
// a request the client should not have made.

const hits: string[] = [];
let port = 0;
let server: Server;
/** Holds the "slow" answers open until the end. */
const held: ServerResponse[] = [];

function receive(req: IncomingMessage, res: ServerResponse): void {
  hits.push(req.url ?? '');
  req.resume();
  req.on('end', () => {
    if (req.url === '/big') res.end('x'.repeat(200_000));
    else if (req.url === '/slow') {
      res.writeHead(200);
      res.write('{');
      held.push(res);
    } else if (req.url === '/redirect') res.writeHead(302, { location: '/hook' }).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}

beforeAll(async () => {
  server = createServer(receive);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Names a test gives an address, as DNS would. */
const resolver =
  (answers: Record<string, string[]>): Resolver =>
  async (name) => {
    const found = answers[name];
    if (!found) throw Object.assign(new Error(`${name} unknown`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const allowLocal = () => new OutboundClient(new OutboundPolicy(parseOutboundAllow('127.0.0.1')));

async function refused(client: OutboundClient, url: string): Promise<OutboundRefusedError> {
  const before = hits.length;
  const error = await client.request(url, { body: '{}' }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(hits.length, `${url} reached the receiver`).toBe(before);
  expect(error, url).toBeInstanceOf(OutboundRefusedError);
  return error as OutboundRefusedError;
}

describe('outbound client', () => {
  it('reaches an allow-listed local receiver', async () => {
    const answer = await allowLocal().request(`http://127.0.0.1:${port}/hook`, { body: '{"a":1}' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(hits.at(-1)).toBe('/hook');
  });

  it('refuses every internal address form without an allow-list, before connecting', async () => {
    const client = new OutboundClient(new OutboundPolicy(undefined, resolver({})));
    for (const [url, kind] of INTERNAL_TARGETS) {
      if (!url.startsWith('http')) continue;
      // The receiver's port, where the form has none: a slip would reach it.
      const withPort = new URL(url);
      if (!withPort.port) withPort.port = String(port);
      expect((await refused(client, withPort.toString())).kind, url).toBe(kind);
    }
  });

  it('checks the address a name resolves to when connecting (localhost, DNS answers, rebinding)', async () => {
    const client = new OutboundClient(
      new OutboundPolicy(
        undefined,
        resolver({
          'evil.example.com': ['127.0.0.1'],
          'metadata.example.com': ['169.254.169.254'],
          'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
          'v6.example.com': ['::1'],
        }),
      ),
    );
    expect((await refused(client, `http://localhost:${port}/hook`)).kind).toBe('loopback');
    expect((await refused(client, `http://evil.example.com:${port}/hook`)).address).toBe('127.0.0.1');
    expect((await refused(client, `http://metadata.example.com:${port}/`)).kind).toBe('link-local');
    expect((await refused(client, `http://mixed.example.com:${port}/`)).kind).toBe('loopback');
    expect((await refused(client, `http://v6.example.com:${port}/`)).kind).toBe('loopback');
  });

  it('lets an allow-listed name reach its internal address, and only that name', async () => {
    const answers = resolver({ 'receiver.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] });
    const client = new OutboundClient(new OutboundPolicy(parseOutboundAllow('receiver.test'), answers));
    expect((await client.request(`http://receiver.test:${port}/named`)).status).toBe(200);
    expect(hits.at(-1)).toBe('/named');
    await refused(client, `http://other.test:${port}/named`);
  });

  it('follows no redirect', async () => {
    const before = hits.length;
    const answer = await allowLocal().request(`http://127.0.0.1:${port}/redirect`);
    expect(answer.status).toBe(302);
    expect(hits.slice(before)).toEqual(['/redirect']);
  });

  it('refuses other schemes', async () => {
    await expect(allowLocal().request(`ftp://127.0.0.1:${port}/`)).rejects.toThrow(OutboundRefusedError);
  });

  it('stops reading an answer above its size cap', async () => {
    const client = new OutboundClient(new OutboundPolicy(parseOutboundAllow('127.0.0.1')), {
      maxResponseBytes: 1000,
    });
    await expect(client.request(`http://127.0.0.1:${port}/big`)).rejects.toThrow(
      'answer larger than 1000 bytes',
    );
    expect((await client.request(`http://127.0.0.1:${port}/hook`)).status).toBe(200);
  });

  it('gives up on an answer that does not finish in time', async () => {
    const client = new OutboundClient(new OutboundPolicy(parseOutboundAllow('127.0.0.1')), {
      timeoutMs: 200,
    });
    await expect(client.request(`http://127.0.0.1:${port}/slow`)).rejects.toThrow(
      'no complete answer within 200 ms',
    );
  });

  it('gives up on a connection that does not open in time', async () => {
    // A listener that takes the TCP connection and never answers the TLS handshake.
    const silent = createNetServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const client = new OutboundClient(new OutboundPolicy(parseOutboundAllow('127.0.0.1')), {
      connectTimeoutMs: 100,
    });
    try {
      const silentPort = (silent.address() as AddressInfo).port;
      await expect(client.request(`https://127.0.0.1:${silentPort}/`)).rejects.toThrow(
        'no connection within 100 ms',
      );
    } finally {
      silent.close();
    }
  });
});
