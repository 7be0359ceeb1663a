import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { waitFor } from '../ingest/test-fixtures';

const MOSQUITTO = '/usr/sbin/mosquitto';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const free = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

/**
 * A Mosquitto of the test's own (tests only) on `port`, reading the platform's generated
 * `passwords` and `acl` files in `dir` (written before this is called), as docs/device-protocol.md
 * §8 configures it. Resolves once it accepts connections.
 */
export async function startTestMosquitto(
  dir: string,
  port: number,
  extraConfig: string[] = [],
): Promise<ChildProcess> {
  await fs.writeFile(
    path.join(dir, 'mosquitto.conf'),
    [
      'per_listener_settings false',
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      'use_username_as_clientid true',
      `password_file ${path.join(dir, 'passwords')}`,
      `acl_file ${path.join(dir, 'acl')}`,
      'persistence false',
      'user root',
      ...extraConfig,
      '',
    ].join('\n'),
  );
  const mosquitto = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    10_000,
  );
  return mosquitto;
}
