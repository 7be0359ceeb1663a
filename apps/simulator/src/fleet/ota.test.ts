import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OtaProgress, runOta } from './ota';

// The simulator's OTA over real HTTP (docs/device-protocol.md §5b): a download cut in the middle
// resumes with Range where it stopped; the checksum decides success or failure.

const image = Buffer.alloc(64_000);
for (let i = 0; i < image.length; i++) image[i] = i % 251;
const sha256 = createHash('sha256').update(image).digest('hex');
const ranges: Array<string | undefined> = [];
let cutFirst = true;
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    ranges.push(req.headers.range);
    const match = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    if (match) {
      const start = Number(match[1]);
      res.writeHead(206, { 'Content-Range': `bytes ${start}-${image.length - 1}/${image.length}` });
      res.end(image.subarray(start));
      return;
    }
    if (cutFirst) {
      cutFirst = false;
      // Half the image, then the connection drops.
      res.writeHead(200, { 'Content-Length': String(image.length) });
      res.write(image.subarray(0, 32_000), () => setTimeout(() => res.destroy(), 20));
      return;
    }
    res.end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fw.bin`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function run(digest: string) {
  const reports: OtaProgress[] = [];
  const result = await runOta(
    { request_id: 'r1', version: '02.00.01', url, size: image.length, sha256: digest },
    async (p) => {
      reports.push(p);
    },
    { stepMs: 1 },
  );
  return { result, reports };
}

describe('simulator OTA', () => {
  it('resumes a cut download by range, checks the checksum and reports the new version', async () => {
    ranges.length = 0;
    const { result, reports } = await run(sha256);
    expect(result).toEqual({ ok: true, version: '02.00.01' });
    expect(ranges).toEqual([undefined, 'bytes=32000-']);
    expect(reports.at(-1)).toMatchObject({ state: 'success', percent: 100, message: '02.00.01' });
    expect(reports.some((r) => r.state === 'downloading' && r.percent === 50)).toBe(true);
  });

  it('fails on a bad checksum with the reason', async () => {
    const { result, reports } = await run('0'.repeat(64));
    expect(result.ok).toBe(false);
    expect(reports.at(-1)).toMatchObject({ state: 'failed', message: 'sha256 mismatch' });
  });
});
