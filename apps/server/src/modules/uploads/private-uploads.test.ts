import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { useMerchant } from '../../test/devices/device-test-helpers';
import { PNG, repairInput, stationWithDevice, upload } from '../../test/orders/order-test-helpers';
import { createStation } from '../../test/stations/station-test-helpers';

// Station and order pictures are private: an <img> cannot send the session, so the pages that
// show them hand out signed addresses that open them for minutes; the bare id opens nothing.

const clock = new ManualClock();
const t = useTestApp({ clock, config: { testHooks: true } });
const m = useMerchant(t);

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

async function uploaded(purpose: string): Promise<{ id: string; url: string }> {
  const res = await upload(t, m.token, purpose);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe(`private uploads on ${testDatabaseKind()}`, () => {
  it('a station picture opens only by the signed address the station answers, for minutes', async () => {
    const picture = await uploaded('station-picture');
    // Without a session, the id alone opens nothing.
    const bare = await get(`/api/uploads/${picture.id}`);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({
      code: 'iot-upload.10005',
      message: 'The picture address has expired; reload the page to see it',
    });
    // The form that uploaded it shows it through the address the upload answered.
    expect((await get(picture.url)).statusCode).toBe(200);

    const station = await createStation(m.call, { picture_ids: [picture.id] });
    const detail = await m.call('GET', `/api/stations/${station.id}`);
    const [shown] = detail.json().pictures as Array<{ id: string; url: string }>;
    expect(shown!.id).toBe(picture.id);
    const served = await get(shown!.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    // Kept by this browser only, no longer than the address lives.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);

    // A changed signature, expiry or id opens nothing.
    const url = new URL(shown!.url, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const tampered = [
      `${url.pathname}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `${url.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/uploads/${(await uploaded('station-picture')).id}?expires=${expires}&signature=${signature}`,
    ];
    for (const address of tampered) expect((await get(address)).statusCode, address).toBe(403);

    // Ten minutes on, the address has expired; the station answers a fresh one.
    clock.advance(10 * 60_000 + 1000);
    expect((await get(shown!.url)).statusCode).toBe(403);
    const again = await m.call('GET', `/api/stations/${station.id}`);
    expect((await get(again.json().pictures[0].url)).statusCode).toBe(200);
  });

  it('an order picture opens by the address the order and its timeline answer', async () => {
    const picture = await uploaded('order-picture');
    expect((await get(`/api/uploads/${picture.id}`)).statusCode).toBe(403);
    const { stationId } = await stationWithDevice(m);
    const created = await m.call(
      'POST',
      '/api/repair-orders',
      repairInput(stationId, { picture_ids: [picture.id] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const record = await m.call('GET', `/api/repair-orders/${created.json().id}`);
    const order = record.json();
    expect(order.picture_ids).toEqual([picture.id]);
    expect(order.pictures).toHaveLength(1);
    expect((await get(order.pictures[0].url)).statusCode).toBe(200);
    const step = order.timeline.find((e: { picture_ids: string[] }) => e.picture_ids.length > 0);
    if (step) expect((await get(step.pictures[0].url)).statusCode).toBe(200);
  });

  it('logos, icons and avatars stay public', async () => {
    for (const purpose of ['system-logo', 'avatar', 'menu-icon', 'screen-logo']) {
      const picture = await uploaded(purpose);
      expect(picture.url).toBe(`/api/uploads/${picture.id}`);
      const served = await get(picture.url);
      expect(served.statusCode, purpose).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
