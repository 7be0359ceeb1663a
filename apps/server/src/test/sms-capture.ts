import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedSms {
  to: string;
  text: string;
  authorization: string | undefined;
}

/** A tiny HTTP SMS gateway on a random local port: keeps each POSTed { to, text }; can be told to fail. */
export async function startSmsCapture() {
  const messages: CapturedSms[] = [];
  let failNext = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(500).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
      messages.push({ to: body.to, text: body.text, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    failNextRequests(count: number) {
      failNext = count;
    },
    codeFor(to: string): string | undefined {
      const message = messages.filter((m) => m.to === to).at(-1);
      return message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
