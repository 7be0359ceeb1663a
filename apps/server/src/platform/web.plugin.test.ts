import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the web app on the API port', () => {
  let testApp: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ies-web-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>IES</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'entry-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({
      config: {
        webDist,
        appDownload: {
          androidUrl: 'https://apps.example.com/ies.apk',
          iosUrl: 'https://apps.example.com/ios',
        },
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable and index.html fresh for any page path', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await testApp.app.inject({ method: 'GET', url: '/StationManagement/PriceList' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>IES</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with the 404 envelope, not the page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('gives the configured app download addresses without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/control/app-download' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      android_url: 'https://apps.example.com/ies.apk',
      ios_url: 'https://apps.example.com/ios',
    });
  });
});
