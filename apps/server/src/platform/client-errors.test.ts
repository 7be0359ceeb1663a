import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

const t = useTestApp({ config: { bodyLimit: 2048 } });
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends raw bytes over a real socket (inject skips Node's parser) and reads the whole answer. */
function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(request);
  });
}

describe(`errors Node answers before Fastify, on ${testDatabaseKind()}`, () => {
  it('answers a query string over 16 KB with the 431 envelope, in the language asked for', async () => {
    const long = 'x'.repeat(17 * 1024);
    const zh = await rawRequest(`GET /api/stations?name=${long} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(zh.status).toBe(431);
    expect(zh.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(zh.body)).toEqual({
      code: 'iot-http.431',
      message: '请求头或查询参数过长（上限 16 KB）',
    });

    const en = await rawRequest(
      `GET /api/stations?locale=en&name=${long} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(JSON.parse(en.body)).toEqual({
      code: 'iot-http.431',
      message: 'The request headers or query string are too long (limit 16 KB)',
    });
  });

  it('answers headers over 16 KB with the 431 envelope, in the Accept-Language asked for', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-GB\r\nX-Padding: ${'y'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).code).toBe('iot-http.431');
    expect(JSON.parse(answer.body).message).toMatch(/too long/);
  });

  it('answers a malformed request line with the 400 envelope', async () => {
    const answer = await rawRequest('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 'iot-http.400', message: '请求格式错误' });
  });

  it('answers a body over the limit with the 413 envelope, over a real connection', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(4096), password: 'y' });
    const answer = await rawRequest(
      `POST /api/control/sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept-Language: en\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'iot-http.413' });
    expect(JSON.parse(answer.body).message).toMatch(/too large/);
  });
});
