import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a server that is shutting down, on ${testDatabaseKind()}`, () => {
  it("answers a request still arriving on an open connection with the 503 envelope in the caller's language", async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    // A request in flight (its body not yet complete) keeps the connection open through close().
    socket.write(
      'POST /api/control/tenant-manager/check HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await pause(200);
    const closed = t.app.close();
    await pause(200);
    // The rest of that body, then a second request pipelined behind it while the server drains.
    socket.write('}GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n');
    await ended;
    await closed;
    await t.database.close();
    const answers = Buffer.concat(chunks)
      .toString('utf8')
      .split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    const [head = '', body = ''] = answers[1]!.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head).toMatch(/connection: close/i);
    expect(head).toMatch(/retry-after: 5/i);
    expect(JSON.parse(body)).toEqual({
      code: 'iot-http.503',
      message: expect.stringMatching(/^[^\u4e00-\u9fff]+$/),
    });
  });
});
