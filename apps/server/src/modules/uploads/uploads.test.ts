import { LOGO_MAX_BYTES } from '@ies/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const t = useTestApp({ config: { testHooks: true } });
let token: string;

beforeAll(async () => {
  const { manager } = await createMerchant(t.database.db);
  token = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const svg = (inner: string) =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`,
  );

function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----iesboundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(purpose: string, fileName: string, content: Buffer, contentType?: string) {
  const body = multipart(fileName, content, contentType);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

describe(`uploads on ${testDatabaseKind()}`, () => {
  it('stores an image and serves it with the sniffed type, nosniff and a sandboxing policy', async () => {
    const res = await upload('avatar', 'me.png', PNG, 'text/html');
    expect(res.statusCode, res.body).toBe(200);
    const { id, url } = res.json();
    expect(url).toBe(`/api/uploads/${id}`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts jpg under a .jpeg or .jpg name and a plain SVG', async () => {
    expect((await upload('menu-icon', 'icon.JPG', JPEG)).statusCode).toBe(200);
    expect((await upload('menu-icon', 'icon.jpeg', JPEG)).statusCode).toBe(200);
    const res = await upload('system-logo', 'logo.svg', svg('<rect width="10" height="10" fill="red"/>'));
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses content that is not what its name says (iot-upload.10001), HTML above all', async () => {
    for (const [name, content] of [
      ['photo.png', HTML],
      ['photo.png', JPEG],
      ['logo.svg', HTML],
      ['page.html', HTML],
      ['noextension', PNG],
    ] as const) {
      const res = await upload('avatar', name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
      expect(res.json().code).toBe('iot-upload.10001');
    }
  });

  it('refuses a logo over 200k with the limit in the message (iot-upload.10002)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES, 0)]);
    const res = await upload('system-logo', 'logo.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('iot-upload.10002');
    expect(res.json().message).toContain('200k');
    // The same bytes fit the 3M big-screen logo.
    expect((await upload('screen-logo', 'screen.png', big)).statusCode).toBe(200);
  });

  it('refuses SVGs with script, event handlers, javascript: links or foreign objects (iot-upload.10003)', async () => {
    for (const inner of [
      '<script>alert(1)</script>',
      '<SCRIPT xlink:href="x.js"/>',
      '<rect onload="alert(1)"/>',
      '<a href="javascript:alert(1)"><text>x</text></a>',
      '<a href="jav&#x61;script:alert(1)"><text>x</text></a>',
      '<a href="java\tscript:alert(1)"><text>x</text></a>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '<image href="data:text/html;base64,PHNjcmlwdD4="/>',
    ]) {
      const res = await upload('menu-icon', 'icon.svg', svg(inner));
      expect(res.statusCode, inner).toBe(415);
      expect(res.json().code, inner).toBe('iot-upload.10003');
    }
  });

  it('stores SVGs only after a sanitiser removed animation setters, handlers, external images and styles', async () => {
    const cases: Array<[string, RegExp]> = [
      [
        '<rect width="5" height="5"><set attributeName="onmouseover" to="alert(1)"/></rect>',
        /<set|onmouseover|alert/i,
      ],
      [
        '<rect xmlns:x="http://www.w3.org/2000/svg" x:onload="alert(1)" width="5" height="5"/>',
        /onload|alert/i,
      ],
      [
        '<image href="https://evil.example/track.png" width="5" height="5"/>',
        /evil\.example|<image[^>]*href/i,
      ],
      [
        '<style>rect { fill: url(https://evil.example/x.svg#p) }</style><rect width="5" height="5"/>',
        /<style|evil\.example/i,
      ],
    ];
    for (const [inner, forbidden] of cases) {
      const res = await upload('menu-icon', 'icon.svg', svg(inner));
      expect(res.statusCode, `${inner}: ${res.body}`).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.body, inner).toMatch(/^<svg[\s>]/);
      expect(served.body, inner).not.toMatch(forbidden);
    }
    const benign = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><circle cx="5" cy="5" r="2" fill="red"/>',
    );
    const res = await upload('menu-icon', 'icon.svg', benign);
    expect(res.statusCode, res.body).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: res.json().url })).body;
    expect(served).toContain('<linearGradient id="g">');
    expect(served).toContain('fill="url(#g)"');
    expect(served).toContain('<circle cx="5" cy="5" r="2" fill="red"');
  });

  it('needs a session, a known purpose and a file', async () => {
    const body = multipart('me.png', PNG);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/uploads?purpose=avatar', ...body });
    expect(anonymous.statusCode).toBe(401);
    const badPurpose = await upload('wallpaper', 'me.png', PNG);
    expect(badPurpose.statusCode).toBe(422);
    expect(badPurpose.json().data.fields[0].field).toBe('purpose');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().data.fields[0].field).toBe('file');
  });

  it('answers 404 for unknown ids', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/nope' })).statusCode).toBe(404);
  });
});
