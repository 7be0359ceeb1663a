import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// Issue 12 item 6: a Content-Security-Policy and the usual headers on every HTML answer.

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ies-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined): Map<string, string> {
  expect(typeof header, 'Content-Security-Policy present').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe(`security headers on ${testDatabaseKind()}`, () => {
  for (const url of ['/', '/Login', '/stations/abc/bigscreen', '/api/docs']) {
    it(`${url}: a policy without inline script, no plugins, framing by our own origin only`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'self'");
      expect(csp.get('base-uri')).toBe("'self'");
      for (const value of csp.values()) expect(value).not.toMatch(/unsafe-eval/);
      expect(csp.get('script-src')).not.toMatch(/unsafe-inline/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    });
  }

  it('keeps the stricter sandbox policy of served uploads and sends the headers on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('object-src')).toBe("'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('the documentation page loads no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(body!.trim()).toBe('');
    }
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
  });
});
