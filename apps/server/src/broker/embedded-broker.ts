import net from 'node:net';
import { Aedes } from 'aedes';
import type { BrokerHandle } from './broker';

export interface EmbeddedBrokerOptions {
  host: string;
  port: number;
}

/**
 * The in-process broker of the embedded default. Until device credentials exist (devices issue),
 * every network client is refused: an open broker would accept anyone's data.
 */
export async function startEmbeddedBroker(
  options: EmbeddedBrokerOptions,
): Promise<BrokerHandle & { aedes: Aedes }> {
  const aedes = await Aedes.createBroker({
    authenticate: (_client, _username, _password, done) => {
      const error = Object.assign(new Error('Not authorized'), { returnCode: 5 });
      done(error as Parameters<typeof done>[0], false);
    },
  });
  const server = net.createServer(aedes.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  let listening = true;
  return {
    aedes,
    mode: 'embedded',
    url: `mqtt://${options.host}:${port}`,
    state: () => (listening && !aedes.closed ? 'up' : 'down'),
    async close() {
      listening = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}
