import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Headers and the decoded body (quoted-printable or base64, as nodemailer chose). */
  text: string;
}

function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return `${headers}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return `${headers}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return raw;
}

/** A real SMTP server on a random local port that keeps every message it receives. */
export async function startMailCapture(options: { user?: string; pass?: string } = {}) {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.user,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeBody(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    mails,
    /** The 6-digit code in the newest message to an address. */
    codeFor(address: string): string | undefined {
      const mail = mails.filter((m) => m.to.includes(address)).at(-1);
      return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
